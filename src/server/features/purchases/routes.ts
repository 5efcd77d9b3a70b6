import type { FastifyInstance } from 'fastify';
import { purchaseList } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../auth/current-user.js';
import { listPurchases } from './list-purchases.js';

export async function purchasesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/purchases', async (request) => {
    const actor = await requireUser(ctx, request);
    return purchaseList.parse(await listPurchases(ctx, { actor }));
  });
}
