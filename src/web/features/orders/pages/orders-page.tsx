import type { GiftSummary } from '../../../../contract/gifts';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { pages } from '../../../../contract/pages';
import { LoadingArea } from '../../../components/loading-area';
import { PageLoadFailed } from '../../../components/page-load-failed';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-error';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useOrders } from '../api/get-orders';

/** Every payment the buyer made, as the server recorded it, each with its printable invoice. */
export default function OrdersPage() {
  useDocumentTitle('Orders');
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn();
  const orders = useOrders(isAuthenticated);

  if (signedOut || hasErrorCode(orders.error, 'unauthorized')) return null;
  if (authLoading || orders.isPending) {
    return (
      <LoadingArea label="Loading your orders" className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </LoadingArea>
    );
  }
  if (orders.isError) return <PageLoadFailed what="your orders" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Orders</h1>
      {orders.data.length === 0 ? (
        <p className="text-muted-foreground">
          You have no orders yet.{' '}
          <Link href={paths.discover} className="font-medium text-primary underline-offset-4 hover:underline">
            Discover products
          </Link>
        </p>
      ) : (
        <ol className="space-y-6" aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order.receiptNumber}>
              <Card>
                <CardHeader>
                  <CardTitle className="flex flex-wrap items-baseline justify-between gap-2 text-lg">
                    <span>{formatDateTime(order.paidAt)}</span>
                    <span>{formatUsd(order.total)}</span>
                  </CardTitle>
                  <p className="break-all text-xs text-muted-foreground">Receipt number {order.receiptNumber}</p>
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <ul className="divide-y" aria-label="Items">
                    {order.items.map((item) => (
                      <li key={item.productId} className="flex justify-between gap-4 py-2">
                        <span className="min-w-0">
                          {item.title}
                          {item.status === 'refunded' && (
                            <Badge variant="secondary" className="ml-2">
                              Refunded
                            </Badge>
                          )}
                          {item.gift ? <GiftLine gift={item.gift} /> : null}
                        </span>
                        <span>{formatUsd(item.price)}</span>
                      </li>
                    ))}
                  </ul>
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 border-t pt-2">
                    <dt>Discount</dt>
                    <dd className="text-right">{formatUsd(order.discount)}</dd>
                    <dt className="font-semibold">Total paid</dt>
                    <dd className="text-right font-semibold">{formatUsd(order.total)}</dd>
                  </dl>
                  <Link
                    href={pages.invoice.href({ paymentIntentId: order.receiptNumber })}
                    className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    Invoice<span className="sr-only"> for the order of {formatDateTime(order.paidAt)}</span>
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A gift line (docs/decisions/058): for whom, when it is e-mailed, and whether it was claimed. */
function GiftLine({ gift }: { gift: GiftSummary }) {
  return (
    <span className="mt-1 block text-xs text-muted-foreground">
      Gift for <span className="break-all">{gift.recipientEmail}</span>
      {gift.deliverOn ? `, delivery date ${gift.deliverOn}` : ''} ·{' '}
      <span className="font-medium text-foreground">{gift.claimed ? 'Claimed' : 'Not claimed yet'}</span>
    </span>
  );
}
