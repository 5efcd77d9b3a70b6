import type { FastifyInstance } from 'fastify';
import { productIdParams } from '../../../contract/creator.js';
import {
  createDiscountCodeInput,
  discountCode,
  discountCodeList,
  payWhatYouWantAnswer,
  payWhatYouWantInput,
} from '../../../contract/discounts.js';
import { discountEndpoints } from '../../../contract/endpoints/discounts.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { createDiscountCode, listDiscountCodes } from './discount-codes.js';
import { setPayWhatYouWant } from './set-pay-what-you-want.js';

export async function discountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(discountEndpoints.list, { request: productIdParams, answer: discountCodeList }, ({ actor, id }) =>
    listDiscountCodes(ctx, { actor, productId: id }),
  );
  signedIn(discountEndpoints.create, { request: createDiscountCodeInput, answer: discountCode }, ({ actor, id, ...request }) =>
    createDiscountCode(ctx, { actor, productId: id, ...request, now: new Date() }),
  );
  signedIn(
    discountEndpoints.payWhatYouWant,
    { request: payWhatYouWantInput, answer: payWhatYouWantAnswer },
    ({ actor, id, minimum }) => setPayWhatYouWant(ctx, { actor, productId: id, minimum }),
  );
}
