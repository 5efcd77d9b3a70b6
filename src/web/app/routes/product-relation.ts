import { useCallback, useState } from 'react';
import type { Product } from '../../../contract/catalog';
import { usePurchases } from '../../features/purchases/api/get-purchases';
import { useSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { useCart } from '../../lib/api/get-cart';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';

// What the visitor can do with a product, from the cart, their purchases and their subscriptions (three
// features, so composed here): the product page's price card and the catalogue's cards say the same.

/** Their own, already theirs, waiting in the cart, or for sale. */
export type ProductRelation = 'own' | 'owned' | 'in-cart' | 'for-sale';

/**
 * The visitor's relation to the product. The session is part of the drawn page, so "own" is drawn by the
 * server too; "owned" and "in cart" appear once hydration is over, even when purchases or cart came sooner.
 * `settled` is false while adding could still meet "already owned" or "already in cart".
 */
export function useProductRelation(product: Product): { relation: ProductRelation; settled: boolean } {
  const { user, isAuthenticated } = useAuth();
  const purchases = usePurchases(isAuthenticated);
  const subscriptions = useSubscriptions(isAuthenticated && product.isSubscription);
  const cart = useCart(isAuthenticated);
  const hydrated = useHydrated();
  if (user?.id === product.creator.id) return { relation: 'own', settled: true };
  // What the server drew: it knew the session but not the purchases or the cart.
  if (!hydrated) return { relation: 'for-sale', settled: !isAuthenticated };
  if (purchases.data?.some((purchase) => purchase.product.id === product.id)) return { relation: 'owned', settled: true };
  if (subscriptions.data?.some((held) => held.product.id === product.id && held.hasAccess)) {
    return { relation: 'owned', settled: true };
  }
  if (cart.data?.some((item) => item.productId === product.id)) return { relation: 'in-cart', settled: true };
  const settled =
    !isAuthenticated || (!purchases.isPending && !cart.isPending && (!product.isSubscription || !subscriptions.isPending));
  return { relation: 'for-sale', settled };
}

/**
 * The relation to show, held at "for sale" while the add button is in its Adding state: the button changes to
 * "In cart" when that state ends, not the moment the cart answers. Give `onBusyChange` to the add button.
 */
export function useShownRelation(product: Product) {
  const { relation, settled } = useProductRelation(product);
  const [adding, setAdding] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setAdding(busy), []);
  return { relation: adding ? ('for-sale' as const) : relation, settled, onBusyChange };
}
