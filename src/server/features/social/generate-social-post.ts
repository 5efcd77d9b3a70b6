import type { z } from 'zod';
import type { generateSocialRequest, SocialContent } from '../../../contract/social.js';
import type { AppContext } from '../../context.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';
import type { UserRow } from '../auth/present-user.js';

/**
 * One post for one platform from the creator's product details (limits enforced by the AI provider).
 * Any signed-in user may ask; the actor is what the route's rate limit counts.
 */
export type GenerateSocialPostOptions = z.output<typeof generateSocialRequest> & { actor: UserRow; log?: AiLogger };

export async function generateSocialPost(
  ctx: AppContext,
  { productInfo, platform, log }: GenerateSocialPostOptions,
): Promise<SocialContent> {
  const { value } = await ctx.ai.generate('social', { platform, product: productInfo }, log);
  return value;
}
