/** What a payment form reports back to the checkout page, whichever provider took the card. */
export type PaymentResult =
  | { outcome: 'paid'; paymentIntentId: string }
  // The provider refused the card (or its details): its own message is shown.
  | { outcome: 'declined'; message: string }
  | { outcome: 'error' };

export interface PaymentFormProps {
  clientSecret: string;
  /** What the pay button says: "Pay $12.00", or "Start free trial" when nothing is due today. */
  payLabel: string;
  onResult: (result: PaymentResult) => void;
}
