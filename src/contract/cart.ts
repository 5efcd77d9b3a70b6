import { z } from 'zod';
import { recordId, recordIdText } from './ids.js';
import { priceString } from './money.js';
import { subscriptionTerms } from './subscriptions.js';
import { sourceTag } from './traffic.js';

export const addToCartRequest = z.object({
  productId: recordId('productId must be a number'),
  source: sourceTag,
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

/** A cart line: the product, and its title, description, category and price again at the top level (the cart page reads both). */
export const cartItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  // The product's creator, named in the checkout's pre-contract information.
  seller: z.string(),
  price: priceString,
  imageUrl: z.string().nullable(),
  // A tiny blurred data URL of the cover, shown while it loads.
  imagePlaceholder: z.string().nullable(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: priceString,
    imageUrl: z.string().nullable(),
  }),
  createdAt: z.string(),
  // Set for a subscription product: price is per interval, and nothing is due today during a free trial.
  subscription: subscriptionTerms.nullable(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItemList = z.array(cartItem);

/** DELETE /api/cart/{id}: the cart line's id (not the product's). */
export const cartItemParams = z.object({ id: recordIdText('id must be a cart line id') });
