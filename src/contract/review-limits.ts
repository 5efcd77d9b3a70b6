// Kept apart from reviews.ts so the product page can know the limits without loading zod.
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 1000;
