import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payment_failed',
  // A payment succeeded but could not become a purchase, so it was refunded in full.
  'payment_refunded',
  'payload_too_large',
  'rate_limited',
  'cross_origin_refused',
  'internal',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every non-OK answer carries. */
export const errorBody = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  // Per-field messages when a request failed validation.
  fields: z.record(z.string(), z.string()).optional(),
  // What to change, when content was refused (an upload's moderation feedback).
  feedback: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
