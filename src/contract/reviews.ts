import { z } from 'zod';
import { recordIdText } from './ids.js';
import { REPLY_TEXT_MAX, REVIEW_TEXT_MAX } from './review-limits.js';
import { keepsTextDirection } from './text-direction.js';

const rating = z
  .number({ message: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

// Blank text is no text: the review is the rating alone.
const reviewText = z
  .string()
  .trim()
  .max(REVIEW_TEXT_MAX, `A review may be at most ${REVIEW_TEXT_MAX} characters`)
  .check(keepsTextDirection('A review'))
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional();

export const productReviewParams = z.object({ id: recordIdText('id must be a product id') });
export const reviewParams = z.object({ id: recordIdText('id must be a review id') });

/** POST /api/products/{id}/reviews. */
export const createReviewRequest = z.object({ rating, text: reviewText }).strict();
/** The whole input of POST /api/products/{id}/reviews: the product's id from the path, the review from the body. */
export const createReviewInput = createReviewRequest.extend(productReviewParams.shape);
export type CreateReviewRequest = z.input<typeof createReviewRequest>;

/** PATCH /api/reviews/{id}: the author changes the rating, the text or both. */
const reviewChanges = { rating: rating.optional(), text: reviewText };
const somethingToChange = (changes: { rating?: number; text?: string | null }) =>
  changes.rating !== undefined || changes.text !== undefined;
export const updateReviewRequest = z.object(reviewChanges).strict().refine(somethingToChange, 'Nothing to change');
export type UpdateReviewRequest = z.input<typeof updateReviewRequest>;
/** The whole input of PATCH /api/reviews/{id}: the review's id from the path, the changes from the body. */
export const updateReviewInput = z
  .object({ ...reviewParams.shape, ...reviewChanges })
  .strict()
  .refine(somethingToChange, 'Nothing to change');

/** POST /api/reviews/{id}/reply: the product's creator answers once. */
export const replyToReviewRequest = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write a reply')
      .max(REPLY_TEXT_MAX, `A reply may be at most ${REPLY_TEXT_MAX} characters`)
      .check(keepsTextDirection('A reply')),
  })
  .strict();
export type ReplyToReviewRequest = z.infer<typeof replyToReviewRequest>;
/** The whole input of POST /api/reviews/{id}/reply. */
export const replyToReviewInput = replyToReviewRequest.extend(reviewParams.shape);

/** One review as anyone may read it: the reviewer by first name and last initial only. */
export const review = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reviewerName: z.string(),
  // Every review is written by a buyer whose purchase stood at the time; the mark says so.
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof review>;

/** GET /api/products/{id}/reviews: the product's figures, the newest reviews and what the asker may do. */
export const productReviews = z.object({
  // Mean of all ratings to one decimal; null with no reviews ("New").
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  // How many reviews gave 1, 2, 3, 4 and 5 stars, in that order.
  distribution: z.array(z.number().int()).length(5),
  reviews: z.array(review),
  // The asker's own review (also listed above when among the newest); null when signed out or none.
  myReview: review.nullable(),
  // The asker holds an active purchase and has not reviewed yet.
  mayReview: z.boolean(),
  // The asker is the product's creator (replies to reviews without one).
  isCreator: z.boolean(),
});
export type ProductReviews = z.infer<typeof productReviews>;
