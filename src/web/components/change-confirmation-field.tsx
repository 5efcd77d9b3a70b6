import { useState } from 'react';
import { useSearch } from 'wouter';
import type { ChangeConfirmation, ChangeConfirmationMethod, ConfirmableChange } from '../../contract/auth';
import { errorMessage, hasErrorCode } from '../lib/api-error';
import { useSendConfirmationLink } from '../lib/api/send-confirmation-link';
import { FormField } from './form-field';
import { Button } from './ui/button';

/**
 * The owner's confirmation of a change a session alone must not make (two-factor enrolment, the payout
 * account): the password, or for an account without one, the e-mailed link, whose token the page's
 * address carries (`?confirm=`) once it is opened. `read` answers it, or shows what is missing.
 */
export function useChangeConfirmation(method: ChangeConfirmationMethod | undefined) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const emailToken = new URLSearchParams(useSearch()).get('confirm') ?? undefined;
  const read = (): ChangeConfirmation | undefined => {
    if (method === 'email') {
      setError(emailToken ? undefined : 'Ask for a confirmation link by e-mail, then open it.');
      return emailToken ? { emailToken } : undefined;
    }
    setError(password ? undefined : 'Enter your password');
    return password ? { password } : undefined;
  };
  return { method, password, setPassword, error, setError, emailToken, read };
}

export function ChangeConfirmationField({
  id,
  change,
  state,
}: {
  id: string;
  change: ConfirmableChange;
  state: ReturnType<typeof useChangeConfirmation>;
}) {
  const sendLink = useSendConfirmationLink();
  if (state.method === 'password')
    return (
      <FormField
        id={id}
        label="Account password"
        type="password"
        autoComplete="current-password"
        value={state.password}
        onChange={(event) => state.setPassword(event.target.value)}
        error={state.error}
      />
    );
  if (state.emailToken) return <p role="status">Confirmed by the link we e-mailed you.</p>;
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground">
        Your account signs in through single sign-on, so we confirm this by e-mail: open the link we send you in this browser.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => sendLink.mutate(change)} disabled={sendLink.isPending}>
        {sendLink.isPending ? 'Sending...' : 'E-mail me a confirmation link'}
      </Button>
      {sendLink.isSuccess ? <p role="status">{sendLink.data.message}</p> : null}
      {sendLink.isError && !hasErrorCode(sendLink.error, 'unauthorized') ? (
        <p role="alert" className="text-destructive dark:text-red-300">
          {errorMessage(sendLink.error, 'The link could not be sent. Please try again.')}
        </p>
      ) : null}
      {state.error && !sendLink.isSuccess ? <p className="text-destructive dark:text-red-300">{state.error}</p> : null}
    </div>
  );
}
