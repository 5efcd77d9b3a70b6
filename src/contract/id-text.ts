// Ids and counts written as text (path segments, query strings, form fields, payment metadata) are read by
// this one rule, on the server and in the web client. No zod here: the client's first load imports it.

/** Every table's id is a PostgreSQL `serial`: a positive 32-bit integer. A larger number names nothing. */
export const MAX_ID = 2_147_483_647;

/** Digits only: `Number()` would also take hex (0x10), an exponent (1e2), a sign (+5), spaces and a decimal point. */
const DIGITS = /^\d{1,15}$/;

/** The whole number `text` writes in digits, or undefined. */
export const readWholeNumber = (text: string | null | undefined) =>
  text != null && DIGITS.test(text) ? Number(text) : undefined;

/** The record id `text` writes in digits, or undefined when it names none. */
export function readRecordId(text: string | null | undefined): number | undefined {
  const id = readWholeNumber(text);
  return id !== undefined && id >= 1 && id <= MAX_ID ? id : undefined;
}
