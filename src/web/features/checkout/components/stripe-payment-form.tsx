import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import type { PaymentFormProps } from '../payment-result';
import { PayButton } from './pay-button';

/** Stripe's card form. This module is loaded only when Stripe is the provider, so its code stays out of other pages. */
export default function StripePaymentForm({
  publishableKey,
  ...props
}: PaymentFormProps & { publishableKey: string; intentKind: 'payment' | 'setup' }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ payLabel, onResult, intentKind }: PaymentFormProps & { intentKind: 'payment' | 'setup' }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      // Cards that need no extra step are confirmed in place; only 3-D Secure and the like leave the page.
      // A subscription's free trial charges nothing: its card is kept through a set-up instead of a payment.
      const confirmation = {
        elements,
        redirect: 'if_required' as const,
        confirmParams: { return_url: `${window.location.origin}${paths.success}` },
      };
      const { error, intent } =
        intentKind === 'setup'
          ? await stripe.confirmSetup(confirmation).then((result) => ({ error: result.error, intent: result.setupIntent }))
          : await stripe.confirmPayment(confirmation).then((result) => ({ error: result.error, intent: result.paymentIntent }));
      if (error) {
        const refusedByProvider = error.type === 'card_error' || error.type === 'validation_error';
        onResult(refusedByProvider && error.message ? { outcome: 'declined', message: error.message } : { outcome: 'error' });
      } else if (intent?.status === 'succeeded') {
        onResult({ outcome: 'paid', paymentIntentId: intent.id });
      } else {
        onResult({ outcome: 'error' });
      }
    } catch {
      onResult({ outcome: 'error' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card details">
      <PaymentElement />
      <PayButton payLabel={payLabel} processing={processing} disabled={!stripe || !elements} />
    </form>
  );
}
