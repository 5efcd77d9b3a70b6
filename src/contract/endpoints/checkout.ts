import type {
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
} from '../checkout.js';
import { endpoint } from '../endpoint.js';

export const checkoutEndpoints = {
  /** Open: which payment provider takes the cards (the product page's "Secure Checkout" says where they go). */
  paymentMode: endpoint<undefined, typeof paymentMode>('GET', '/api/payment-mode'),
  createPaymentIntent: endpoint<typeof createPaymentIntentRequest, typeof paymentIntentAnswer>(
    'POST',
    '/api/create-payment-intent',
  ),
  confirmPurchase: endpoint<typeof confirmPurchaseRequest, typeof confirmPurchaseAnswer>('POST', '/api/confirm-purchase'),
  freeOrder: endpoint<typeof freeOrderRequest, typeof freeOrderAnswer>('POST', '/api/checkout/free-order', 201),
  order: endpoint<typeof orderParams, typeof order>('GET', '/api/orders/:paymentIntentId'),
  /** Only with the built-in test-mode processor. */
  payWithTestCard: endpoint<typeof testCardPaymentRequest, typeof testCardPaymentAnswer>('POST', '/api/test-payments/confirm'),
  /** Called by Stripe with its signature over the raw body, which the server reads unparsed. */
  stripeWebhook: endpoint<undefined, typeof stripeWebhookAnswer>('POST', '/api/webhooks/stripe'),
};
