import type { ComponentProps } from 'react';
import { Field, fieldAria } from './ui/field';
import { Input } from './ui/input';

export function FormField({
  id,
  label,
  error,
  hint,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input {...fieldAria(id, error, Boolean(hint) && hint !== error)} name={id} {...input} />
    </Field>
  );
}
