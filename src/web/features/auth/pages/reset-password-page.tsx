import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { passwordResetConfirmRequest } from '../../../../contract/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** The page of the e-mailed reset link: /reset-password?token=... */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const passwordError = clientError ?? serverFieldErrors(reset.error).password;
  // A field error is shown beside the field; anything else (an expired link) above the form.
  const formError =
    reset.isError && !passwordError ? errorMessage(reset.error, 'Your password could not be changed.') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The password's rule only: a link without its token is told above the form, and the server refuses it.
    const problem = fieldErrors(passwordResetConfirmRequest, { token, password }).password;
    setClientError(problem);
    if (!problem) reset.mutate({ token, password });
  };

  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password signs your account out on every device."
      onSubmit={submit}
      singleSignOn={false}
      error={token ? formError : 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.'}
      footer={
        <Link href={paths.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      {reset.isSuccess ? (
        <>
          <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
            {reset.data.message}
          </p>
          <Button asChild className="w-full">
            <Link href={paths.signIn}>Sign in</Link>
          </Button>
        </>
      ) : (
        <>
          <FormField
            id="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
            {reset.isPending ? 'Saving...' : 'Save new password'}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
