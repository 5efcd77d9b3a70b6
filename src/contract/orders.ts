import { z } from 'zod';
import { giftSummary } from './gifts.js';
import { priceString } from './price-string.js';

const itemStatus = z.enum(['active', 'refunded']);

/** One payment on the buyer's Orders page: what it bought at the prices recorded, the discount and the total paid. */
export const orderSummary = z.object({
  // The processor's payment reference: the number the invoice and support use.
  receiptNumber: z.string(),
  paidAt: z.string(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      price: priceString,
      status: itemStatus,
      // Set for a gift: whom it was for and whether they claimed it (docs/decisions/058).
      gift: giftSummary.optional(),
    }),
  ),
  // Taken off the items' prices by a discount code; 0.00 until the checkout takes codes.
  discount: priceString,
  total: priceString,
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/orders: every payment of the signed-in buyer, newest first. */
export const orderList = z.array(orderSummary);

/** GET /api/orders/{paymentIntentId}/invoice: the printable invoice of one payment. */
export const invoice = z.object({
  // The platform's business identity, from the server's configuration.
  issuer: z.object({ name: z.string(), address: z.string().nullable(), vatNumber: z.string().nullable() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  receiptNumber: z.string(),
  paidAt: z.string(),
  // When the buyer ticked the immediate-access box at checkout (null: a checkout from before the box).
  immediateAccessConsentAt: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      creator: z.string(),
      // The kind of digital content, which sets its VAT rate.
      kind: z.string(),
      price: priceString,
      // With a VAT number configured: the rate for the item's kind and the VAT its price includes.
      vat: z.object({ ratePercent: z.number(), amount: priceString }).nullable(),
      status: itemStatus,
    }),
  ),
  discount: priceString,
  total: priceString,
  // The VAT the total includes, or null when no VAT number is configured.
  vatTotal: priceString.nullable(),
});
export type Invoice = z.infer<typeof invoice>;
