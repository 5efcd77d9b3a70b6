import type { FastifyInstance } from 'fastify';
import {
  confirmPurchaseAnswer,
  confirmPurchaseRequest,
  createPaymentIntentRequest,
  freeOrderAnswer,
  freeOrderRequest,
  order,
  orderParams,
  paymentIntentAnswer,
  paymentMode,
  stripeWebhookAnswer,
  testCardPaymentAnswer,
  testCardPaymentRequest,
} from '../../../contract/checkout.js';
import { checkoutEndpoints } from '../../../contract/endpoints/checkout.js';
import type { AppContext } from '../../context.js';
import { isTestProcessor } from '../../providers/payments/test-processor.js';
import { routesFor } from '../auth/current-user.js';
import { confirmPurchase } from './confirm-purchase.js';
import { createPaymentIntent } from './create-payment-intent.js';
import { getOrder } from './get-order.js';
import { getPaymentMode } from './get-payment-mode.js';
import { handleStripeWebhook } from './handle-stripe-webhook.js';
import { placeFreeOrder } from './place-free-order.js';
import { payWithTestCard } from './pay-with-test-card.js';

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open, signedIn } = routesFor(app, ctx);

  open(checkoutEndpoints.paymentMode, { answer: paymentMode }, () => getPaymentMode(ctx));

  // The amount and products come from the cart in the database, never from the request (its body must be empty).
  signedIn(
    checkoutEndpoints.createPaymentIntent,
    { request: createPaymentIntentRequest, answer: paymentIntentAnswer },
    ({ actor, gift }) => createPaymentIntent(ctx, { actor, gift, now: new Date() }),
  );

  signedIn(
    checkoutEndpoints.confirmPurchase,
    { request: confirmPurchaseRequest, answer: confirmPurchaseAnswer },
    async ({ actor, paymentIntentId }, { request }) => {
      const started = performance.now();
      const answer = await confirmPurchase(ctx, { actor, paymentIntentId, now: new Date(), log: request.log });
      // Budget: under 300 ms of server time from "pay" to purchase recorded.
      request.log.info(
        { paymentIntentId, alreadyRecorded: answer.alreadyRecorded, ms: Math.round(performance.now() - started) },
        'purchase confirmed',
      );
      // The buyer's receipt and the creator's sale e-mail go now, not at the e-mail job's next minute.
      if (!answer.alreadyRecorded) ctx.deliverEmailsSoon?.();
      return answer;
    },
  );

  // A $0 cart: recorded at once, with no card and no processor.
  signedIn(
    checkoutEndpoints.freeOrder,
    { request: freeOrderRequest, answer: freeOrderAnswer },
    async ({ actor }, { request }) => {
      const answer = await placeFreeOrder(ctx, { actor, now: new Date(), log: request.log });
      ctx.deliverEmailsSoon?.();
      return answer;
    },
  );

  signedIn(checkoutEndpoints.order, { request: orderParams, answer: order }, ({ actor, paymentIntentId }) =>
    getOrder(ctx, { actor, paymentIntentId }),
  );

  if (isTestProcessor(ctx.payments)) {
    signedIn(checkoutEndpoints.payWithTestCard, { request: testCardPaymentRequest, answer: testCardPaymentAnswer }, (input) =>
      payWithTestCard(ctx, input),
    );
  }

  // Stripe signs the exact bytes it sent, so this one route keeps the body raw: it is registered in a scope of its
  // own whose only body parser keeps the bytes, and its entry has no request schema (the helper leaves the body alone).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    routesFor(scope, ctx).open(checkoutEndpoints.stripeWebhook, { answer: stripeWebhookAnswer }, (_input, { request }) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(ctx, {
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
        now: new Date(),
        log: request.log,
      });
    });
  });
}
