// Kept apart from errors.ts so the web client's first load can know the codes without loading zod.

/** Each code names one case a client may need to tell apart; the HTTP status follows from it. */
export const statusByCode = {
  bad_request: 400,
  validation_failed: 400,
  // Moderation refused the listing's words (the body carries `feedback`).
  content_rejected: 400,
  // The uploaded file is not what its extension says, or is an executable.
  file_rejected: 400,
  unauthorized: 401,
  // A sign-in with a wrong e-mail or password: not "signed out", so the client does not redirect.
  invalid_credentials: 401,
  forbidden: 403,
  // Payout details change only with a two-factor code: not enrolled yet, or the code is wrong or used.
  two_factor_required: 403,
  two_factor_invalid: 403,
  // A sensitive change (two-factor enrolment, payout account) needs the password, or without one an e-mailed link.
  reauthentication_required: 403,
  // Payouts need a verified e-mail address: the client offers to resend the link.
  email_not_verified: 403,
  not_found: 404,
  conflict: 409,
  // The creator already has a published product (`fields.existingProductId` names it).
  one_product_conflict: 409,
  // The payout account changed recently: no payout until its cooling-off period ends (the message gives the date).
  payout_account_held: 409,
  already_owned: 409,
  already_in_cart: 409,
  payment_failed: 402,
  card_declined: 402,
  // A payment succeeded but could not become a purchase, so it was refunded in full.
  payment_refunded: 409,
  payload_too_large: 413,
  rate_limited: 429,
  cross_origin_refused: 403,
  internal: 500,
  service_unavailable: 503,
  // The file store has no room left (a full disk or quota): nothing was kept; the answer has Retry-After.
  storage_full: 507,
} as const;

export type ErrorCode = keyof typeof statusByCode;
