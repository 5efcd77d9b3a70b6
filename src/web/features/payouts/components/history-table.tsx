import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

export interface HistoryColumn {
  label: string;
  numeric?: boolean;
}

/** The frame both history tabs share: scrolls sideways on a phone rather than squeezing the figures. */
export function HistoryTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: HistoryColumn[];
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-4 py-3 font-medium', column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
