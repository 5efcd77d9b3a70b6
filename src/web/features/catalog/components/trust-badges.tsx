import { CalendarX, Download, Infinity as Lifetime, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const badges: { icon: typeof Lock; title: string; text: ReactNode; oneTimeOnly?: boolean; subscriptionOnly?: boolean }[] = [
  { icon: ShieldCheck, title: '30-Day Guarantee', text: 'Not right for you? Ask for a refund within 30 days.' },
  { icon: Download, title: 'Instant Download', text: 'Your file is ready the moment payment succeeds.' },
  { icon: Lifetime, title: 'Lifetime Access', text: 'Download it again whenever you need it.', oneTimeOnly: true },
  {
    icon: CalendarX,
    title: 'Cancel Anytime',
    text: 'Access lasts to the end of the period you paid for.',
    subscriptionOnly: true,
  },
];

/**
 * What the shop promises the buyer; a subscription is not "lifetime access". `secureCheckout` says where card
 * details go in this shop's payment mode (composed in app/routes); without it the badge is not shown.
 */
export function TrustBadges({ subscription, secureCheckout }: { subscription: boolean; secureCheckout?: ReactNode }) {
  const shown = [
    ...badges.filter((badge) => (subscription ? !badge.oneTimeOnly : !badge.subscriptionOnly)),
    ...(secureCheckout ? [{ icon: Lock, title: 'Secure Checkout', text: secureCheckout }] : []),
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Buyer promises">
      {shown.map(({ icon: Icon, title, text }) => (
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
