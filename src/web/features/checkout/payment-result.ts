/** What a payment form reports back to the checkout page, whichever provider took the card. */
export type PaymentResult =
  | { outcome: 'paid'; paymentIntentId: string }
  // The provider refused the card (or its details): its own message is shown.
  | { outcome: 'declined'; message: string }
  | { outcome: 'unauthorized' }
  | { outcome: 'error' };

export interface PaymentFormProps {
  clientSecret: string;
  /** The total as shown on the pay button, e.g. "$12.00". */
  totalLabel: string;
  onResult: (result: PaymentResult) => void;
}

/** The server's explanation when a paid payment could not become a purchase and was refunded (error code payment_refunded). */
export function refundedPaymentMessage(error: unknown): string | undefined {
  const match = error instanceof Error ? /^409: (.*)$/s.exec(error.message) : null;
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[1]!) as { code?: string; message?: string };
    return body.code === 'payment_refunded' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
