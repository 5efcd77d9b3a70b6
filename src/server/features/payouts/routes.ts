import type { FastifyInstance } from 'fastify';
import {
  connectPayoutAccountAnswer,
  connectPayoutAccountRequest,
  creatorEarnings,
  creatorSaleList,
  ledgerExportQuery,
  payoutAccount,
  payoutList,
  requestPayoutAnswer,
} from '../../../contract/creator.js';
import { payoutsEndpoints } from '../../../contract/endpoints/payouts.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { exportCreatorSales, exportLedger } from './export-ledger.js';
import { getCreatorEarnings } from './get-creator-earnings.js';
import { listCreatorPayouts } from './list-creator-payouts.js';
import { listCreatorSales } from './list-creator-sales.js';
import { connectPayoutAccount, getPayoutAccount, onboardingUrls } from './payout-account.js';
import { requestPayout } from './request-payout.js';

export async function payoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(payoutsEndpoints.earnings, { answer: creatorEarnings }, ({ actor }) =>
    getCreatorEarnings(ctx, { actor, now: new Date() }),
  );
  signedIn(payoutsEndpoints.sales, { answer: creatorSaleList }, ({ actor }) => listCreatorSales(ctx, { actor, now: new Date() }));
  signedIn(payoutsEndpoints.salesCsv, {}, ({ actor }, { reply }) => exportCreatorSales(ctx, { actor, reply }));
  signedIn(payoutsEndpoints.ledgerCsv, { request: ledgerExportQuery }, (input, { reply }) =>
    exportLedger(ctx, { ...input, reply }),
  );
  signedIn(payoutsEndpoints.payouts, { answer: payoutList }, ({ actor }) => listCreatorPayouts(ctx, { actor, now: new Date() }));
  signedIn(payoutsEndpoints.account, { answer: payoutAccount }, ({ actor }) => getPayoutAccount(ctx, { actor, now: new Date() }));

  signedIn(
    payoutsEndpoints.connectAccount,
    { request: connectPayoutAccountRequest, answer: connectPayoutAccountAnswer },
    async ({ actor, code, ...confirmation }, { request }) => {
      const urls = onboardingUrls(ctx, request);
      const answer = await connectPayoutAccount(ctx, { actor, code, confirmation, urls, now: new Date() });
      ctx.deliverEmailsSoon?.();
      return answer;
    },
  );

  await app.register(async (scope) => {
    // The payout request carries a JSON content type and no body, which the default JSON parser refuses;
    // no route in this scope reads a body.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    routesFor(scope, ctx).signedIn(payoutsEndpoints.requestPayout, { answer: requestPayoutAnswer }, ({ actor }) =>
      requestPayout(ctx, { actor, now: new Date() }),
    );
  });
}
