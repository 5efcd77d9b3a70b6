import { Download, Infinity as Lifetime, Lock, ShieldCheck } from 'lucide-react';

const badges = [
  { icon: ShieldCheck, title: '30-Day Guarantee', text: 'Not right for you? Ask for a refund within 30 days.' },
  { icon: Download, title: 'Instant Download', text: 'Your file is ready the moment payment succeeds.' },
  { icon: Lifetime, title: 'Lifetime Access', text: 'Download it again whenever you need it.' },
  { icon: Lock, title: 'Secure Checkout', text: 'Card details go straight to the payment provider.' },
];

export function TrustBadges() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Buyer promises">
      {badges.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border bg-card p-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold">{title}</p>
            <p className="text-xs text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
