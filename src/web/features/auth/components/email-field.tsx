import { FormField } from '../../../components/form-field';

/** The account's e-mail address, as the sign-in and forgot-password forms ask for it. */
export function EmailField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  return (
    <FormField
      id="email"
      label="E-mail"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
