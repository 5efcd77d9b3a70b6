import type { ReactNode } from 'react';
import { Card, CardContent } from './card';
import { Skeleton } from './skeleton';

export interface Stat {
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
}

/** A row of headline figures (two per row on a phone, four on a wide screen). */
export function StatCards({ stats, loading }: { stats: Stat[]; loading: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label}>
          <CardContent className="flex items-start justify-between gap-2 p-4 sm:p-6">
            <dl className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
              <dd className="mt-1 truncate text-xl font-bold sm:text-2xl">
                {loading ? <Skeleton className="h-7 w-20" /> : stat.value}
              </dd>
              {stat.note ? <dd className="mt-1 text-xs text-muted-foreground">{stat.note}</dd> : null}
            </dl>
            <span className="hidden text-primary sm:block" aria-hidden="true">
              {stat.icon}
            </span>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
