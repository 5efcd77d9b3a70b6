import { z } from 'zod';
import { pathFirst, recordIdText, wholeNumberText } from './ids.js';
import { creatorProduct, PRICE_MESSAGE, positivePriceText, productIdParams, tagsInput } from './creator.js';
import { keepsTextDirection } from './text-direction.js';

/** The upload limit the UI states and the server enforces. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const UPLOAD_MAX_MB = 100;
export const ACCEPTED_FILE_EXTENSIONS = ['pdf', 'zip', 'mp3', 'mp4', 'docx', 'txt', 'epub'] as const;
export type AcceptedFileExtension = (typeof ACCEPTED_FILE_EXTENSIONS)[number];
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 5000;

export const UPLOAD_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Category is required',
  price: PRICE_MESSAGE,
  subscriptionInterval: 'Subscription interval is required for subscription products',
  trialDays: 'Trial days must be a whole number from 0 to 365',
  file: 'A file is required',
  tooLarge: `File is larger than the ${UPLOAD_MAX_MB} MB limit`,
} as const;

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/**
 * The product fields of POST /api/products (multipart text fields, so every value arrives as a
 * string; tags as one comma-separated field or repeated fields). Send them BEFORE the file part:
 * the server validates them before it accepts a byte of the file.
 */
export const uploadFields = z
  .object({
    title: z
      .string({ message: UPLOAD_MESSAGES.title })
      .trim()
      .min(1, UPLOAD_MESSAGES.title)
      .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`)
      .check(keepsTextDirection('Title')),
    description: z
      .string({ message: UPLOAD_MESSAGES.description })
      .trim()
      .min(1, UPLOAD_MESSAGES.description)
      .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
      .check(keepsTextDirection('Description')),
    price: positivePriceText,
    categoryId: recordIdText(UPLOAD_MESSAGES.category),
    tags: tagsInput.default([]),
    isSubscription: formBoolean.default(false),
    subscriptionInterval: z
      .enum(['month', 'year', ''], { message: UPLOAD_MESSAGES.subscriptionInterval })
      .optional()
      .transform((value) => (value ? value : undefined)),
    // An empty field is no trial.
    trialDays: z.preprocess(
      (value) => (value === '' ? undefined : value),
      wholeNumberText(UPLOAD_MESSAGES.trialDays, 0, 365).default(0),
    ),
  })
  .superRefine((fields, ctx) => {
    if (fields.isSubscription && !fields.subscriptionInterval) {
      ctx.addIssue({ code: 'custom', path: ['subscriptionInterval'], message: UPLOAD_MESSAGES.subscriptionInterval });
    }
  });
export type UploadFields = z.output<typeof uploadFields>;
export type UploadFieldsInput = z.input<typeof uploadFields>;

/**
 * PATCH /api/creator/products/:id: any of the listing's fields, checked by the upload's own rules, and
 * isActive (false archives a published product; true publishes it again, 409 while another product of
 * the creator is published). Subscription terms only for a subscription product. A change moderation
 * would hold waits as a pending revision on a published product (decision 047).
 */
export const updateCreatorProductRequest = z
  .object({
    title: uploadFields.shape.title,
    description: uploadFields.shape.description,
    price: uploadFields.shape.price,
    categoryId: uploadFields.shape.categoryId,
    tags: tagsInput,
    subscriptionInterval: z.enum(['month', 'year'], { message: UPLOAD_MESSAGES.subscriptionInterval }),
    trialDays: wholeNumberText(UPLOAD_MESSAGES.trialDays, 0, 365),
    isActive: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateCreatorProductRequest = z.input<typeof updateCreatorProductRequest>;
export type UpdateCreatorProductChanges = z.output<typeof updateCreatorProductRequest>;
/** The whole input of PATCH /api/creator/products/:id: the product's id with the changes. */
export const updateCreatorProductInput = pathFirst(
  productIdParams,
  productIdParams.extend(updateCreatorProductRequest.shape).strict(),
);

export const WHATS_NEW_MAX_LENGTH = 500;
/**
 * The text field of PUT /api/creator/products/:id/file, sent before the file: an optional short note
 * buyers with access see beside "Updated" in My Purchases.
 */
export const replaceFileFields = z
  .object({
    whatsNew: z
      .string()
      .trim()
      .max(WHATS_NEW_MAX_LENGTH, `What's new must be at most ${WHATS_NEW_MAX_LENGTH} characters`)
      .check(keepsTextDirection("What's new"))
      .optional(),
  })
  .strict();

/** approve: published now; review: held for an admin (invisible to buyers); reject: refused (a 400). */
export const moderationAction = z.enum(['approve', 'review', 'reject']);
export type ModerationAction = z.infer<typeof moderationAction>;

export const moderationResult = z.object({
  action: moderationAction,
  // Short reason codes ("medical_claim", "spam"), for admins and analytics.
  reasons: z.array(z.string()),
});
export type ModerationResult = z.infer<typeof moderationResult>;

/**
 * The answer of POST /api/products (201). `feedback` is what to show the creator: empty when approved.
 * A rejected upload answers 400 `{ code, message: 'Content not approved: …' | 'File rejected: …', feedback }`.
 */
export const uploadAnswer = z.object({
  product: creatorProduct,
  feedback: z.array(z.string()),
  moderationResult,
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
