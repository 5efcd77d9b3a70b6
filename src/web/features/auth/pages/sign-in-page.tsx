import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { readReturnTo, returnToQuery } from '../return-to';

export default function SignInPage() {
  useDocumentTitle('Sign in');
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
            href={`${paths.signUp}${returnToQuery()}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <FormField
        id="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </AuthCard>
  );
}
