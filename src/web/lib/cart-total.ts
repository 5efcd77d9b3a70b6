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

/** The cart before its discount codes: list prices, or the prices the buyer named. */
export function cartSubtotal(items: CartItem[]): string {
  return centsToPrice(
    items.reduce((sum, item) => sum + (item.discount ? (priceToCents(item.fullPrice) ?? 0) : dueTodayCents(item)), 0),
  );
}

/** What the discount codes in the cart save in all, as a price string ("0.00" with none). */
export function cartSaving(items: CartItem[]): string {
  return centsToPrice(items.reduce((sum, item) => sum + (item.discount ? (priceToCents(item.discount.saving) ?? 0) : 0), 0));
}

/** A cart with nothing to pay and no subscription (a free trial still takes a card): bought without one. */
export const isFreeCart = (items: CartItem[]) =>
  items.length > 0 && cartTotal(items) === '0.00' && items.every((item) => !item.subscription);
