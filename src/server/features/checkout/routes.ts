import type { FastifyInstance } from 'fastify';
import {
  confirmPurchaseAnswer,
  confirmPurchaseRequest,
  createPaymentIntentRequest,
  order,
  orderParams,
  paymentIntentAnswer,
  stripeWebhookAnswer,
  testCardPaymentAnswer,
  testCardPaymentRequest,
} from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { isTestProcessor } from '../../providers/payments/test-processor.js';
import { requireUser } from '../auth/current-user.js';
import { confirmPurchase } from './confirm-purchase.js';
import { createPaymentIntent } from './create-payment-intent.js';
import { getOrder } from './get-order.js';
import { handleStripeWebhook } from './handle-stripe-webhook.js';
import { payWithTestCard } from './pay-with-test-card.js';

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/create-payment-intent', async (request) => {
    const actor = await requireUser(ctx, request);
    // The amount and products come from the cart in the database, never from the request.
    parseInput(createPaymentIntentRequest, request.body ?? {});
    return paymentIntentAnswer.parse(await createPaymentIntent(ctx, { actor }));
  });

  app.post('/api/confirm-purchase', async (request) => {
    const actor = await requireUser(ctx, request);
    const input = parseInput(confirmPurchaseRequest, request.body);
    const started = performance.now();
    const answer = await confirmPurchase(ctx, { actor, paymentIntentId: input.paymentIntentId, log: request.log });
    // Budget: under 300 ms of server time from "pay" to purchase recorded.
    request.log.info(
      {
        paymentIntentId: input.paymentIntentId,
        alreadyRecorded: answer.alreadyRecorded,
        ms: Math.round(performance.now() - started),
      },
      'purchase confirmed',
    );
    return confirmPurchaseAnswer.parse(answer);
  });

  app.get('/api/orders/:paymentIntentId', async (request) => {
    const actor = await requireUser(ctx, request);
    const { paymentIntentId } = parseInput(orderParams, request.params);
    return order.parse(await getOrder(ctx, { actor, paymentIntentId }));
  });

  if (isTestProcessor(ctx.payments)) {
    app.post('/api/test-payments/confirm', async (request) => {
      const actor = await requireUser(ctx, request);
      const input = parseInput(testCardPaymentRequest, request.body);
      return testCardPaymentAnswer.parse(await payWithTestCard(ctx, { actor, ...input }));
    });
  }

  // Stripe signs the exact bytes it sent, so this one route keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/webhooks/stripe', async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const answer = await handleStripeWebhook(ctx, {
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      });
      return stripeWebhookAnswer.parse(answer);
    });
  });
}
