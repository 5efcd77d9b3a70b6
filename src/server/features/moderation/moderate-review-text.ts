import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { moderateListing } from './moderate-listing.js';
import { aiModerationAdvisor } from './ai-moderation-advisor.js';

/**
 * Review and reply text meets the listings' moderation policy. There is no queue for reviews: text
 * the policy would hold for a person to read is refused with the same feedback, so the writer can
 * rephrase and publish at once.
 */
export async function assertReviewTextAllowed(ctx: AppContext, text: string | null | undefined): Promise<void> {
  if (!text) return;
  const verdict = await moderateListing({ title: '', description: text, tags: [] }, { advisor: aiModerationAdvisor(ctx.ai) });
  if (verdict.action === 'approve') return;
  throw new AppError('content_rejected', `Not published: ${verdict.feedback.join(' ')}`, { feedback: verdict.feedback });
}
