import { Landmark } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import type { PayoutAccount, PayoutAccountStatus } from '../../../../contract/creator';
import { ChangeConfirmationField, useChangeConfirmation } from '../../../components/change-confirmation-field';
import { TwoFactorCodeField, useTwoFactorCode } from '../../../components/two-factor-code-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useConnectPayoutAccount, usePayoutAccount } from '../api/payout-account';

const STATUS_LABEL: Record<PayoutAccountStatus, string> = {
  not_connected: 'Not connected',
  pending: 'Pending',
  active: 'Connected',
};

const STATUS_BADGE = { not_connected: 'secondary', pending: 'warning', active: 'success' } as const;

function describe(account: PayoutAccount): string {
  if (account.mode === 'test')
    return account.status === 'active'
      ? 'Payouts go to the built-in test payout account (test mode: no money moves).'
      : 'This marketplace runs in test mode: connect the built-in test payout account to receive the Friday payouts.';
  if (account.status === 'active') return 'Stripe can pay your account. Friday payouts go to it.';
  if (account.status === 'pending')
    return 'Your Stripe account is not ready for payouts yet: finish onboarding, or wait while Stripe checks your details.';
  return 'Connect a Stripe account to receive the Friday payouts. Stripe asks for your identity and bank details.';
}

/** `returned` is what the address says after Stripe's onboarding: back from it, or its link expired. */
export function PayoutAccountCard({ returned }: { returned: string | null }) {
  const account = usePayoutAccount();
  let body: ReactNode;
  if (account.isPending) body = <p className="text-sm text-muted-foreground">Loading your payout account...</p>;
  else if (account.isError)
    body = hasErrorCode(account.error, 'unauthorized') ? null : (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Your payout account could not be loaded. Reload the page to try again.
      </p>
    );
  else body = <AccountDetails account={account.data} returned={returned} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Landmark className="size-5 text-primary" aria-hidden="true" /> Payout account
          {account.data ? (
            <Badge variant={STATUS_BADGE[account.data.status]} data-testid="payout-account-status">
              {STATUS_LABEL[account.data.status]}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          Where your payouts are sent. Changing it asks for your password and a two-factor code, we e-mail you about it, and
          payouts pause for a few days after it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">{body}</CardContent>
    </Card>
  );
}

function AccountDetails({ account, returned }: { account: PayoutAccount; returned: string | null }) {
  return (
    <>
      <p>{describe(account)}</p>
      {account.heldUntil ? (
        <p data-testid="payout-account-held">
          <strong>Payouts are paused until {formatDateTime(account.heldUntil)}.</strong> Your payout account was connected or
          changed recently: the pause gives you time to stop a change you did not make (we e-mailed you about it).
        </p>
      ) : null}
      {returned === 'refresh' && account.status !== 'active' ? (
        <p role="status">Your Stripe onboarding link expired. Enter a new code to continue.</p>
      ) : null}
      {account.twoFactorEnrolled ? (
        <ConnectForm account={account} />
      ) : (
        <div className="space-y-2" data-testid="two-factor-needed">
          <p>
            Two-factor verification is required to change payout details. Set it up in your dashboard settings first, then come
            back to connect your payout account.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link href={paths.dashboardSettings}>Set up two-factor verification</Link>
          </Button>
        </div>
      )}
    </>
  );
}

function actionLabel(account: PayoutAccount): string {
  if (account.mode === 'test')
    return account.status === 'active' ? 'Reconnect test payout account' : 'Connect test payout account';
  if (account.status === 'not_connected') return 'Connect with Stripe';
  return account.status === 'pending' ? 'Continue Stripe onboarding' : 'Update payout details on Stripe';
}

function ConnectForm({ account }: { account: PayoutAccount }) {
  const connect = useConnectPayoutAccount();
  const codeInput = useTwoFactorCode();
  const confirmation = useChangeConfirmation(account.confirmWith);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proof = confirmation.read();
    const code = codeInput.read();
    if (!proof || !code) return;
    connect.mutate(
      { ...proof, code },
      {
        onSuccess: (answer) => {
          codeInput.setCode('');
          confirmation.setPassword('');
          // Stripe's onboarding happens on Stripe's pages, which send the creator back to this page.
          if (answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
          else toast({ title: 'Payout account connected', description: 'Payouts resume once the pause shown here is over.' });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          const message = errorMessage(error, 'The payout account could not be connected. Please try again.');
          if (hasErrorCode(error, 'invalid_credentials', 'reauthentication_required')) confirmation.setError(message);
          else codeInput.setError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-56">
          <ChangeConfirmationField id="payoutPassword" change="payout_account_change" state={confirmation} />
        </div>
        <div className="sm:w-56">
          <TwoFactorCodeField id="payoutTwoFactorCode" label="Two-factor code" state={codeInput} />
        </div>
      </div>
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending ? 'Connecting...' : actionLabel(account)}
      </Button>
    </form>
  );
}
