import { useState, type FormEvent } from 'react';
import { type SignInRequest, signInRequest } from '../../../../contract/auth';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { FormField } from '../../../components/form-field';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { pages } from '../../../../contract/pages';
import { readReturnTo } from '../return-to';

export default function SignInPage() {
  useDocumentTitle('Sign in');
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof SignInRequest, string>>>({});
  const errors = { ...serverFieldErrors(signIn.error), ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(signInRequest, { email, password });
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate({ email, password }, { onSuccess: () => navigate(readReturnTo()) });
  };

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your account to continue your journey."
      onSubmit={submit}
      error={signIn.isError ? errorMessage(signIn.error, 'Sign-in failed. Please try again.') : undefined}
      footer={
        <p>
          New here?{' '}
          <Link
            href={pages.signUp.href({ returnTo: readReturnTo() })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href={paths.forgotPassword} className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </AuthCard>
  );
}
