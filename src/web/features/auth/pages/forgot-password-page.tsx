import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type PasswordResetRequest, passwordResetRequest } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof PasswordResetRequest, string>>>({});
  const errors = { ...serverFieldErrors(request.error), ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(passwordResetRequest, { email });
    setClientErrors(found);
    if (Object.keys(found).length === 0) request.mutate({ email });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      onSubmit={submit}
      singleSignOn={false}
      error={request.isError ? errorMessage(request.error, 'We could not send the link. Please try again.') : undefined}
      footer={
        <Link href={paths.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
          {request.data.message}
        </p>
      ) : (
        <>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
