import { Fragment, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';

export interface HistoryColumn {
  label: string;
  numeric?: boolean;
  strong?: boolean;
  nowrap?: boolean;
}

export interface HistoryRow {
  key: number;
  cells: ReactNode[];
}

/**
 * The frame both history tabs share: a table from the small breakpoint up, and on a phone one card per
 * row with every column labelled, so no figure sits off-screen behind a sideways scroll.
 */
export function HistoryTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: HistoryColumn[];
  rows: HistoryRow[];
  testId: string;
}) {
  const cellClass = (column: HistoryColumn) =>
    cn(column.numeric && 'text-right tabular-nums', column.strong && 'font-semibold', column.nowrap && 'whitespace-nowrap');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-sm">
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
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t" data-testid={testId}>
                {columns.map((column, index) => (
                  <td key={column.label} className={cn('px-4 py-3', cellClass(column))}>
                    {row.cells[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.key} className="rounded-lg border p-4 text-sm" data-testid={`${testId}-card`}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              {columns.map((column, index) => (
                <Fragment key={column.label}>
                  <dt className="text-muted-foreground">{column.label}</dt>
                  <dd className={cn('text-right', column.strong && 'font-semibold')}>{row.cells[index]}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
