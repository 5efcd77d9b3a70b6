import { UserRoundCheck } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFinishSignUp } from '../api/sign-up';
import { readReturnTo } from '../return-to';

/**
 * The page of the e-mailed sign-up link: /finish-sign-up?token=... Creating the account takes a click,
 * so a mail scanner that opens links neither uses the link up nor gets the new account's session.
 */
export default function FinishSignUpPage() {
  useDocumentTitle('Finish creating your account');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const finish = useFinishSignUp();
  const text = finish.isSuccess
    ? 'Your account is ready. Taking you in...'
    : finish.isError
      ? errorMessage(finish.error, 'Your account could not be created. Please try again.')
      : token
        ? 'Welcome! One click and your account is ready: this also confirms that the e-mail address is yours.'
        : 'This link is incomplete. Open the link from the e-mail again, or sign up again for a new one.';
  const problem = finish.isError || !token;
  return (
    <NoticeCard
      icon={UserRoundCheck}
      title="Finish creating your account"
      actions={
        problem ? (
          <>
            <Button asChild>
              <Link href={paths.signIn}>Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.signUp}>Sign up again</Link>
            </Button>
          </>
        ) : (
          <Button
            onClick={() => finish.mutate({ token }, { onSuccess: () => navigate(readReturnTo()) })}
            disabled={finish.isPending || finish.isSuccess}
          >
            {finish.isPending ? 'Creating your account...' : 'Finish creating my account'}
          </Button>
        )
      }
    >
      <p role={problem ? 'alert' : 'status'}>{text}</p>
    </NoticeCard>
  );
}
