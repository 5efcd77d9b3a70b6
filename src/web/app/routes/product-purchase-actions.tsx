import { CheckCircle2, Pencil, ShoppingCart, UserRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useShownRelation } from './product-relation';

// The product page's price card: what the visitor can do with the product (product-relation.ts).

// Only pay-what-you-want products name a price: other product pages do not load its field.
const NamedPriceAdd = lazy(() => import('../../features/cart/components/named-price-add'));

// Full width, and its words may wrap: at 320 px "Add to Sacred Collection" is wider than the card.
const PRICE_CARD_BUTTON = 'h-auto min-h-11 w-full whitespace-normal px-4 py-2';

export function PurchaseActions({ product }: { product: Product }) {
  const { relation, settled, onBusyChange } = useShownRelation(product);
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
  const addProps = {
    place: 'page',
    size: 'lg',
    className: PRICE_CARD_BUTTON,
    disabled: !settled,
    onBusyChange,
  } as const;
  return (
    <div className="space-y-2">
      {/* Until the visitor's purchases and cart are known, adding could only meet "already owned". */}
      {product.payWhatYouWant ? (
        <Suspense fallback={null}>
          <NamedPriceAdd product={{ ...product, payWhatYouWant: product.payWhatYouWant }} {...addProps} />
        </Suspense>
      ) : (
        <AddToCartButton product={product} {...addProps} />
      )}
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
