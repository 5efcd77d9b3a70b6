import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createTestPaymentProcessor } from './test-processor.js';

/** The one place that picks the processor: Stripe when its keys are set, otherwise test mode. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestPaymentProcessor(db);
}
