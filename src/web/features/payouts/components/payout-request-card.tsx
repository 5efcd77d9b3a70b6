import { Banknote } from 'lucide-react';
import { MINIMUM_PAYOUT_CENTS, type CreatorEarnings } from '../../../../contract/creator';
import { priceToCents, centsToPrice } from '../../../../contract/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatUsd } from '../../../lib/format';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useRequestPayout } from '../api/request-payout';

export function PayoutRequestCard({ earnings, loading }: { earnings?: CreatorEarnings; loading: boolean }) {
  const requestPayout = useRequestPayout();
  const balanceCents = earnings ? (priceToCents(earnings.availableBalance) ?? 0) : 0;
  const shortfallCents = Math.max(0, MINIMUM_PAYOUT_CENTS - balanceCents);
  const eligible = earnings !== undefined && shortfallCents === 0;

  const request = () =>
    requestPayout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Payout Requested', description: 'Processing typically takes 3-5 business days' }),
      onError: (error) => {
        if (hasErrorCode(error, 'unauthorized')) return;
        toast({
          title: 'Payout Request Failed',
          description: errorMessage(error, 'Could not process payout request. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Banknote className="size-5 text-primary" aria-hidden="true" /> Request a payout
        </CardTitle>
        <CardDescription>
          Payouts are processed weekly on Fridays and typically take 3-5 business days to arrive. The minimum payout is{' '}
          {formatUsd(MINIMUM_PAYOUT_CENTS / 100)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" data-testid="payout-eligibility">
          {earnings === undefined
            ? loading
              ? 'Loading your balance...'
              : 'Your balance is not available right now.'
            : eligible
              ? `Your full available balance of ${formatUsd(earnings.availableBalance)} will be paid out.`
              : `You need ${formatUsd(centsToPrice(shortfallCents))} more to reach the ${formatUsd(MINIMUM_PAYOUT_CENTS / 100)} minimum payout.`}
        </p>
        <Button onClick={request} disabled={!eligible || requestPayout.isPending}>
          {requestPayout.isPending ? 'Requesting...' : 'Request Payout'}
        </Button>
      </CardContent>
      {earnings ? <BalanceNotes earnings={earnings} /> : null}
    </Card>
  );
}

/** What is not payable yet, and what is owed back, in plain words (both come from the server's ledger). */
function BalanceNotes({ earnings }: { earnings: CreatorEarnings }) {
  const pending = (priceToCents(earnings.pendingEarnings) ?? 0) > 0;
  const owed = (priceToCents(earnings.negativeBalance) ?? 0) > 0;
  const days = `${earnings.holdDays} day${earnings.holdDays === 1 ? '' : 's'}`;
  if (!pending && !owed) return null;
  return (
    <CardContent className="space-y-2 pt-0 text-sm">
      {pending ? (
        <p data-testid="pending-earnings">
          <strong>Pending earnings: {formatUsd(earnings.pendingEarnings)}.</strong> Earnings from a sale become available {days}{' '}
          after it, once the buyer's automatic refund window has closed.
        </p>
      ) : null}
      {owed ? (
        <p role="alert" data-testid="negative-balance" className="text-destructive dark:text-red-300">
          <strong>Negative balance: {formatUsd(earnings.negativeBalance)}.</strong> A buyer was refunded after this money had been
          paid out to you. It is repaid from your next sales before anything becomes available again.
        </p>
      ) : null}
    </CardContent>
  );
}
