import { type FormEvent, useState } from 'react';
import type { CreatorProduct } from '../../../../contract/creator';
import { type DiscountCode, discountCodeRequest, discountValueProblem } from '../../../../contract/discounts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { formatDate, formatUsd } from '../../../lib/format';
import { useCreateDiscountCode, useDiscountCodes, useSetPayWhatYouWant } from '../api/pricing';

/** Discount codes and pay what you want, for each of the creator's one-time products (subscriptions take neither). */
export function PricingTab({ products }: { products: CreatorProduct[] | undefined }) {
  const priced = (products ?? []).filter((product) => !product.isSubscription);
  if (priced.length === 0)
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Pricing</CardTitle>
          <CardDescription>Discount codes and pay what you want are for one-time products; you have none yet.</CardDescription>
        </CardHeader>
      </Card>
    );
  return (
    <div className="space-y-6">
      {priced.map((product) => (
        <Card key={product.id}>
          <CardHeader>
            <CardTitle className="text-xl">{product.title}</CardTitle>
            <CardDescription>Price {formatUsd(product.price)}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-8">
            <PayWhatYouWantForm product={product} />
            <DiscountCodes product={product} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function PayWhatYouWantForm({ product }: { product: CreatorProduct }) {
  const setMinimum = useSetPayWhatYouWant(product.id);
  const [minimum, setMinimumText] = useState(product.payWhatYouWant?.minimum ?? '0');
  const [error, setError] = useState<string | undefined>();
  const id = `minimum-${product.id}`;
  const save = (value: string | null) =>
    setMinimum.mutate(value, {
      onSuccess: (answer) => {
        setError(undefined);
        toast({
          title: answer.minimum === null ? 'Fixed price again' : `Buyers now name their price, from ${formatUsd(answer.minimum)}`,
        });
      },
      onError: (failure) => setError(serverFieldErrors(failure).minimum ?? errorMessage(failure, 'Please try again.')),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(minimum);
  };
  return (
    <section aria-labelledby={`pwyw-${product.id}`} className="space-y-3">
      <h3 id={`pwyw-${product.id}`} className="font-semibold">
        Pay what you want
      </h3>
      <p className="text-sm text-muted-foreground">
        {product.payWhatYouWant
          ? `On: buyers name their price, at least ${formatUsd(product.payWhatYouWant.minimum)}, with ${formatUsd(product.price)} suggested.`
          : `Off: buyers pay ${formatUsd(product.price)}. Turn it on and your price becomes the suggestion.`}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Field id={id} label="Minimum price (USD)" error={error}>
            <Input
              {...fieldAria(id, error)}
              inputMode="decimal"
              value={minimum}
              onChange={(event) => setMinimumText(event.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" disabled={setMinimum.isPending}>
          {product.payWhatYouWant ? 'Save minimum' : 'Turn on pay what you want'}
        </Button>
        {product.payWhatYouWant ? (
          <Button type="button" variant="outline" disabled={setMinimum.isPending} onClick={() => save(null)}>
            Turn off
          </Button>
        ) : null}
      </form>
    </section>
  );
}

type CodeField = 'code' | 'value' | 'expiresAt' | 'maxUses';

function DiscountCodes({ product }: { product: CreatorProduct }) {
  const codes = useDiscountCodes(product.id);
  const create = useCreateDiscountCode(product.id);
  const [form, setForm] = useState({ code: '', kind: 'percent' as 'percent' | 'amount', value: '', expiresOn: '', maxUses: '' });
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const fieldId = (field: string) => `${field}-${product.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const maxUses = form.maxUses.trim() === '' ? null : Number(form.maxUses);
    const request = { code: form.code, kind: form.kind, value: form.value, maxUses };
    // The contract's own rules and messages, checked before sending.
    const valueProblem = discountValueProblem(form);
    const found: Partial<Record<CodeField, string>> = {
      ...fieldErrors(discountCodeRequest, request),
      ...(valueProblem ? { value: valueProblem } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        code: form.code.trim(),
        kind: form.kind,
        value: form.value.trim(),
        // The code works to the end of the chosen day, in the creator's own time zone.
        expiresAt: form.expiresOn ? new Date(`${form.expiresOn}T23:59:59`).toISOString() : null,
        maxUses,
      },
      {
        onSuccess: (created) => {
          setForm({ code: '', kind: form.kind, value: '', expiresOn: '', maxUses: '' });
          toast({ title: `Code ${created.code} created` });
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          if (Object.keys(fields).length > 0) return setErrors(fields);
          toast({ title: 'Code not created', description: errorMessage(failure, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section aria-labelledby={`codes-${product.id}`} className="space-y-3">
      <h3 id={`codes-${product.id}`} className="font-semibold">
        Discount codes
      </h3>
      {codes.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          We could not load your codes.
        </p>
      ) : codes.data && codes.data.length > 0 ? (
        <ul className="divide-y text-sm" aria-label={`Discount codes for ${product.title}`}>
          {codes.data.map((code) => (
            <li key={code.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-mono font-semibold">{code.code}</span>
              <span>{describeCode(code)}</span>
            </li>
          ))}
        </ul>
      ) : codes.data ? (
        <p className="text-sm text-muted-foreground">No codes yet.</p>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label={`New discount code for ${product.title}`}
        className="grid gap-3 sm:grid-cols-2"
      >
        <Field id={fieldId('code')} label="Code" error={errors.code}>
          <Input
            {...fieldAria(fieldId('code'), errors.code)}
            value={form.code}
            onChange={(event) => setForm({ ...form, code: event.target.value })}
          />
        </Field>
        <Field id={fieldId('kind')} label="Kind">
          <NativeSelect
            id={fieldId('kind')}
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as 'percent' | 'amount' })}
          >
            <option value="percent">Percentage off</option>
            <option value="amount">Amount off (USD)</option>
          </NativeSelect>
        </Field>
        <Field id={fieldId('value')} label={form.kind === 'percent' ? 'Percent off' : 'Amount off (USD)'} error={errors.value}>
          <Input
            {...fieldAria(fieldId('value'), errors.value)}
            inputMode={form.kind === 'percent' ? 'numeric' : 'decimal'}
            value={form.value}
            onChange={(event) => setForm({ ...form, value: event.target.value })}
          />
        </Field>
        <Field id={fieldId('expiresAt')} label="Expires on (optional)" error={errors.expiresAt}>
          <Input
            {...fieldAria(fieldId('expiresAt'), errors.expiresAt)}
            type="date"
            value={form.expiresOn}
            onChange={(event) => setForm({ ...form, expiresOn: event.target.value })}
          />
        </Field>
        <Field id={fieldId('maxUses')} label="Limit on uses (optional)" error={errors.maxUses}>
          <Input
            {...fieldAria(fieldId('maxUses'), errors.maxUses)}
            inputMode="numeric"
            value={form.maxUses}
            onChange={(event) => setForm({ ...form, maxUses: event.target.value })}
          />
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending}>
            Create code
          </Button>
        </div>
      </form>
    </section>
  );
}

function describeCode(code: DiscountCode): string {
  const off = code.percentOff !== null ? `${code.percentOff}% off` : `${formatUsd(code.amountOff ?? '0')} off`;
  const uses = code.maxUses === null ? `${code.usedCount} used` : `${code.usedCount} of ${code.maxUses} used`;
  const expiry = code.expiresAt ? `, until ${formatDate(code.expiresAt)}` : '';
  return `${off}, ${uses}${expiry}`;
}
