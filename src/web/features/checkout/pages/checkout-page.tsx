import { CheckCircle2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { CartItem } from '../../../../contract/cart';
import { Link, useLocation } from 'wouter';
import { CartLinePrice } from '../../../components/price-with-terms';
import { LoadingArea } from '../../../components/loading-area';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { paths, successPath } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useCart } from '../../../lib/api/get-cart';
import { cartTotal, isFreeCart } from '../../../lib/cart-total';
import { formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useConfirmPurchase } from '../api/confirm-purchase';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { PayButton } from '../components/pay-button';
import { PreContractInformation } from '../components/pre-contract-information';
import { usePlaceFreeOrder } from '../api/place-free-order';
import { TestCardForm } from '../components/test-card-form';
import { GiftForm } from '../components/gift-form';
import type { GiftRequest } from '../../../../contract/gifts';
import type { PaymentResult } from '../payment-result';
import { PageLoadFailed } from '../../../components/page-load-failed';

// Stripe's code is fetched only when Stripe is the provider.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

/** A subscription is not lifetime access: with one in the cart, the promise says what it gives. */
function whatYouGet(subscribing: boolean) {
  return [
    'Instant download after payment',
    subscribing ? 'Lifetime access to one-time products; subscriptions while subscribed' : 'Lifetime access to your files',
    '30-day satisfaction guarantee',
    'Support whenever you need it',
  ];
}

const signInNotice = { title: 'Please sign in', description: 'You need to be signed in to checkout' };

interface CheckoutPageProps {
  /** The cart feature's "Remove" for a line (app/routes/checkout-route.tsx composes it). */
  removeButton?: (item: CartItem) => ReactNode;
  /** The cart feature's empty cart, shown when there is nothing to pay for. */
  emptyCart?: ReactNode;
  /** The cart feature's discount code box. */
  discountForm?: (items: CartItem[]) => ReactNode;
}

export default function CheckoutPage({ removeButton, emptyCart, discountForm }: CheckoutPageProps) {
  useDocumentTitle('Checkout');
  const [, navigate] = useLocation();
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn(signInNotice);
  const cart = useCart(isAuthenticated);
  const intent = useCreatePaymentIntent();
  const confirmPurchase = useConfirmPurchase();
  // The immediate-access box starts unticked; no payment session opens (and Pay stays disabled) until it is ticked.
  const [consented, setConsented] = useState(false);
  // "This is a gift": no payment opens until its details are saved; then the payment is for them.
  const [isGift, setIsGift] = useState(false);
  const [gift, setGift] = useState<GiftRequest | undefined>(undefined);
  const giftKey = isGift ? (gift ? JSON.stringify(gift) : undefined) : '';

  const freeOrder = usePlaceFreeOrder();
  // A $0 cart (a 100% code, a $0 named price) needs no card: no payment session is opened for it.
  const free = cart.data !== undefined && isFreeCart(cart.data);
  // One payment session per cart content once the buyer consents: a new one when the products or their
  // prices change, none for an empty cart.
  const cartProducts = free ? '' : (cart.data?.map((item) => `${item.productId}:${item.price}`).join(',') ?? '');
  const { mutate: startPayment } = intent;
  useEffect(() => {
    if (!cartProducts || !consented || giftKey === undefined) return;
    startPayment(giftKey ? (JSON.parse(giftKey) as GiftRequest) : undefined, {
      onError: (error) => {
        if (hasErrorCode(error, 'unauthorized')) return;
        // A refused gift is explained beside its details.
        if (giftKey) return;
        toast({
          title: 'Payment setup error',
          description: 'Failed to initialize payment. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }, [cartProducts, consented, giftKey, startPayment]);

  // The notice of a failed attempt: a later payment that succeeds takes it away, so the success page never
  // shows "Payment Failed" beside "Payment Successful".
  const failure = useRef<{ dismiss: () => void } | undefined>(undefined);
  const onResult = (result: PaymentResult) => {
    if (result.outcome === 'declined') {
      failure.current = toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' });
      return;
    }
    if (result.outcome === 'error') {
      failure.current = toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred during payment processing.',
        variant: 'destructive',
      });
      return;
    }
    failure.current?.dismiss();
    failure.current = undefined;
    confirmPurchase.mutate(
      { paymentIntentId: result.paymentIntentId },
      {
        // The success page shows the order as the server recorded it.
        onSuccess: () => navigate(successPath(result.paymentIntentId)),
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          if (hasErrorCode(error, 'payment_refunded')) {
            return toast({ title: 'Payment Refunded', description: error.serverMessage, variant: 'destructive' });
          }
          toast({
            title: 'Purchase Confirmation Failed',
            description: 'Payment was successful but there was an error confirming your purchase. Please contact support.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const getFree = () =>
    freeOrder.mutate(undefined, {
      onSuccess: (order) => navigate(successPath(order.paymentIntentId)),
      onError: (error) => {
        if (hasErrorCode(error, 'unauthorized')) return;
        toast({ title: 'Order not completed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });

  if (signedOut || hasErrorCode(cart.error, 'unauthorized')) return null;
  if (authLoading || cart.isPending) return <CheckoutSkeleton />;
  if (cart.isError) return <PageLoadFailed what="your cart" />;
  if (cart.data.length === 0) {
    return <div className="px-4 py-16">{emptyCart}</div>;
  }

  const total = cartTotal(cart.data);
  // The Pay button shows what the server will charge, not the client's own sum; nothing due today is a trial.
  const payLabel = (amount: string) =>
    Number(amount) === 0 && cart.data.some((item) => item.subscription) ? 'Start free trial' : `Pay ${formatUsd(amount)}`;
  const paymentProps = intent.data
    ? { clientSecret: intent.data.clientSecret, payLabel: payLabel(intent.data.amount), onResult }
    : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
        <Link href={paths.cart} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Back to cart
        </Link>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">Order Summary</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y" aria-label="Items">
                {cart.data.map((item) => (
                  <li key={item.id} className="flex items-start gap-4 py-3">
                    <ProductImage cover={item} alt="" sizes="64px" className="hidden w-16 shrink-0 rounded-md sm:block" />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{item.title}</p>
                      <p className="text-xs text-muted-foreground">{item.category}</p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <CartLinePrice item={item} />
                      {removeButton?.(item)}
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex justify-between border-t pt-3 text-lg font-semibold">
                <span>{cart.data.some((item) => item.subscription) ? 'Due today' : 'Total'}</span>
                <span data-testid="checkout-total">{formatUsd(total)}</span>
              </p>
              <div className="mt-4">{discountForm?.(cart.data)}</div>
            </CardContent>
          </Card>
          {free ? null : (
            <GiftForm
              isGift={isGift}
              onIsGiftChange={setIsGift}
              gift={gift}
              onGiftChange={setGift}
              oneItem={cart.data.length === 1}
              serverError={gift && intent.isError ? errorMessage(intent.error, 'This gift could not be set up.') : undefined}
            />
          )}
          <PreContractInformation items={cart.data} total={total} consented={consented} onConsentChange={setConsented} />
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">What you get</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2">
                {whatYouGet(cart.data.some((item) => item.subscription)).map((line) => (
                  <li key={line} className="flex items-center gap-2 text-sm">
                    <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <Card className="self-start">
          <CardHeader>
            <CardTitle className="text-xl">Payment Details</CardTitle>
          </CardHeader>
          <CardContent>
            {free ? (
              <div className="space-y-4 text-center">
                <p>Nothing to pay: this order is free, so no card is needed.</p>
                <Button size="lg" className="w-full" onClick={getFree} disabled={freeOrder.isPending || freeOrder.isSuccess}>
                  {freeOrder.isPending || freeOrder.isSuccess ? 'Adding to your library...' : 'Get it free'}
                </Button>
              </div>
            ) : confirmPurchase.isPending || confirmPurchase.isSuccess ? (
              <p role="status" className="py-8 text-center text-muted-foreground">
                Confirming your purchase...
              </p>
            ) : isGift && !gift ? (
              <div className="space-y-3">
                <p className="text-sm text-muted-foreground">Save the gift details to enter your card and pay.</p>
                <PayButton payLabel={payLabel(total)} processing={false} disabled />
              </div>
            ) : !consented ? (
              <div className="space-y-3">
                <p id="pay-needs-consent" className="text-sm text-muted-foreground">
                  Tick the box under “Before you pay” to enter your card and pay.
                </p>
                <PayButton payLabel={payLabel(total)} processing={false} disabled />
              </div>
            ) : !paymentProps || !intent.data ? (
              intent.isError ? (
                <div className="space-y-3 text-center">
                  <p className="text-muted-foreground">Failed to initialize payment. Please try again.</p>
                  <Button variant="outline" onClick={() => startPayment(gift)}>
                    Try again
                  </Button>
                </div>
              ) : (
                <PaymentFormSkeleton />
              )
            ) : intent.data.provider === 'stripe' && intent.data.publishableKey ? (
              <Suspense fallback={<PaymentFormSkeleton />}>
                <StripePaymentForm
                  publishableKey={intent.data.publishableKey}
                  intentKind={intent.data.intentKind}
                  {...paymentProps}
                />
              </Suspense>
            ) : (
              <TestCardForm {...paymentProps} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function PaymentFormSkeleton() {
  return (
    <LoadingArea label="Preparing payment" className="space-y-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </LoadingArea>
  );
}

function CheckoutSkeleton() {
  return (
    <LoadingArea label="Loading checkout" className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </LoadingArea>
  );
}
