import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../../lib/api/get-categories';

// The platform's own terms (the fee module, the payout schedule), not marketing claims.
const terms = [
  { value: '10%', label: 'Platform fee per sale', note: 'plus card processing of 2.9% + $0.30 per payment' },
  { value: '$20', label: 'Minimum payout', note: 'request it from your Earnings page' },
  { value: 'Fridays', label: 'Weekly payouts', note: 'arriving 3-5 business days later' },
];

/** Figures a creator can rely on: the selling terms, and the number of categories read from the catalogue. */
export function SellingFacts() {
  const categories = useCategories();
  return (
    <section aria-labelledby="facts-title" className="bg-primary text-primary-foreground">
      <h2 id="facts-title" className="sr-only">
        Selling on Soul Market in figures
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
        {terms.map(({ value, label, note }) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium uppercase tracking-wide">
              {label}
              <span className="mt-1 block text-xs font-normal normal-case tracking-normal opacity-90">{note}</span>
            </dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">{value}</dd>
          </div>
        ))}
        {/* Counted from the live category list; nothing is shown if it cannot be read. */}
        {categories.isError ? null : (
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium uppercase tracking-wide">
              Categories to sell in
              <span className="mt-1 block text-xs font-normal normal-case tracking-normal opacity-90">
                from meditation to templates
              </span>
            </dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">
              {categories.data ? categories.data.length : <Skeleton className="mx-auto h-9 w-12 bg-primary-foreground/30" />}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
