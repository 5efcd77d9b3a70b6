import type {
  confirmPurchaseAnswer,
  confirmPurchaseRequest,
  createPaymentIntentRequest,
  order,
  orderParams,
  paymentIntentAnswer,
  stripeWebhookAnswer,
  testCardPaymentAnswer,
  testCardPaymentRequest,
} from '../checkout.js';
import { endpoint } from '../endpoint.js';

export const checkoutEndpoints = {
  createPaymentIntent: endpoint<typeof createPaymentIntentRequest, typeof paymentIntentAnswer>(
    'POST',
    '/api/create-payment-intent',
  ),
  confirmPurchase: endpoint<typeof confirmPurchaseRequest, typeof confirmPurchaseAnswer>('POST', '/api/confirm-purchase'),
  order: endpoint<typeof orderParams, typeof order>('GET', '/api/orders/:paymentIntentId'),
  /** Only with the built-in test-mode processor. */
  payWithTestCard: endpoint<typeof testCardPaymentRequest, typeof testCardPaymentAnswer>('POST', '/api/test-payments/confirm'),
  /** Called by Stripe with its signature over the raw body, which the server reads unparsed. */
  stripeWebhook: endpoint<undefined, typeof stripeWebhookAnswer>('POST', '/api/webhooks/stripe'),
};
