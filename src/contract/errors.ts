import { z } from 'zod';
import { type ErrorCode, statusByCode } from './error-codes.js';

export { type ErrorCode, statusByCode };
const errorCodes = Object.keys(statusByCode) as [ErrorCode, ...ErrorCode[]];

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
