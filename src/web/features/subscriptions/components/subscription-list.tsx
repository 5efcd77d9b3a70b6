import type { Subscription } from '../../../../contract/subscriptions';
import { SubscriptionCard } from './subscription-card';

/** The buyer's subscriptions under their heading, on My Purchases. */
export function SubscriptionList({ subscriptions, className }: { subscriptions: Subscription[]; className: string }) {
  return (
    <section aria-labelledby="subscriptions-heading" className="mb-10">
      <h2 id="subscriptions-heading" className="mb-4 text-2xl font-semibold tracking-tight">
        Subscriptions
      </h2>
      <ul className={className}>
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <SubscriptionCard subscription={subscription} />
          </li>
        ))}
      </ul>
    </section>
  );
}
