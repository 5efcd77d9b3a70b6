import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * The first message per field: from the contract's schema before sending (the same rule the server
 * applies), else the fields the server's answer named.
 */
export function fieldErrors<Fields extends string>(
  schema: z.ZodType,
  values: Record<Fields, unknown>,
): Partial<Record<Fields, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Fields, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as Fields] ??= issue.message;
  return errors;
}

export const serverFieldErrors = (error: unknown): Readonly<Record<string, string>> =>
  error instanceof ApiError ? error.fields : {};
