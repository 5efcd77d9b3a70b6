import type { PaymentMode } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';

/** Which provider takes the cards: Stripe, or the built-in test mode (the card details come to this server). */
export function getPaymentMode(ctx: AppContext): PaymentMode {
  return { provider: ctx.payments.name };
}
