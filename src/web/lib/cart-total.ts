import type { CartItem } from '../../contract/cart';
import { centsToPrice, priceToCents } from '../../contract/money';

/** The cart's total as a price string, summed in cents so no float rounding creeps in. */
export function cartTotal(items: CartItem[]): string {
  return centsToPrice(items.reduce((sum, item) => sum + (priceToCents(item.price) ?? 0), 0));
}
