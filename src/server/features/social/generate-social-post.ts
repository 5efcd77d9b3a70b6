import type { z } from 'zod';
import type { generateSocialRequest, SocialContent } from '../../../contract/social.js';
import type { AppContext } from '../../context.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';

/** One post for one platform from the creator's product details (limits enforced by the AI provider). */
export async function generateSocialPost(
  ctx: AppContext,
  options: { input: z.output<typeof generateSocialRequest>; log?: AiLogger },
): Promise<SocialContent> {
  const { productInfo, platform } = options.input;
  const { value } = await ctx.ai.generate('social', { platform, product: productInfo }, options.log);
  return value;
}
