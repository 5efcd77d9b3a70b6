import type { Multipart } from '@fastify/multipart';
import { AppError } from './errors.js';

/** The request body ended early or is not valid multipart: the client's fault, so a 400. */
export function malformedUpload() {
  return new AppError('bad_request', 'The upload was cut off or is not a valid form. Please try again.');
}

/**
 * The parts as the body delivers them. The parser fails with plain errors on a body that is cut off or
 * has no (or another) boundary; those are the client's fault. Its own errors (limits) carry a status.
 */
export async function* bodyParts(parts: AsyncIterable<Multipart>) {
  const iterator = parts[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      throw malformedUpload();
    }
    if (next.done) return;
    yield next.value;
  }
}
