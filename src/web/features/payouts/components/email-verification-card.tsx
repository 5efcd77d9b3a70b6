import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useResendEmailVerification } from '../../../lib/api/resend-email-verification';
import { useAuth } from '../../../lib/auth';

/** Shown until the creator's address is verified: payouts and the payout account wait for it. */
export function EmailVerificationCard() {
  const { user } = useAuth();
  const resend = useResendEmailVerification();
  if (!user || user.emailVerified) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <div className="space-y-1 text-sm">
            <p className="font-medium">Verify your e-mail address to receive payouts</p>
            <p className="text-muted-foreground">
              Open the link we sent to {user.email}. Until then you cannot connect a payout account or ask for a payout.
            </p>
            {resend.isSuccess ? <p role="status">{resend.data.message}</p> : null}
            {resend.isError ? (
              <p role="alert" className="text-destructive dark:text-red-300">
                {errorMessage(resend.error, 'The link could not be sent. Please try again.')}
              </p>
            ) : null}
          </div>
        </div>
        <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend verification e-mail'}
        </Button>
      </CardContent>
    </Card>
  );
}
