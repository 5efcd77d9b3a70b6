import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PASSWORD_RULE_MESSAGE, signUpRequest, type SignUpRequest } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { forgetReferralCode, readReferralCode } from '../../../lib/referral-code';
import { forgetWantedProduct, readWantedProduct } from '../../../lib/wanted-product';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { FormField } from '../../../components/form-field';
import { NameFields } from '../../../components/name-fields';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { pages } from '../../../../contract/pages';
import { readReturnTo } from '../return-to';
import { readTrafficSource } from '../../../lib/traffic-source';
import { DIRECT_SOURCE } from '../../../../contract/source-tag';

type Fields = Record<Exclude<keyof SignUpRequest, 'referralCode' | 'returnTo' | 'cartProductId' | 'cartSource'>, string>;

export default function SignUpPage() {
  const signUp = useSignUp();
  useDocumentTitle(signUp.isSuccess ? 'Check your e-mail' : 'Create your account');
  // Focus follows the screen: to the notice once sent, back to the address to use another one.
  const sentNotice = useRef<HTMLParagraphElement>(null);
  const [askedForAnotherAddress, setAskedForAnotherAddress] = useState(false);
  useEffect(() => {
    if (signUp.isSuccess) sentNotice.current?.focus();
    else if (askedForAnotherAddress) document.getElementById('email')?.focus();
  }, [signUp.isSuccess, askedForAnotherAddress]);
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
      {
        ...signUpRequest.parse(values),
        referralCode: readReferralCode(),
        returnTo: readReturnTo(),
        cartProductId: readWantedProduct(),
        cartSource: readTrafficSource() ?? DIRECT_SOURCE,
      },
      // The pending sign-up keeps the code and the wanted product until its link is used.
      {
        onSuccess: () => {
          forgetReferralCode();
          forgetWantedProduct();
        },
      },
    );
  };

  const chooseAnotherAddress = () => {
    signUp.reset();
    setValues((v) => ({ ...v, email: '' }));
    setAskedForAnotherAddress(true);
  };

  const signInLink = (
    <p>
      Already have an account?{' '}
      <Link
        href={pages.signIn.href({ returnTo: readReturnTo() })}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Sign in
      </Link>
    </p>
  );

  if (signUp.isSuccess) {
    return (
      <AuthCard
        title="Check your e-mail"
        description="One more step before you can sign in."
        onSubmit={(event) => event.preventDefault()}
        error={undefined}
        singleSignOn={false}
        footer={signInLink}
      >
        <p ref={sentNotice} tabIndex={-1} role="status" className="rounded-md border bg-muted px-3 py-2 text-sm outline-none">
          {signUp.data.message}
        </p>
        <p className="text-sm">
          We sent it to <strong className="break-all">{values.email.trim().toLowerCase()}</strong>. If it does not arrive in a few
          minutes, check your spam folder.
        </p>
        <Button type="button" variant="outline" className="w-full" onClick={chooseAnotherAddress}>
          Use another e-mail address
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Join the community of seekers and creators. You must be 16 or older."
      onSubmit={submit}
      error={signUp.isError ? errorMessage(signUp.error, 'Sign-up failed. Please try again.') : undefined}
      footer={signInLink}
    >
      <NameFields values={values} errors={errors} onChange={set} />
      <EmailField value={values.email} onChange={(email) => setValues((v) => ({ ...v, email }))} error={errors.email} />
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
        {signUp.isPending ? 'Sending...' : 'Create account'}
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
