import { CheckCircle2, Pencil, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { usePurchases } from '../../features/purchases/api/get-purchases';
import { useSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { useCart } from '../../lib/api/get-cart';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';

// The product page's price card: what the visitor can do with the product, from the cart, their purchases and
// their subscriptions (three features, so composed here rather than in the catalogue).

// Full width, and its words may wrap: at 320 px "Add to Sacred Collection" is wider than the card.
const PRICE_CARD_BUTTON = 'h-auto min-h-11 w-full whitespace-normal px-4 py-2';

/** What this visitor can do with the product: their own, already theirs, waiting in the cart, or for sale. */
type ProductRelation = 'own' | 'owned' | 'in-cart' | 'for-sale';

/**
 * The visitor's relation to the product. The session is part of the drawn page, so "own" is drawn by the
 * server too; "owned" and "in cart" appear once hydration is over, even when purchases or cart came sooner.
 */
function useProductRelation(product: Product): { relation: ProductRelation; settled: boolean } {
  const { user, isAuthenticated } = useAuth();
  const purchases = usePurchases(isAuthenticated);
  const subscriptions = useSubscriptions(isAuthenticated && product.isSubscription);
  const cart = useCart(isAuthenticated);
  const hydrated = useHydrated();
  if (user?.id === product.creator.id) return { relation: 'own', settled: true };
  // What the server drew: it knew the session but not the purchases or the cart.
  if (!hydrated) return { relation: 'for-sale', settled: !isAuthenticated };
  if (purchases.data?.some((purchase) => purchase.product.id === product.id)) return { relation: 'owned', settled: true };
  if (subscriptions.data?.some((held) => held.product.id === product.id && held.hasAccess)) {
    return { relation: 'owned', settled: true };
  }
  if (cart.data?.some((item) => item.productId === product.id)) return { relation: 'in-cart', settled: true };
  const settled =
    !isAuthenticated || (!purchases.isPending && !cart.isPending && (!product.isSubscription || !subscriptions.isPending));
  return { relation: 'for-sale', settled };
}

export function PurchaseActions({ product }: { product: Product }) {
  const { relation, settled } = useProductRelation(product);
  if (relation === 'own') {
    return (
      <StateNote icon={<UserRound />} title="This is your product" testId="product-state">
        <DownloadButton productId={product.id} fileName={product.fileName} size="lg" className={PRICE_CARD_BUTTON} />
        <Button asChild variant="outline" size="lg" className={PRICE_CARD_BUTTON}>
          <Link href={paths.dashboard}>
            <Pencil aria-hidden="true" />
            Edit in your dashboard
          </Link>
        </Button>
      </StateNote>
    );
  }
  if (relation === 'owned') {
    return (
      <StateNote icon={<CheckCircle2 />} title="In your Sacred Collection" testId="product-state">
        <DownloadButton productId={product.id} fileName={product.fileName} size="lg" className={PRICE_CARD_BUTTON} />
        <Button asChild variant="link" className="w-full">
          <Link href={paths.purchases}>See your collection</Link>
        </Button>
      </StateNote>
    );
  }
  if (relation === 'in-cart') {
    return (
      <StateNote icon={<ShoppingCart />} title="In cart" testId="product-state">
        <Button asChild size="lg" className={PRICE_CARD_BUTTON}>
          <Link href={paths.checkout}>Go to checkout</Link>
        </Button>
      </StateNote>
    );
  }
  return (
    <div className="space-y-2">
      {/* Until the visitor's purchases and cart are known, adding could only meet "already owned". */}
      <AddToCartButton product={product} place="page" size="lg" className={PRICE_CARD_BUTTON} disabled={!settled} />
      <DownloadButton
        productId={product.id}
        fileName={product.fileName}
        variant="outline"
        size="lg"
        className={PRICE_CARD_BUTTON}
        disabled
        aria-describedby="download-note"
      >
        Download (if purchased)
      </DownloadButton>
      <p id="download-note" className="text-center text-xs text-muted-foreground">
        Download becomes available once you own this product.
      </p>
    </div>
  );
}

function StateNote({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <p className="flex items-center justify-center gap-2 text-sm font-medium text-primary [&_svg]:size-4" data-testid={testId}>
        <span aria-hidden="true">{icon}</span>
        {title}
      </p>
      {children}
    </div>
  );
}
