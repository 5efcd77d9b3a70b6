import { CheckCircle2, Clock, ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { Order } from '../../../../contract/checkout';
import { DownloadButton } from '../../../components/download-button';
import { LoadingArea } from '../../../components/loading-area';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { pages } from '../../../../contract/pages';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-error';
import { formatDate, formatMegabytes, formatPricePer, formatUsd, trialLabel } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useConfirmPurchase } from '../api/confirm-purchase';
import { useOrder } from '../api/get-order';

// A cart some older clients kept in the browser; the server holds the real cart, so this is only tidied away.
const LOCAL_CART_KEY = 'cart';

/**
 * After paying: the checkout sends `?payment_intent=`; Stripe, after an extra step such as 3-D Secure,
 * returns with `payment_intent` (or `setup_intent`, for a subscription's free trial) and `redirect_status`. The page claims a payment only when the server
 * shows the signed-in buyer's recorded order for it.
 */
export default function SuccessPage() {
  const params = new URLSearchParams(useSearch());
  const paymentIntentId = params.get('payment_intent') ?? params.get('setup_intent');
  const redirectStatus = params.get('redirect_status');
  useEffect(() => {
    try {
      window.localStorage.removeItem(LOCAL_CART_KEY);
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }, []);

  if (!paymentIntentId) return <NoOrder />;
  if (redirectStatus === 'processing') return <PaymentProcessing />;
  if (redirectStatus !== null && redirectStatus !== 'succeeded') return <PaymentNotCompleted />;
  // Back from Stripe's extra step, the payment has not been recorded here yet: confirm it first.
  return <PaidOrder paymentIntentId={paymentIntentId} confirmFirst={redirectStatus === 'succeeded'} />;
}

function PaidOrder({ paymentIntentId, confirmFirst }: { paymentIntentId: string; confirmFirst: boolean }) {
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn();
  const confirm = useConfirmPurchase();
  const { mutate: confirmPayment } = confirm;
  useEffect(() => {
    if (confirmFirst && isAuthenticated) confirmPayment({ paymentIntentId });
  }, [confirmFirst, isAuthenticated, confirmPayment, paymentIntentId]);
  const order = useOrder(paymentIntentId, isAuthenticated && (!confirmFirst || confirm.isSuccess));

  if (signedOut) return null;
  if (confirm.isError) {
    if (hasErrorCode(confirm.error, 'unauthorized')) return null;
    if (hasErrorCode(confirm.error, 'payment_refunded')) {
      return (
        <NoticeCard icon={ReceiptText} title="Payment refunded" actions={<HomeButton />}>
          {confirm.error.serverMessage}
        </NoticeCard>
      );
    }
    return <NoOrder />;
  }
  if (authLoading || order.isPending) return <OrderSkeleton />;
  if (order.isError || order.data === null) return <NoOrder />;
  return <OrderReceipt order={order.data} />;
}

function OrderReceipt({ order }: { order: Order }) {
  useDocumentTitle('Payment successful');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">Payment Successful</h1>
        <p className="text-muted-foreground">
          {order.items.every((item) => item.gift)
            ? 'Thank you for your gift. Its recipient claims it from the e-mail we send them.'
            : 'Thank you for your purchase. You can now download your products.'}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Your order</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">Receipt number</dt>
            <dd className="break-all font-mono" data-testid="receipt-number">
              {order.receiptNumber}
            </dd>
            <dt className="text-muted-foreground">Paid on</dt>
            <dd>{formatDate(order.paidAt)}</dd>
          </dl>
          <ul className="divide-y border-y" aria-label="Items">
            {order.items.map((item) => (
              <li key={item.productId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{item.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {item.subscription && item.subscription.trialDays > 0
                      ? `${trialLabel(item.subscription.trialDays)}, nothing charged today`
                      : formatPricePer(item.price, item.subscription?.interval)}{' '}
                    · {formatMegabytes(item.fileSize)}
                  </p>
                  {item.discount ? (
                    <p className="text-sm">
                      Code <strong>{item.discount.code}</strong> saved you {formatUsd(item.discount.saving)}
                    </p>
                  ) : null}
                </div>
                {item.gift ? (
                  <p className="text-sm text-muted-foreground">
                    Gift for <span className="break-all">{item.gift.recipientEmail}</span>:{' '}
                    {item.gift.deliverOn
                      ? `we e-mail them a claim link on ${item.gift.deliverOn}`
                      : 'we e-mailed them a claim link'}
                    {item.status === 'refunded' ? ' (refunded)' : ''}
                  </p>
                ) : item.status === 'active' ? (
                  <DownloadButton
                    productId={item.productId}
                    fileName={item.fileName}
                    size="sm"
                    aria-label={`Download ${item.title}`}
                  />
                ) : (
                  <span className="text-sm text-muted-foreground">Refunded</span>
                )}
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-lg font-semibold">
            <span>Total paid</span>
            <span data-testid="order-total">{formatUsd(order.total)}</span>
          </p>
          <Link
            href={pages.invoice.href({ paymentIntentId: order.receiptNumber })}
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View invoice
          </Link>
        </CardContent>
      </Card>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <CollectionAndHome />
      </div>
    </div>
  );
}

function CollectionAndHome() {
  return (
    <>
      <Button asChild>
        <Link href={paths.purchases}>Your Sacred Collection</Link>
      </Button>
      <HomeButton />
    </>
  );
}

function HomeButton() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.home}>Back to Home</Link>
    </Button>
  );
}

/** No recorded order of this account to show: say nothing about a payment. */
function NoOrder() {
  useDocumentTitle('Order');
  return (
    <NoticeCard icon={ReceiptText} title="No order to show" actions={<CollectionAndHome />}>
      There is no paid order of yours at this address. Everything you have bought is in your collection.
    </NoticeCard>
  );
}

function PaymentProcessing() {
  useDocumentTitle('Payment processing');
  return (
    <NoticeCard icon={Clock} title="Payment processing" actions={<CollectionAndHome />}>
      Your bank has not confirmed the payment yet. Your products appear in your collection as soon as it does.
    </NoticeCard>
  );
}

function PaymentNotCompleted() {
  useDocumentTitle('Payment not completed');
  return (
    <NoticeCard
      icon={ReceiptText}
      title="Payment not completed"
      actions={
        <>
          <Button asChild>
            <Link href={paths.checkout}>Back to checkout</Link>
          </Button>
          <HomeButton />
        </>
      }
    >
      The payment was not completed and you have not been charged. Your cart is waiting for you.
    </NoticeCard>
  );
}

function OrderSkeleton() {
  return (
    <LoadingArea label="Loading your order" className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <Skeleton className="h-96 w-full rounded-xl" />
    </LoadingArea>
  );
}
