import { FlaskConical } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { usePayWithTestCard } from '../api/pay-with-test-card';
import { type CardErrors, checkCard } from '../card-checks';
import type { PaymentFormProps } from '../payment-result';
import { PayButton } from './pay-button';

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

// "4242424242424242" → "4242 4242 4242 4242", as printed on a card.
const formatCardNumber = (text: string) => digits(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

// "1230" → "12 / 30"; the separator appears once the month is complete.
function formatExpiry(text: string): string {
  const value = digits(text, 4);
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2)}` : value;
}

/** The built-in test-mode processor's card form: Stripe's test cards, no real money. */
export function TestCardForm({ clientSecret, payLabel, onResult }: PaymentFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const pay = usePayWithTestCard();
  // Checked when Pay is pressed, then again as the buyer corrects each field.
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const card = { cardNumber, expiry, cvc };
  const errors: CardErrors = checked ? checkCard(card, new Date()) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkCard(card, new Date())).length > 0) {
      // The first field marked wrong takes the focus, so its message is read out.
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    pay.mutate(
      { clientSecret, cardNumber, expiry, cvc },
      {
        onSuccess: (paymentIntentId) => onResult({ outcome: 'paid', paymentIntentId }),
        onError: (error) => {
          // A 401 is the query client's to handle (notice, then sign-in).
          if (hasErrorCode(error, 'unauthorized')) return;
          // The card was declined, or its details were refused: both carry a message for the buyer.
          if (hasErrorCode(error, 'card_declined', 'validation_failed'))
            onResult({ outcome: 'declined', message: errorMessage(error, 'Your card was declined.') });
          else onResult({ outcome: 'error' });
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4" aria-label="Card details">
      <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        Test mode: no real money
      </p>
      <CardField
        id="card-number"
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={cardNumber}
        error={errors.cardNumber}
        onChange={(text) => setCardNumber(formatCardNumber(text))}
      >
        <p id="card-number-hint" className="text-xs text-muted-foreground">
          Use the test card 4242 4242 4242 4242 with any future date and any CVC.
        </p>
      </CardField>
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id="card-expiry"
          label="Expiry (MM / YY)"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          error={errors.expiry}
          onChange={(text) => setExpiry(formatExpiry(text))}
        />
        <CardField
          id="card-cvc"
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          error={errors.cvc}
          onChange={(text) => setCvc(digits(text, 4))}
        />
      </div>
      <PayButton payLabel={payLabel} processing={pay.isPending} />
    </form>
  );
}

interface CardFieldProps {
  id: string;
  label: string;
  autoComplete: string;
  placeholder: string;
  value: string;
  /** What is wrong with the field, shown under it and announced with it. */
  error: string | undefined;
  onChange: (text: string) => void;
  /** A hint under the input; give it the id `{id}-hint` so the input points to it. */
  children?: ReactNode;
}

function CardField({ id, label, autoComplete, placeholder, value, error, onChange, children }: CardFieldProps) {
  const describedBy = [children ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        required
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
