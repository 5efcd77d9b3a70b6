// The spec's price ranges, so a creator can place their product against what sells here.
const GUIDANCE = [
  { kind: 'Starter products', range: '$7-20' },
  { kind: 'Quick guides', range: '$5-15' },
  { kind: 'Courses', range: '$25-75' },
  { kind: 'Premium tools', range: '$50-150' },
  { kind: 'Subscriptions', range: '$5-150/month' },
] as const;

export function PriceGuidance() {
  return (
    <aside aria-labelledby="price-guidance-heading" className="rounded-lg border bg-secondary/50 p-4 text-sm">
      <h3 id="price-guidance-heading" className="font-semibold">
        Price guidance
      </h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {GUIDANCE.map((item) => (
          <div key={item.kind} className="contents">
            <dt className="text-muted-foreground">{item.kind}</dt>
            <dd className="font-medium">{item.range}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted-foreground">
        Deep programmes can go up to $500+, and one-to-one transformation offerings to $5000+.
      </p>
    </aside>
  );
}
