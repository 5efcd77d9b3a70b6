import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createTestPaymentProcessor } from './test-processor.js';

/** The one place that picks the processor: Stripe when its keys are set, otherwise test mode. */
export async function createPaymentProvider(config: Config, db: Database): Promise<PaymentProvider> {
  // Stripe's library is loaded only when Stripe is configured (it is a large module).
  return config.stripe
    ? (await import('./stripe-provider.js')).createStripeProvider(config.stripe)
    : createTestPaymentProcessor(db);
}
