import type { CardAction } from '../../features/catalog/components/product-card';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';

/** The catalogue's cards offer the cart's add button, above the card-wide link so it takes its own clicks. */
export const addToCartOnCard: CardAction = (product) => (
  <AddToCartButton product={product} place="card" size="sm" className="relative z-10" />
);
