import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Gift } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { GIFT_MESSAGE_MAX_LENGTH, type GiftRequest, giftRequest } from '../../../../contract/gifts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

type GiftErrors = Partial<Record<keyof GiftRequest, string>>;

interface GiftFormProps {
  isGift: boolean;
  onIsGiftChange: (isGift: boolean) => void;
  /** The gift details the payment is for, once saved; undefined for a purchase for oneself. */
  gift: GiftRequest | undefined;
  onGiftChange: (gift: GiftRequest | undefined) => void;
  /** The server's refusal of the gift (a delivery date out of range, a cart of more than one item). */
  serverError: string | undefined;
  /** A gift checkout is for one product. */
  oneItem: boolean;
}

/**
 * "This is a gift" (docs/decisions/058): the recipient's e-mail, a message and an optional delivery day. The
 * details are checked by the contract's own schema, then saved: the payment is opened for them.
 */
export function GiftForm({ isGift, onIsGiftChange, gift, onGiftChange, serverError, oneItem }: GiftFormProps) {
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [deliverOn, setDeliverOn] = useState('');
  const [errors, setErrors] = useState<GiftErrors>({});
  const form = useRef<HTMLDivElement>(null);

  const toggle = (checked: boolean) => {
    onIsGiftChange(checked);
    if (!checked) onGiftChange(undefined);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = giftRequest.safeParse({ recipientEmail, message, ...(deliverOn ? { deliverOn } : {}) });
    if (!parsed.success) {
      const found: GiftErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof GiftRequest;
        found[key] ??= issue.message;
      }
      setErrors(found);
      // The first field marked wrong takes the focus, so its message is read out.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onGiftChange(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          Gift
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <CheckboxField id="is-gift" checked={isGift} onCheckedChange={toggle}>
          This is a gift
        </CheckboxField>
        {isGift && !oneItem ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            A gift checkout is for one product: leave only the gift in your cart, and buy the rest separately.
          </p>
        ) : null}
        {isGift && oneItem && gift ? (
          <div className="space-y-2 text-sm" role="status">
            <p>
              Gift for <span className="font-medium break-all">{gift.recipientEmail}</span>,{' '}
              {gift.deliverOn ? `e-mailed on ${gift.deliverOn}` : 'e-mailed as soon as you pay'}. It is not added to your library:
              they claim it from the e-mail.
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => onGiftChange(undefined)}>
              Change gift details
            </Button>
          </div>
        ) : null}
        {isGift && oneItem && !gift ? (
          <div ref={form} className="space-y-4">
            <form onSubmit={save} noValidate aria-label="Gift details" className="space-y-4">
              <Field id="gift-email" label="Recipient's e-mail" error={errors.recipientEmail}>
                <Input
                  {...fieldAria('gift-email', errors.recipientEmail)}
                  type="email"
                  autoComplete="off"
                  value={recipientEmail}
                  onChange={(event) => setRecipientEmail(event.target.value)}
                  required
                />
              </Field>
              <Field
                id="gift-message"
                label="Message (optional)"
                hint={`Up to ${GIFT_MESSAGE_MAX_LENGTH} characters, shown with the gift.`}
                error={errors.message}
              >
                <Textarea
                  {...fieldAria('gift-message', errors.message, true)}
                  value={message}
                  rows={3}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </Field>
              <Field
                id="gift-date"
                label="Delivery date (optional)"
                hint="Leave empty to send it as soon as you pay; at most a year ahead."
                error={errors.deliverOn}
              >
                <Input
                  {...fieldAria('gift-date', errors.deliverOn, true)}
                  type="date"
                  value={deliverOn}
                  onChange={(event) => setDeliverOn(event.target.value)}
                />
              </Field>
              <Button type="submit" className="w-full sm:w-auto">
                Save gift details
              </Button>
            </form>
          </div>
        ) : null}
        {isGift && serverError ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {serverError}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
