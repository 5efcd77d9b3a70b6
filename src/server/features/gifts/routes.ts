import type { FastifyInstance } from 'fastify';
import { giftEndpoints } from '../../../contract/endpoints/gifts.js';
import { giftClaimAnswer, giftClaimRequest, giftPreview, giftPreviewRequest } from '../../../contract/gifts.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { claimGift, previewGift } from './claim-gift.js';

export async function giftsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open, signedIn } = routesFor(app, ctx);
  open(giftEndpoints.preview, { request: giftPreviewRequest, answer: giftPreview }, ({ token }) => previewGift(ctx, { token }));
  signedIn(giftEndpoints.claim, { request: giftClaimRequest, answer: giftClaimAnswer }, ({ actor, token }) =>
    claimGift(ctx, { actor, token, now: new Date() }),
  );
}
