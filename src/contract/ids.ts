import { z } from 'zod';

/** Every table's id is a PostgreSQL `serial`: a positive 32-bit integer. A larger number names nothing. */
export const MAX_ID = 2_147_483_647;

/** An id sent as a JSON number. */
export function recordId(message = 'must be a valid id') {
  return z.number({ message }).int({ message }).min(1, { message }).max(MAX_ID, { message });
}

/** An id sent as text (path segment, query string, form field). */
export function recordIdText(message = 'must be a valid id') {
  return z.coerce.number({ message }).int({ message }).min(1, { message }).max(MAX_ID, { message });
}
