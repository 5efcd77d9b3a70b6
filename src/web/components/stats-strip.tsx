// Static marketing figures from the product copy, not live data.
const stats = [
  { value: '2.1M+', label: 'Products' },
  { value: '50K+', label: 'Creators' },
  { value: '4.8', label: 'Rating' },
  { value: '2M+', label: 'Lives touched' },
];

export function StatsStrip() {
  return (
    <section aria-labelledby="stats-title" className="bg-primary text-primary-foreground">
      <h2 id="stats-title" className="sr-only">
        Soul Market in numbers
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
        {stats.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium uppercase tracking-wide">{label}</dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
