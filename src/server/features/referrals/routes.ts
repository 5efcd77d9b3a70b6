import type { FastifyInstance } from 'fastify';
import { referralsEndpoints } from '../../../contract/endpoints/referrals.js';
import { referralLink } from '../../../contract/referrals.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { getReferralLink } from './get-referral-link.js';

export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(referralsEndpoints.link, { answer: referralLink }, ({ actor }) => getReferralLink(ctx, { actor }));
}
