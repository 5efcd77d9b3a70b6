import { z } from 'zod';
import { pathFirst, recordIdText } from './ids.js';
import { CONTINUE_LISTENING_MAX } from './listening.js';
import { priceString } from './price-string.js';

/**
 * A new version of an owned product: when the creator replaced the file after the buyer got access (null:
 * the file is the one they got), and the creator's "What's new" note. Purchases and subscriptions show it.
 */
export const productUpdateFields = {
  updatedAt: z.string().nullable(),
  updateNote: z.string().nullable(),
};

/** Where the buyer stopped in a track: whole seconds, and the track's length once the player knows it. */
export const listeningProgress = z.object({
  positionSeconds: z.number().int().min(0),
  durationSeconds: z.number().int().min(0).nullable(),
});
export type ListeningProgress = z.infer<typeof listeningProgress>;

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
    ...productUpdateFields,
    // What the file is (`inPageView` says how it opens in the page) and who made it (the player shows both).
    fileType: z.string(),
    creatorName: z.string(),
  }),
  // Where the buyer stopped listening, on any browser (null: never started).
  listening: listeningProgress.nullable(),
});
export type Purchase = z.infer<typeof purchase>;

export const purchaseList = z.array(purchase);

/**
 * GET /api/purchases/continue-listening: the buyer's started, unfinished tracks they have access to now, bought or
 * through a subscription, the most recently listened first (`listenedAt`, when the player took the position).
 */
export const continueListeningList = z
  .array(
    z.object({
      product: purchase.shape.product.pick({ id: true, title: true, imageUrl: true, creatorName: true }),
      listening: listeningProgress,
      listenedAt: z.string(),
      via: z.enum(['purchase', 'subscription']),
    }),
  )
  .max(CONTINUE_LISTENING_MAX);
export type ContinueListeningTrack = z.infer<typeof continueListeningList>[number];

/** GET /api/download/{id} and GET /api/purchases/{id}/stream: the product's id. */
export const downloadParams = z.object({ id: recordIdText('id must be a product id') });

/**
 * PUT /api/purchases/{id}/progress: the position and when the player took it (`clientAt`, an ISO time); the server
 * keeps the newest by `clientAt`, so an older write that arrives late changes nothing.
 */
// A bad id is the one error reported, whatever the body holds.
export const saveProgressInput = pathFirst(
  downloadParams,
  downloadParams.extend({
    positionSeconds: z.number().int('positionSeconds must be whole seconds').min(0).max(1_000_000),
    durationSeconds: z.number().int('durationSeconds must be whole seconds').min(0).max(1_000_000).nullable().default(null),
    clientAt: z.iso.datetime({ offset: true, message: 'clientAt must be an ISO date and time' }),
  }),
);

/** The answer: the progress now stored, which is the one sent unless a newer one was already there. */
export const savedProgress = listeningProgress.extend({ clientAt: z.string() });
