import { lazy, Suspense } from 'react';
import type { CreatorAnalytics } from '../../../../contract/creator';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatUsd } from '../../../lib/format';
import { TrafficSources } from './traffic-sources';

const RevenueChart = lazy(() => import('./revenue-chart'));

export function AnalyticsTab({ analytics, failed }: { analytics?: CreatorAnalytics; failed: boolean }) {
  if (failed)
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Analytics could not be loaded. They refresh every 30 seconds.
      </p>
    );
  if (!analytics) return <Skeleton className="h-72 w-full" />;
  const hasRevenue = analytics.monthlyRevenue.some((month) => month.revenue !== 0);
  const figures = [
    { label: 'Last month', value: formatUsd(analytics.lastMonthRevenue) },
    { label: 'Average order', value: formatUsd(analytics.avgOrderValue) },
    { label: 'Conversion rate', value: `${analytics.conversionRate.toFixed(1)}%` },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Monthly revenue</CardTitle>
          <CardDescription>What buyers paid for your products in each of the last 12 months (before fees).</CardDescription>
        </CardHeader>
        <CardContent>
          {hasRevenue ? (
            <figure aria-label="Monthly revenue chart">
              <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
                <RevenueChart data={analytics.monthlyRevenue} />
              </Suspense>
              <table className="sr-only">
                <caption>Revenue by month</caption>
                <tbody>
                  {analytics.monthlyRevenue.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{month.month}</th>
                      <td>{formatUsd(month.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          ) : (
            <p className="py-10 text-center text-sm text-muted-foreground">
              No revenue yet. Your chart fills in with your first sale.
            </p>
          )}
        </CardContent>
      </Card>
      <TrafficSources />
    </div>
  );
}
