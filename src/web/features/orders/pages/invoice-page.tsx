import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { IMMEDIATE_ACCESS_CONSENT } from '../../../../contract/checkout';
import { pages } from '../../../../contract/pages';
import { LoadingArea } from '../../../components/loading-area';
import { PageLoadFailed } from '../../../components/page-load-failed';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorCode } from '../../../lib/api-error';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useInvoice } from '../api/get-invoice';

const backLink = (
  <Link href={pages.orders.path} className="text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden">
    Back to orders
  </Link>
);

/** A printable invoice of one payment: the business, the buyer, each item and its creator, VAT when charged. */
export default function InvoicePage() {
  const { paymentIntentId = '' } = useParams<{ paymentIntentId: string }>();
  useDocumentTitle('Invoice');
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn();
  const invoice = useInvoice(paymentIntentId, isAuthenticated);

  if (signedOut || hasErrorCode(invoice.error, 'unauthorized')) return null;
  if (authLoading || invoice.isPending) {
    return (
      <LoadingArea label="Loading the invoice" className="mx-auto max-w-3xl px-4 py-10">
        <Skeleton className="h-96 w-full" />
      </LoadingArea>
    );
  }
  if (invoice.isError) return <PageLoadFailed what="this invoice" />;
  if (invoice.data === null) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Invoice not found</h1>
        <p className="text-muted-foreground">There is no paid order of yours with this receipt number.</p>
        {backLink}
      </div>
    );
  }
  const { issuer, buyer, items } = invoice.data;
  const withVat = invoice.data.vatTotal !== null;
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 text-sm sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {backLink}
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      <header className="flex flex-wrap justify-between gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Invoice</h1>
          <p className="mt-1 break-all text-muted-foreground">Receipt number {invoice.data.receiptNumber}</p>
          <p className="text-muted-foreground">Paid {formatDateTime(invoice.data.paidAt)}</p>
        </div>
        <section aria-label="Seller" className="text-right">
          <p className="font-semibold">{issuer.name}</p>
          {issuer.address && <p className="whitespace-pre-line">{issuer.address}</p>}
          {issuer.vatNumber && <p>VAT number {issuer.vatNumber}</p>}
        </section>
      </header>
      <section aria-label="Billed to">
        <h2 className="font-semibold">Billed to</h2>
        <p>{buyer.name}</p>
        <p>{buyer.email}</p>
      </section>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">
                Item
              </th>
              <th scope="col" className="py-2 pr-4">
                Creator
              </th>
              {withVat && (
                <th scope="col" className="py-2 pr-4 text-right">
                  VAT included
                </th>
              )}
              <th scope="col" className="py-2 text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.productId} className="border-b align-top">
                <td className="py-2 pr-4">
                  {item.title}
                  <span className="block text-xs text-muted-foreground">
                    {item.kind}
                    {item.status === 'refunded' ? ' · refunded' : ''}
                  </span>
                </td>
                <td className="py-2 pr-4">{item.creator}</td>
                {withVat && (
                  <td className="py-2 pr-4 text-right">
                    {item.vat ? `${formatUsd(item.vat.amount)} (${item.vat.ratePercent}%)` : ''}
                  </td>
                )}
                <td className="py-2 text-right">{formatUsd(item.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>Discount</dt>
        <dd className="text-right">{formatUsd(invoice.data.discount)}</dd>
        <dt className="font-semibold">Total paid (USD)</dt>
        <dd className="text-right font-semibold">{formatUsd(invoice.data.total)}</dd>
        {withVat && (
          <>
            <dt>Of which VAT</dt>
            <dd className="text-right">{formatUsd(invoice.data.vatTotal ?? '0.00')}</dd>
          </>
        )}
      </dl>
      {withVat && <p className="text-muted-foreground">Prices include VAT at the rate for each item’s kind.</p>}
      {invoice.data.immediateAccessConsentAt && (
        <p className="text-muted-foreground">
          At checkout on {formatDateTime(invoice.data.immediateAccessConsentAt)} you confirmed: “{IMMEDIATE_ACCESS_CONSENT}”
        </p>
      )}
    </article>
  );
}
