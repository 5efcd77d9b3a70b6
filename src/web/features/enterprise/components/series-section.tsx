import { lazy, Suspense } from 'react';
import type { EnterpriseMetrics } from '../../../../contract/enterprise';
import { LoadingArea } from '../../../components/loading-area';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatUsd } from '../../../lib/format';
import type { SeriesLine } from './series-chart';

const SeriesChart = lazy(() => import('./series-chart'));

/** A chart of some of the series, with the same figures in a table for keyboard and screen-reader users. */
export function SeriesSection({ title, metrics, lines }: { title: string; metrics: EnterpriseMetrics; lines: SeriesLine[] }) {
  const per = metrics.interval === 'day' ? 'Day' : 'Week starting';
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">per {metrics.interval}</span>
      </h2>
      <Suspense
        fallback={
          <LoadingArea label={`Loading the ${title.toLowerCase()} chart`}>
            <Skeleton className="h-[260px] w-full" />
          </LoadingArea>
        }
      >
        <SeriesChart points={metrics.series} lines={lines} />
      </Suspense>
      <details className="rounded-md border p-2 text-sm">
        <summary className="cursor-pointer font-medium">{title}: the figures as a table</summary>
        <section
          className="mt-2 max-h-80 overflow-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll its 90 rows.
          tabIndex={0}
          aria-label={`${title}: table`}
        >
          <table className="w-full text-left">
            <caption className="sr-only">{`${title} per ${metrics.interval}`}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {per}
                </th>
                {lines.map((line) => (
                  <th key={line.key} scope="col" className="py-1 pr-4 text-right">
                    {line.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {metrics.series.map((point) => (
                <tr key={point.start} className="border-t">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {point.start}
                  </th>
                  {lines.map((line) => (
                    <td key={line.key} className="py-1 pr-4 text-right tabular-nums">
                      {line.money ? formatUsd(point[line.key]) : point[line.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
