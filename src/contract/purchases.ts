import { z } from 'zod';
import { recordIdText } from './ids.js';
import { priceString } from './money.js';

export const purchase = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  // What the buyer paid: a later price change of the product never alters it.
  amountPaid: priceString,
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    imagePlaceholder: z.string().nullable(),
    tags: z.array(z.string()),
    // The product's price today.
    price: priceString,
    fileSize: z.number().int(),
    fileName: z.string(),
    // When the creator replaced the file after this purchase (null: the file is the one bought), and their note.
    updatedAt: z.string().nullable(),
    updateNote: z.string().nullable(),
  }),
});
export type Purchase = z.infer<typeof purchase>;
export const purchaseList = z.array(purchase);

/** GET /api/download/{id}: the product's id. */
export const downloadParams = z.object({ id: recordIdText('id must be a product id') });
