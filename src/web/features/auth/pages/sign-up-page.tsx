import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { PASSWORD_RULE_MESSAGE, signUpRequest, type SignUpRequest } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { forgetReferralCode, readReferralCode } from '../../../lib/referral-code';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../../../components/form-field';
import { NameFields } from '../../../components/name-fields';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { readReturnTo, returnToQuery } from '../return-to';

type Fields = Record<Exclude<keyof SignUpRequest, 'referralCode'>, string>;

export default function SignUpPage() {
  useDocumentTitle('Create your account');
  const [, navigate] = useLocation();
  const signUp = useSignUp();
  const [values, setValues] = useState<Fields>({ firstName: '', lastName: '', email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<Partial<Fields>>({});
  const errors: Partial<Fields> = { ...serverFieldErrors(signUp.error), ...clientErrors };
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(signUpRequest, values);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signUp.mutate(
      { ...signUpRequest.parse(values), referralCode: readReferralCode() },
      {
        onSuccess: () => {
          forgetReferralCode();
          navigate(readReturnTo());
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create your account"
      description="Join the community of seekers and creators. You must be 16 or older."
      onSubmit={submit}
      error={signUp.isError ? errorMessage(signUp.error, 'Sign-up failed. Please try again.') : undefined}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            href={`${paths.signIn}${returnToQuery()}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <NameFields values={values} errors={errors} onChange={set} />
      <FormField
        id="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={PASSWORD_RULE_MESSAGE}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-xs text-muted-foreground">
        By creating an account you agree to our{' '}
        <Link href={paths.termsOfService} className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href={paths.privacyPolicy} className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
