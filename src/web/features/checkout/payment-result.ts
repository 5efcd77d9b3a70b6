/** What a payment form reports back to the checkout page, whichever provider took the card. */
export type PaymentResult =
  | { outcome: 'paid'; paymentIntentId: string }
  // The provider refused the card (or its details): its own message is shown.
  | { outcome: 'declined'; message: string }
  | { outcome: 'error' };

export interface PaymentFormProps {
  clientSecret: string;
  /** The total as shown on the pay button, e.g. "$12.00". */
  totalLabel: string;
  onResult: (result: PaymentResult) => void;
}
