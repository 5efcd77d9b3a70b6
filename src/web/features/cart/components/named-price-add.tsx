import { useState } from 'react';
import { NAMED_PRICE_MESSAGE, priceToCents } from '../../../../contract/money';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatUsd } from '../../../lib/format';
import { AddToCartButton } from './add-to-cart-button';

type AddToCartButtonProps = Parameters<typeof AddToCartButton>[0];

/**
 * "Name a fair price" for a pay-what-you-want product, prefilled with the creator's suggestion, and the
 * product page's add button; the server refuses less than the minimum and its message shows here. Loaded only for
 * such products (product-purchase-actions.tsx).
 */
export default function NamedPriceAdd({
  product,
  ...buttonProps
}: Omit<AddToCartButtonProps, 'namedPrice' | 'product'> & {
  product: { id: number; title: string; price: string; payWhatYouWant: { minimum: string } };
}) {
  const [price, setPrice] = useState(product.price);
  const [error, setError] = useState<string | undefined>();
  const minimum = product.payWhatYouWant.minimum;
  const hint = Number(minimum) === 0 ? 'Any amount, even $0.' : `At least ${formatUsd(minimum)}.`;
  const change = (value: string) => {
    setPrice(value);
    setError(priceToCents(value) === undefined ? NAMED_PRICE_MESSAGE : undefined);
  };
  return (
    <div className="space-y-3">
      <Field
        id="named-price"
        label="Name a fair price (USD)"
        hint={`${hint} Suggested: ${formatUsd(product.price)}.`}
        error={error}
      >
        <Input
          {...fieldAria('named-price', error, true)}
          inputMode="decimal"
          value={price}
          onChange={(event) => change(event.target.value)}
        />
      </Field>
      <AddToCartButton
        product={product}
        {...buttonProps}
        disabled={buttonProps.disabled || error !== undefined}
        namedPrice={{ value: price, onRefused: setError }}
      />
    </div>
  );
}
