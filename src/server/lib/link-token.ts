import crypto from 'node:crypto';

/** The SHA-256 of a link token: what is stored in its place. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new token for an e-mailed link, and the SHA-256 that is stored in its place. */
export function newLinkToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
