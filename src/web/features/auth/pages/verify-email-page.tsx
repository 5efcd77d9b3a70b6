import { MailCheck } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';

/**
 * The page of the e-mailed verification link: /verify-email?token=... Verifying takes a click, so a
 * mail scanner that opens links does not use the token up.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail address');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const text = verify.isSuccess
    ? verify.data.message
    : verify.isError
      ? errorMessage(verify.error, 'Your address could not be confirmed.')
      : token
        ? 'Confirm that this e-mail address is yours. Creators need a confirmed address to receive payouts.'
        : 'This link is incomplete. Open the link from the e-mail again.';
  return (
    <NoticeCard
      icon={MailCheck}
      title="Confirm your e-mail address"
      actions={
        verify.isSuccess ? (
          <Button asChild>
            <Link href={paths.earnings}>Go to your earnings</Link>
          </Button>
        ) : (
          <Button onClick={() => verify.mutate(token)} disabled={!token || verify.isPending}>
            {verify.isPending ? 'Confirming...' : 'Confirm my e-mail address'}
          </Button>
        )
      }
    >
      <p role={verify.isError ? 'alert' : 'status'}>{text}</p>
    </NoticeCard>
  );
}
