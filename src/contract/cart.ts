import { z } from 'zod';
import { recordId, recordIdText } from './ids.js';
import { NAMED_PRICE_MESSAGE, priceToCents } from './money.js';
import { priceString } from './price-string.js';
import { subscriptionTerms } from './subscriptions.js';
import { sourceTag } from './traffic.js';

export const addToCartRequest = z.object({
  productId: recordId('productId must be a number'),
  source: sourceTag,
  // A pay-what-you-want product only: the price the buyer names (the suggested price when left out).
  price: z
    .string()
    .trim()
    .refine((value) => priceToCents(value) !== undefined, NAMED_PRICE_MESSAGE)
    .optional(),
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
  // price is what this line costs now: fullPrice (list or named price) less the discount.
  fullPrice: priceString,
  discount: z.object({ code: z.string(), saving: priceString }).nullable(),
  // Set for a pay-what-you-want product: the least the buyer may name.
  payWhatYouWant: z.object({ minimum: priceString }).nullable(),
  // Why this line cannot be paid for at this price now (a spent code); checkout refuses until it is fixed.
  problem: z.string().nullable(),
  // Set for a subscription product: price is per interval, and nothing is due today during a free trial.
  subscription: subscriptionTerms.nullable(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItemList = z.array(cartItem);

/** DELETE /api/cart/{id}: the cart line's id (not the product's). */
export const cartItemParams = z.object({ id: recordIdText('id must be a cart line id') });

/** POST /api/cart/discount: a code typed in the cart or at checkout, for the lines of the products it belongs to. */
export const DISCOUNT_CODE_MESSAGE = 'Enter a discount code';
export const applyDiscountRequest = z.object({
  code: z.string().trim().min(1, DISCOUNT_CODE_MESSAGE).max(40),
});
export type ApplyDiscountRequest = z.infer<typeof applyDiscountRequest>;
