import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { CopyText } from './db/copy-text.js';
import type { AiProvider } from './providers/ai/ai-provider.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import type { PayoutProvider } from './providers/payouts/payout-provider.js';
import type { FileStorage } from './providers/storage/storage.js';

/** What every feature module is given when the app is built. */
export interface AppContext {
  config: Config;
  db: Database;
  /** Large reads through PostgreSQL's COPY (docs/decisions/054); absent on the embedded database, which has none. */
  copyText?: CopyText;
  storage: FileStorage;
  ai: AiProvider;
  payments: PaymentProvider;
  payouts: PayoutProvider;
  /**
   * Asks the e-mail job to run now instead of at its next minute (a reset link is awaited); absent
   * where no job queue runs, as in API tests, which run the job themselves.
   */
  deliverEmailsSoon?: () => void;
}
