import type { StoreStats } from '../../contract/catalog';
import { useStoreStats } from '../lib/api/get-store-stats';
import { formatCount, formatRating } from '../lib/format';
import { Skeleton } from './ui/skeleton';

/** The strip's figures as read from the database (DESIGN.md, Honesty rule): the rating says "New" until there are reviews. */
const FIGURES: Array<{ label: string; value: (stats: StoreStats) => string }> = [
  { label: 'Products', value: (stats) => formatCount(stats.publishedProducts) },
  { label: 'Creators', value: (stats) => formatCount(stats.creators) },
  { label: 'Rating', value: (stats) => formatRating(stats.averageRating, 'New') },
  { label: 'Buyers served', value: (stats) => formatCount(stats.buyersServed) },
];

export function StatsStrip() {
  const { data, isError } = useStoreStats();
  // Without figures the strip says nothing rather than something made up.
  if (isError) return null;
  return (
    <section aria-labelledby="stats-title" aria-busy={!data} className="bg-primary text-primary-foreground">
      <h2 id="stats-title" className="sr-only">
        Soul Market in numbers
      </h2>
      <dl
        className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 text-center sm:px-6 md:grid-cols-4"
        data-testid="stats-strip"
      >
        {FIGURES.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium uppercase tracking-wide">{label}</dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">
              {data ? value(data) : <Skeleton className="mx-auto h-9 w-16 bg-primary-foreground/30 sm:h-10" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
