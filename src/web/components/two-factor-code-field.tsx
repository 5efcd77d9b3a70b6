import { useState } from 'react';
import { twoFactorCode } from '../../contract/auth';
import { FormField } from './form-field';

/** The state of a two-factor code input; `read` answers the code if the contract's rule accepts it, else shows why. */
export function useTwoFactorCode() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const read = () => {
    const parsed = twoFactorCode.safeParse(code);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : undefined;
  };
  return { code, setCode, error, setError, read };
}

export function TwoFactorCodeField({
  id,
  label,
  state,
}: {
  id: string;
  label: string;
  state: ReturnType<typeof useTwoFactorCode>;
}) {
  return (
    <FormField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={state.code}
      onChange={(event) => state.setCode(event.target.value)}
      error={state.error}
    />
  );
}
