import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import type { PaymentFormProps } from '../payment-result';
import { PayButton } from './pay-button';

/** Stripe's card form. This module is loaded only when Stripe is the provider, so its code stays out of other pages. */
export default function StripePaymentForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ totalLabel, onResult }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      // Cards that need no extra step are confirmed in place; only 3-D Secure and the like leave the page.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${paths.success}` },
      });
      if (error) {
        const refusedByProvider = error.type === 'card_error' || error.type === 'validation_error';
        onResult(refusedByProvider && error.message ? { outcome: 'declined', message: error.message } : { outcome: 'error' });
      } else if (paymentIntent?.status === 'succeeded') {
        onResult({ outcome: 'paid', paymentIntentId: paymentIntent.id });
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
      <PayButton totalLabel={totalLabel} processing={processing} disabled={!stripe || !elements} />
    </form>
  );
}
