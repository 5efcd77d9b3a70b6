import { CalendarClock, DollarSign, Download, PiggyBank, Send } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { StatCards } from '../../../components/ui/stat-cards';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { formatDate, formatUsd } from '../../../lib/format';
import { hasErrorCode } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useEarnings } from '../api/get-earnings';
import { usePayouts } from '../api/get-payouts';
import { useSales } from '../api/get-sales';
import { EmailVerificationCard } from '../components/email-verification-card';
import { PayoutAccountCard } from '../components/payout-account-card';
import { PayoutHistory } from '../components/payout-history';
import { PayoutRequestCard } from '../components/payout-request-card';
import { SalesHistory } from '../components/sales-history';

export default function EarningsPage() {
  useDocumentTitle('Earnings');
  const { isAuthenticated, isLoading } = useRequireSignIn();
  if (isLoading || !isAuthenticated) return <PageLoading />;
  return <Earnings />;
}

function Earnings() {
  const earnings = useEarnings();
  const sales = useSales();
  const payouts = usePayouts();
  const returned = new URLSearchParams(useSearch()).get('payout-account');

  // A 401 is the query client's to handle (notice, then sign-in); only other failures are reported here.
  const unauthorized = hasErrorCode(earnings.error, 'unauthorized');

  const data = earnings.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Earnings</h1>
          <p className="mt-1 text-muted-foreground">What your product has earned after fees, and your payouts.</p>
        </div>
        <Button asChild variant="outline">
          <Link href={paths.dashboard}>Back to dashboard</Link>
        </Button>
      </div>

      {earnings.isError && !unauthorized ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          Your earnings could not be loaded. Reload the page to try again.
        </p>
      ) : null}

      <StatCards
        loading={earnings.isPending}
        stats={[
          {
            label: 'Total earnings',
            value: data ? formatUsd(data.totalEarnings) : 'N/A',
            icon: <DollarSign className="size-5" />,
            note: 'After platform and processing fees',
          },
          {
            label: 'Available balance',
            value: data ? formatUsd(data.availableBalance) : 'N/A',
            icon: <PiggyBank className="size-5" />,
          },
          { label: 'Total payouts', value: data ? formatUsd(data.totalPayouts) : 'N/A', icon: <Send className="size-5" /> },
          {
            label: 'Last payout',
            value: data?.lastPayoutDate ? formatDate(data.lastPayoutDate) : 'None yet',
            icon: <CalendarClock className="size-5" />,
          },
        ]}
      />

      <EmailVerificationCard />

      <PayoutAccountCard returned={returned} />

      <PayoutRequestCard earnings={data} loading={earnings.isPending} />

      <Tabs defaultValue="sales">
        <TabsList aria-label="Earnings history">
          <TabsTrigger value="sales">Sales history</TabsTrigger>
          <TabsTrigger value="payouts">Payout history</TabsTrigger>
        </TabsList>
        <TabsContent value="sales" className="space-y-3">
          <Button asChild variant="outline" size="sm">
            <a href={payoutsEndpoints.salesCsv.path} download>
              <Download aria-hidden="true" /> Download sales (CSV)
            </a>
          </Button>
          <SalesHistory sales={sales.data} loading={sales.isPending} failed={sales.isError} />
        </TabsContent>
        <TabsContent value="payouts">
          <PayoutHistory payouts={payouts.data} loading={payouts.isPending} failed={payouts.isError} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
