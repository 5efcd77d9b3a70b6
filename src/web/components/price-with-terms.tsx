import type { CartItem } from '../../contract/cart';
import type { SubscriptionTerms } from '../../contract/subscriptions';
import { formatPricePer, formatUsd, trialLabel } from '../lib/format';

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

/** A cart line's price: the list price struck through when a code took something off, then the price to pay. */
export function CartLinePrice({ item, className }: { item: CartItem; className?: string }) {
  return (
    <>
      {item.discount ? (
        <span className="block text-sm text-muted-foreground line-through">
          <span className="sr-only">Was </span>
          {formatUsd(item.fullPrice)}
        </span>
      ) : null}
      <PriceWithTerms price={item.price} terms={item.subscription} className={className} />
    </>
  );
}
