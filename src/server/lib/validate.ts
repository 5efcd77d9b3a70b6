import type { z } from 'zod';
import { AppError } from './errors.js';

/** Parses a request part at the edge; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? 'Invalid request';
    throw new AppError('validation_failed', first, { fields });
  }
  const nul = pathToNul(result.data);
  if (nul !== undefined) {
    const key = nul || '_';
    throw new AppError('validation_failed', 'Text may not contain NUL characters', {
      fields: { [key]: 'Contains a NUL character' },
    });
  }
  return result.data;
}

// PostgreSQL text cannot hold U+0000: such a value would fail in the database as a 500, so it is refused here.
function pathToNul(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathToNul(inner, at ? `${at}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
