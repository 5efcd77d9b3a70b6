import { endpoint } from '../endpoint.js';
import type { moderationDecisionAnswer, moderationDecisionInput, moderationQueue } from '../creator.js';

export const moderationEndpoints = {
  queue: endpoint<undefined, typeof moderationQueue>('GET', '/api/admin/moderation'),
  decide: endpoint<typeof moderationDecisionInput, typeof moderationDecisionAnswer>('POST', '/api/admin/moderation/:id'),
};
