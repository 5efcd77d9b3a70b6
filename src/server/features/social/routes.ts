import type { FastifyInstance } from 'fastify';
import { generateSocialRequest, socialContent } from '../../../contract/social.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { generateSocialPost } from './generate-social-post.js';

export async function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/social-media/generate', async (request) => {
    const actor = await requireUser(ctx, request);
    const input = parseInput(generateSocialRequest, request.body);
    await enforceAiRateLimit(ctx, 'social', { userId: actor.id, ip: request.ip });
    return socialContent.parse(await generateSocialPost(ctx, { actor, ...input, log: request.log }));
  });
}
