import { type FormEvent, useState } from 'react';
import { applyDiscountRequest, type CartItem } from '../../../../contract/cart';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { formatUsd } from '../../../lib/format';
import { useCartDiscount } from '../api/discount';

/** The discount code box of the cart and the checkout: the server says whether the code applies and what it saves. */
export function DiscountCodeForm({ items }: { items: CartItem[] }) {
  const { apply, remove } = useCartDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const applied = items.flatMap((item) => (item.discount ? [{ title: item.title, ...item.discount }] : []));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(applyDiscountRequest, { code }).code;
    setError(found);
    if (found) return;
    apply.mutate(code, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(serverFieldErrors(failure).code ?? errorMessage(failure, 'Please try again.')),
    });
  };

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={submit} aria-label="Apply a discount code" className="space-y-2">
        <Field id="discount-code" label="Discount code" error={error}>
          <div className="flex gap-2">
            <Input
              {...fieldAria('discount-code', error)}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={apply.isPending}>
              Apply
            </Button>
          </div>
        </Field>
      </form>
      {applied.length > 0 ? (
        <div className="space-y-1 text-sm" aria-live="polite">
          {applied.map((line) => (
            <p key={line.title}>
              Code <strong>{line.code}</strong> saves {formatUsd(line.saving)} on {line.title}
            </p>
          ))}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove code
          </Button>
        </div>
      ) : null}
    </div>
  );
}
