import type { FastifyInstance } from 'fastify';
import { addToCartRequest, applyDiscountRequest, cartItem, cartItemList, cartItemParams } from '../../../contract/cart.js';
import { cartEndpoints } from '../../../contract/endpoints/cart.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { addToCart } from './add-to-cart.js';
import { applyDiscount, removeDiscounts } from './apply-discount.js';
import { listCartLines } from './list-cart-lines.js';
import { removeFromCart } from './remove-from-cart.js';

export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(cartEndpoints.list, { answer: cartItemList }, ({ actor }) => listCartLines(ctx, { actor, now: new Date() }));
  signedIn(cartEndpoints.add, { request: addToCartRequest, answer: cartItem }, (input) =>
    addToCart(ctx, { ...input, now: new Date() }),
  );
  signedIn(cartEndpoints.applyDiscount, { request: applyDiscountRequest, answer: cartItemList }, (input) =>
    applyDiscount(ctx, { ...input, now: new Date() }),
  );
  signedIn(cartEndpoints.removeDiscount, { answer: cartItemList }, ({ actor }) =>
    removeDiscounts(ctx, { actor, now: new Date() }),
  );
  signedIn(cartEndpoints.remove, { request: cartItemParams }, ({ actor, id }) => removeFromCart(ctx, { actor, cartItemId: id }));
}
