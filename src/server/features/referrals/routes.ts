import type { FastifyInstance } from 'fastify';
import { referralLink } from '../../../contract/referrals.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../auth/current-user.js';
import { getReferralLink } from './get-referral-link.js';

export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/referrals', async (request) => {
    const actor = await requireUser(ctx, request);
    return referralLink.parse(await getReferralLink(ctx, { actor }));
  });
}
