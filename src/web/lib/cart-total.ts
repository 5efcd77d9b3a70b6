import type { CartItem } from '../../contract/cart';
import { centsToPrice, priceToCents } from '../../contract/money';

/** What a cart line costs today: nothing for a subscription that starts with a free trial. */
function dueTodayCents(item: CartItem): number {
  return (item.subscription?.trialDays ?? 0) > 0 ? 0 : (priceToCents(item.price) ?? 0);
}

/**
 * What paying for the cart charges today, as a price string (the server charges the same), summed in
 * cents so no float rounding creeps in.
 */
export function cartTotal(items: CartItem[]): string {
  return centsToPrice(items.reduce((sum, item) => sum + dueTodayCents(item), 0));
}
