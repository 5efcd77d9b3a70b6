import type { FastifyInstance } from 'fastify';
import {
  connectPayoutAccountAnswer,
  connectPayoutAccountRequest,
  creatorEarnings,
  creatorSaleList,
  payoutAccount,
  payoutList,
  requestPayoutAnswer,
} from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { getCreatorEarnings } from './get-creator-earnings.js';
import { listCreatorPayouts } from './list-creator-payouts.js';
import { listCreatorSales } from './list-creator-sales.js';
import { connectPayoutAccount, getPayoutAccount, onboardingUrls } from './payout-account.js';
import { requestPayout } from './request-payout.js';

export async function payoutRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/creator/earnings', async (request) => {
    const actor = await requireUser(ctx, request);
    return creatorEarnings.parse(await getCreatorEarnings(ctx, { actor }));
  });

  app.get('/api/creator/sales', async (request) => {
    const actor = await requireUser(ctx, request);
    return creatorSaleList.parse(await listCreatorSales(ctx, { actor }));
  });

  app.get('/api/creator/payouts', async (request) => {
    const actor = await requireUser(ctx, request);
    return payoutList.parse(await listCreatorPayouts(ctx, { actor }));
  });

  app.get('/api/creator/payout-account', async (request) => {
    const actor = await requireUser(ctx, request);
    return payoutAccount.parse(await getPayoutAccount(ctx, { actor }));
  });

  app.post('/api/creator/payout-account', async (request) => {
    const actor = await requireUser(ctx, request);
    const { code, ...confirmation } = parseInput(connectPayoutAccountRequest, request.body);
    const answer = await connectPayoutAccount(ctx, { actor, code, confirmation, urls: onboardingUrls(ctx, request) });
    ctx.deliverEmailsSoon?.();
    return connectPayoutAccountAnswer.parse(answer);
  });

  await app.register(async (scope) => {
    // The payout request carries a JSON content type and no body, which the default JSON parser refuses;
    // no route in this scope reads a body.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/api/creator/request-payout', async (request, reply) => {
      const actor = await requireUser(ctx, request);
      return reply.code(201).send(requestPayoutAnswer.parse(await requestPayout(ctx, { actor })));
    });
  });
}
