import type { ModerationAction } from '../../../contract/uploads.js';
import { builtInRuleHits, type ListingText, type RuleHit } from './built-in-rules.js';

export interface ModerationVerdict {
  action: ModerationAction;
  reasons: string[];
  // What to tell the creator, one line per problem.
  feedback: string[];
}

/** A second opinion (an AI provider, later): answers its own hits, or undefined when it cannot judge. */
export type ModerationAdvisor = (listing: ListingText) => Promise<RuleHit[] | undefined>;

const severity: Record<ModerationAction, number> = { approve: 0, review: 1, reject: 2 };

/**
 * Judges a listing. The built-in rules are the floor: an advisor can only make the verdict stricter,
 * never clear what the rules caught, and a failing advisor changes nothing.
 */
export async function moderateListing(
  listing: ListingText,
  options: { advisor?: ModerationAdvisor } = {},
): Promise<ModerationVerdict> {
  const hits = builtInRuleHits(listing);
  if (options.advisor) {
    const advice = await options.advisor(listing).catch(() => undefined);
    for (const hit of advice ?? []) if (!hits.some((known) => known.reason === hit.reason)) hits.push(hit);
  }
  const action = hits.reduce<ModerationAction>(
    (worst, hit) => (severity[hit.action] > severity[worst] ? hit.action : worst),
    'approve',
  );
  // On a refusal, say only what caused it: review notes would be noise.
  const shown = action === 'reject' ? hits.filter((hit) => hit.action === 'reject') : hits;
  return { action, reasons: shown.map((hit) => hit.reason), feedback: shown.map((hit) => hit.feedback) };
}
