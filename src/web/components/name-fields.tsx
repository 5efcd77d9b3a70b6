import type { ChangeEvent } from 'react';
import { FormField } from './form-field';

type NameKey = 'firstName' | 'lastName';

/** First and last name side by side: the sign-up form and the profile settings ask the same way. */
export function NameFields({
  values,
  errors,
  onChange,
}: {
  values: Record<NameKey, string>;
  errors: Partial<Record<NameKey, string>>;
  onChange: (key: NameKey) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="firstName"
        label="First name"
        autoComplete="given-name"
        value={values.firstName}
        onChange={onChange('firstName')}
        error={errors.firstName}
      />
      <FormField
        id="lastName"
        label="Last name"
        autoComplete="family-name"
        value={values.lastName}
        onChange={onChange('lastName')}
        error={errors.lastName}
      />
    </div>
  );
}
