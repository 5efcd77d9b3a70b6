import { Download, Infinity as Lifetime, ShieldCheck } from 'lucide-react';

const promises = [
  { icon: ShieldCheck, label: '30-day satisfaction guarantee' },
  { icon: Download, label: 'Instant download' },
  { icon: Lifetime, label: 'Lifetime access' },
];

/** What every buyer gets, whatever they buy. */
export function BuyerPromise() {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
      {promises.map(({ icon: Icon, label }) => (
        <li key={label} className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
