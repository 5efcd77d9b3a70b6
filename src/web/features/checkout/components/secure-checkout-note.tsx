import { usePaymentMode } from '../api/get-payment-mode';

/**
 * Where card details go, as is true of this shop: to Stripe, or (the built-in test mode) to this server, which
 * charges nothing. Nothing is claimed until the mode is known.
 */
export function SecureCheckoutNote() {
  const { data } = usePaymentMode();
  if (!data) return null;
  return data.provider === 'stripe'
    ? 'Card details go straight to Stripe, our payment provider; we never see your card number.'
    : 'Test mode: card details come to this shop to be checked, and nothing is charged.';
}
