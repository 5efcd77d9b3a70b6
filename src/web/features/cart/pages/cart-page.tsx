import { Link } from 'wouter';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingArea } from '../../../components/loading-area';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, productPath } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';
import { EmptyCart } from '../components/empty-cart';
import { hasErrorCode } from '../../../lib/api-error';
import { useCart } from '../../../lib/api/get-cart';
import { cartSaving, cartSubtotal, cartTotal } from '../../../lib/cart-total';
import { DiscountCodeForm } from '../components/discount-code-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { RemoveFromCartButton } from '../components/remove-from-cart-button';
import { CartLinePrice } from '../../../components/price-with-terms';

export default function CartPage() {
  useDocumentTitle('Your Cart');
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn();
  const cart = useCart(isAuthenticated);
  // A session that ended meanwhile: the query client is already sending the visitor to sign in.
  if (signedOut || hasErrorCode(cart.error, 'unauthorized')) return null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Your Cart</h1>
      {authLoading || cart.isPending ? (
        <LoadingArea label="Loading your cart" className="space-y-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </LoadingArea>
      ) : cart.isError ? (
        <p role="alert" className="text-muted-foreground">
          We could not load your cart. Please try again in a moment.
        </p>
      ) : cart.data.length === 0 ? (
        <EmptyCart headingLevel="h2" />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul className="space-y-4" aria-label="Items in your cart">
            {cart.data.map((item) => (
              <li key={item.id}>
                {/* On a phone the price and Remove go below the text, so nothing pushes the page sideways. */}
                <Card className="flex flex-wrap gap-4 overflow-hidden p-4 sm:flex-nowrap">
                  <ProductImage
                    cover={item}
                    alt=""
                    sizes="(min-width: 640px) 128px, 80px"
                    className="w-20 shrink-0 rounded-md sm:w-32"
                  />
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="text-xs font-medium text-primary">{item.category}</p>
                    <h2 className="font-semibold">
                      <Link
                        href={productPath(item.productId)}
                        className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {item.title}
                      </Link>
                    </h2>
                    <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
                    {item.problem ? (
                      <p role="alert" className="text-sm text-destructive dark:text-red-300">
                        {item.problem}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end">
                    <div className="text-right">
                      <CartLinePrice item={item} className="font-semibold" />
                    </div>
                    <RemoveFromCartButton itemId={item.id} title={item.title} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="self-start">
            <CardHeader>
              <CardTitle className="text-xl">Order Summary</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">Subtotal</dt>
                  <dd>{formatUsd(cartSubtotal(cart.data))}</dd>
                </div>
                {Number(cartSaving(cart.data)) > 0 ? (
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Discount</dt>
                    <dd data-testid="cart-saving">-{formatUsd(cartSaving(cart.data))}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between border-t pt-2 text-base font-semibold">
                  <dt>{cart.data.some((item) => item.subscription) ? 'Due today' : 'Total'}</dt>
                  <dd data-testid="cart-total">{formatUsd(cartTotal(cart.data))}</dd>
                </div>
              </dl>
              <DiscountCodeForm items={cart.data} />
              <Button asChild size="lg" className="w-full">
                <Link href={paths.checkout}>Proceed to Checkout</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
