import type { FastifyInstance } from 'fastify';
import { socialEndpoints } from '../../../contract/endpoints/social.js';
import { generateSocialRequest, socialContent } from '../../../contract/social.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { routesFor } from '../auth/current-user.js';
import { generateSocialPost } from './generate-social-post.js';

export async function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(socialEndpoints.generate, { request: generateSocialRequest, answer: socialContent }, async (input, { request }) => {
    await enforceAiRateLimit(ctx, 'social', { userId: input.actor.id, ip: request.ip });
    return generateSocialPost(ctx, { ...input, log: request.log });
  });
}
