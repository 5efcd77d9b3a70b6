import { z } from 'zod';
import { MAX_ID, readWholeNumber } from './id-text.js';

/** An id sent as a JSON number. */
export function recordId(message = 'must be a valid id') {
  return z.number({ message }).int({ message }).min(1, { message }).max(MAX_ID, { message });
}

/**
 * A whole number sent as text (path segment, query string, form field), or as a JSON number by a client that
 * holds one: digits only, by the rule in id-text.ts.
 */
export function wholeNumberText(message: string, min: number, max: number) {
  return z.union([z.string(), z.number()], { message }).transform((value, ctx) => {
    const number = readWholeNumber(String(value));
    if (number !== undefined && number >= min && number <= max) return number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** An id sent as text: the only parser of ids in paths, query strings and form fields. */
export function recordIdText(message = 'must be a valid id') {
  return wholeNumberText(message, 1, MAX_ID);
}

/**
 * The whole input of a route with path names and a body (`whole` holds both): the path's names are read
 * first, so a bad id is refused alone, a 400 naming only it, and the body is read once the id is good.
 */
export function pathFirst<P extends z.ZodObject, W extends z.ZodObject>(params: P, whole: W): z.ZodType<z.output<W>, z.input<W>> {
  return params.loose().pipe(whole) as unknown as z.ZodType<z.output<W>, z.input<W>>;
}
