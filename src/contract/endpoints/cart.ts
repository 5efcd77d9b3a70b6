import { endpoint } from '../endpoint.js';
import type { addToCartRequest, applyDiscountRequest, cartItem, cartItemList, cartItemParams } from '../cart.js';

export const cartEndpoints = {
  list: endpoint<undefined, typeof cartItemList>('GET', '/api/cart'),
  add: endpoint<typeof addToCartRequest, typeof cartItem>('POST', '/api/cart', 201),
  remove: endpoint<typeof cartItemParams>('DELETE', '/api/cart/:id', 204),
  applyDiscount: endpoint<typeof applyDiscountRequest, typeof cartItemList>('POST', '/api/cart/discount'),
  removeDiscount: endpoint<undefined, typeof cartItemList>('DELETE', '/api/cart/discount'),
};
