import type { FastifyInstance } from 'fastify';
import { purchaseEndpoints } from '../../../contract/endpoints/purchases.js';
import { continueListeningList, purchaseList } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { listContinueListening } from './continue-listening.js';
import { listPurchases } from './list-purchases.js';

export async function purchasesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(purchaseEndpoints.list, { answer: purchaseList }, ({ actor }) => listPurchases(ctx, { actor }));
  signedIn(purchaseEndpoints.continueListening, { answer: continueListeningList }, ({ actor }) =>
    listContinueListening(ctx, { actor, now: new Date() }),
  );
}
