import type { CreatorAnalytics, CreatorLevel } from '../../../../contract/creator';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LevelTree } from './level-tree';

/** The reach of the creator's work, from real counts only, and the five-level tree of their progress. */
export function ImpactTab({ analytics, level }: { analytics?: CreatorAnalytics; level?: CreatorLevel }) {
  if (!analytics) return <p className="text-sm text-muted-foreground">Your impact figures appear once your analytics load.</p>;
  const figures = [
    { label: 'Buyers reached', value: analytics.totalSales, note: 'Each sale is a person who chose your work.' },
    { label: 'People engaged', value: analytics.communityEngagement, note: 'Distinct people who viewed or bought your product.' },
    { label: 'Products created', value: analytics.productsCreated, note: 'Everything you have shared, live or archived.' },
    { label: 'Reviews received', value: analytics.reviewsReceived, note: 'Words from buyers about your work.' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Your impact</CardTitle>
        <CardDescription>Real counts from your sales and visitors, updated as they happen.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg border p-4">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-bold">{figure.value}</dd>
              <dd className="mt-1 text-xs text-muted-foreground">{figure.note}</dd>
            </div>
          ))}
        </dl>
        {analytics.totalSales === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">
            No one has bought yet. Your first buyer will show here the moment they do.
          </p>
        ) : null}
        {level && (
          <section aria-labelledby="impact-tree-heading" className="mt-6 space-y-3">
            <h3 id="impact-tree-heading" className="font-semibold">
              Your impact tree
            </h3>
            <LevelTree level={level} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}
