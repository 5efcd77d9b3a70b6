import type { AiProvider } from '../../providers/ai/ai-provider.js';
import type { ModerationAdvisor } from './moderate-listing.js';

/**
 * When an external AI model is configured it gives a second opinion on every listing; the built-in
 * rules stay the floor (moderateListing only lets an advisor make the verdict stricter). Without a
 * model there is no advisor: the offline engine knows nothing the rules do not.
 */
export function aiModerationAdvisor(ai: AiProvider): ModerationAdvisor | undefined {
  if (ai.engine === 'builtin') return undefined;
  return async (listing) => {
    const verdict = await ai.moderate({
      title: listing.title,
      description: listing.description,
      tags: [...listing.tags],
      category: listing.category ?? '',
    });
    if (!verdict) return undefined;
    return verdict.action === 'approve' ? [] : [{ action: verdict.action, reason: 'ai-review', feedback: verdict.feedback }];
  };
}
