import crypto from 'node:crypto';
import { utcDay } from './count-traffic.js';

// Crawlers, link unfurlers and scripted browsers name themselves in the User-Agent; a request without one is a script.
const botAgent =
  /bot|crawl|spider|slurp|headless|preview|lighthouse|facebookexternalhit|embedly|curl|wget|python-requests|httpclient/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || botAgent.test(userAgent);
}

/**
 * Tells a page view from a reload of it without cookies or stored personal data (docs/decisions/051): a hash of
 * the visitor's address, browser and product under a random salt that lives only in this process's memory and is
 * replaced each UTC day, with the day's set of hashes. Nothing here can be tied back to a person once the day ends.
 * Per instance: behind two instances a reload that lands on the other one counts again (at most once per instance).
 */
export function createViewDeduper({ maxVisitors }: { maxVisitors: number }) {
  let day = '';
  let salt = Buffer.alloc(0);
  let seen = new Set<string>();
  return {
    /** True the first time today this visitor views this product (then false); true for all once the set is full. */
    firstToday(visitor: { ip: string; userAgent: string; productId: number; now: Date }): boolean {
      const today = utcDay(visitor.now);
      if (today !== day) {
        day = today;
        salt = crypto.randomBytes(16);
        seen = new Set();
      }
      const key = crypto
        .createHash('sha256')
        .update(salt)
        .update(`${visitor.ip}\n${visitor.userAgent}\n${visitor.productId}`)
        .digest('base64url')
        .slice(0, 22);
      if (seen.has(key)) return false;
      // A full set stops remembering (and so counts reloads) rather than growing without bound.
      if (seen.size < maxVisitors) seen.add(key);
      return true;
    },
  };
}
