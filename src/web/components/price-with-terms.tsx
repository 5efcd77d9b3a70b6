import type { SubscriptionTerms } from '../../contract/subscriptions';
import { formatPricePer, trialLabel } from '../lib/format';

/** A catalogue product's billing terms, or null for a one-time product. */
export function productTerms(product: {
  isSubscription: boolean;
  subscriptionInterval: 'month' | 'year' | null;
  trialDays: number;
}): SubscriptionTerms | null {
  return product.isSubscription && product.subscriptionInterval
    ? { interval: product.subscriptionInterval, trialDays: product.trialDays }
    : null;
}

/** A price as the buyer pays it: "$9.00 / month" with its free trial stated, or "$12.00" once. */
export function PriceWithTerms({
  price,
  terms,
  className,
}: {
  price: string;
  terms: SubscriptionTerms | null;
  className?: string;
}) {
  const trial = trialLabel(terms?.trialDays);
  return (
    <span className="inline-flex flex-col">
      <span className={className}>{formatPricePer(price, terms?.interval)}</span>
      {trial ? <span className="text-xs font-medium text-primary">{trial}</span> : null}
    </span>
  );
}
