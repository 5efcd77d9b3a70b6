import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { StripeSettings } from '../payments/stripe-provider.js';
import type { PayoutProvider } from './payout-provider.js';
import { createTestPayouts } from './test-payouts.js';

/** The one place that picks how creators are paid: Stripe Connect with Stripe's keys, otherwise test mode. */
export async function createPayoutProvider(config: Config, db: Database, api?: StripeSettings['api']): Promise<PayoutProvider> {
  return config.stripe
    ? (await import('./stripe-connect.js')).createStripeConnectPayouts({ ...config.stripe, api }, db)
    : createTestPayouts(db);
}
