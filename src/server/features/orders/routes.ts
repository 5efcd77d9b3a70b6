import type { FastifyInstance } from 'fastify';
import { orderParams } from '../../../contract/checkout.js';
import { orderEndpoints } from '../../../contract/endpoints/orders.js';
import { invoice, orderList } from '../../../contract/orders.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { getInvoice } from './get-invoice.js';
import { listOrders } from './list-orders.js';

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(orderEndpoints.list, { answer: orderList }, ({ actor }) => listOrders(ctx, { actor }));
  signedIn(orderEndpoints.invoice, { request: orderParams, answer: invoice }, ({ actor, paymentIntentId }) =>
    getInvoice(ctx, { actor, paymentIntentId }),
  );
}
