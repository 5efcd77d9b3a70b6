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

/**
 * A whole input of a review route: the path's id read first, and only when it names a record the body (strict, so
 * an unknown field is refused), so a bad id is the one error reported, as when the two were read one after the other.
 */
function idThenBody<Body extends z.ZodType>(
  params: typeof productReviewParams | typeof reviewParams,
  body: Body,
): z.ZodType<z.output<Body>, Omit<z.input<Body>, 'id'> & z.input<typeof params>> {
  // The body schema reads the id already parsed (a number); zod's types cannot follow a loose object piped into it.
  const piped: z.ZodType = params.loose().pipe(body as unknown as z.ZodType<unknown, { id: number }>);
  return piped as z.ZodType<z.output<Body>, Omit<z.input<Body>, 'id'> & z.input<typeof params>>;
}
const parsedId = { id: z.number() };

/** POST /api/products/{id}/reviews. */
export const createReviewRequest = z.object({ rating, text: reviewText }).strict();
/** The whole input of POST /api/products/{id}/reviews: the product's id from the path, the review from the body. */
export const createReviewInput = idThenBody(productReviewParams, createReviewRequest.extend(parsedId));
export type CreateReviewRequest = z.input<typeof createReviewRequest>;

/** PATCH /api/reviews/{id}: the author changes the rating, the text or both. */
const reviewChanges = { rating: rating.optional(), text: reviewText };
const somethingToChange = (changes: { rating?: number; text?: string | null }) =>
  changes.rating !== undefined || changes.text !== undefined;
export const updateReviewRequest = z.object(reviewChanges).strict().refine(somethingToChange, 'Nothing to change');
export type UpdateReviewRequest = z.input<typeof updateReviewRequest>;
/** The whole input of PATCH /api/reviews/{id}: the review's id from the path, the changes from the body. */
export const updateReviewInput = idThenBody(
  reviewParams,
  z
    .object({ ...parsedId, ...reviewChanges })
    .strict()
    .refine(somethingToChange, 'Nothing to change'),
);

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
export const replyToReviewInput = idThenBody(reviewParams, replyToReviewRequest.extend(parsedId));

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
