import { Calendar, CheckCircle2, Eye, FileDown, Pencil, ShoppingBag, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { Product } from '../../../../contract/catalog';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/api/get-cart';
import { LoadingArea } from '../../../components/loading-area';
import { NotFound } from '../../../components/not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { ReadableText } from '../../../lib/bionic';
import { formatCount, formatDate, formatMegabytes } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddToCartButton } from '../../../components/add-to-cart-button';
import { readRecordId } from '../../../../contract/id-text';
import { usePurchases } from '../../../lib/api/get-purchases';
import { useSubscriptions } from '../../../lib/api/get-subscriptions';
import { DownloadButton } from '../../../components/download-button';
import { useOthersViewing } from '../api/record-product-view';
import { useProduct } from '../api/get-product';
import { CreatorAvatar, creatorName } from '../components/creator-avatar';
import { InvestmentCard } from '../components/investment-card';
import { PriceWithTerms, productTerms } from '../../../components/price-with-terms';
import { ProductTags } from '../../../components/product-tags';
import { ProductReviews } from '../components/product-reviews';
import { RatingBadge } from '../components/rating-badge';
import { TrustBadges } from '../components/trust-badges';

// The investment comparison is worth showing only for larger purchases (the spec: price above 50).
const INVESTMENT_THRESHOLD = 50;
// One other viewer is not "people viewing"; below two the line says nothing useful.
const MIN_OTHERS_SHOWN = 2;

export default function ProductDetailPage() {
  const id = readRecordId(useParams<{ id: string }>().id);
  const { data: product, isPending, isError } = useProduct(id);
  const othersViewing = useOthersViewing(product ? id : undefined);
  useDocumentTitle(product?.title ?? 'Product');

  if (id === undefined || product === null)
    return <NotFound title="Product Not Found">The product you're looking for doesn't exist.</NotFound>;
  if (isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-muted-foreground">
        We could not load this product. Please try again in a moment.
      </p>
    );
  }
  if (isPending) return <ProductDetailSkeleton />;

  return (
    // On a phone the price card follows the description rather than every section below it.
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <ProductImage
          cover={product}
          alt={product.title}
          sizes="(min-width: 1152px) 800px, (min-width: 1024px) 66vw, 100vw"
          eager
          className="rounded-xl border"
        />
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium text-primary">{product.category.name}</span>
            <ProductTags tags={product.tags} />
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{product.title}</h1>
          {othersViewing >= MIN_OTHERS_SHOWN && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="others-viewing">
              <Eye className="size-4" aria-hidden="true" />
              {othersViewing} other people are viewing this right now
            </p>
          )}
          <p className="whitespace-pre-line text-lg leading-relaxed text-muted-foreground">
            <ReadableText>{product.description}</ReadableText>
          </p>
        </div>
      </div>
      <PriceCard product={product} />
      <div className="space-y-6">
        <Card>
          <CardContent className="flex items-center gap-4 pt-6">
            <CreatorAvatar creator={product.creator} className="size-14 text-base" />
            <div>
              <p className="text-xs uppercase tracking-wide text-muted-foreground">Created by</p>
              <h2 className="text-lg font-semibold">{creatorName(product.creator)}</h2>
              <p className="text-sm text-muted-foreground">Focused on this ONE sacred product</p>
            </div>
          </CardContent>
        </Card>
        <TrustBadges subscription={product.isSubscription} />
        {/* "Yours for life" is untrue of a subscription. */}
        {!product.isSubscription && Number.parseFloat(product.price) > INVESTMENT_THRESHOLD && (
          <InvestmentCard price={product.price} />
        )}
      </div>
      <ProductReviews productId={product.id} />
    </div>
  );
}

// Full width, and its words may wrap: at 320 px "Add to Sacred Collection" is wider than the card.
const PRICE_CARD_BUTTON = 'h-auto min-h-11 w-full whitespace-normal px-4 py-2';

function PriceCard({ product }: { product: Product }) {
  return (
    <aside
      aria-label="Price and purchase"
      className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      <Card>
        <CardContent className="space-y-5 pt-6">
          <div className="flex items-baseline justify-between">
            <PriceWithTerms price={product.price} terms={productTerms(product)} className="text-4xl font-extrabold" />
            <RatingBadge averageRating={product.averageRating} reviewCount={product.reviewCount} />
          </div>
          <PurchaseActions product={product} />
          <dl className="space-y-2 border-t pt-4 text-sm">
            <Fact icon={<ShoppingBag />} term="Sales" value={formatCount(product.salesCount)} />
            <Fact icon={<FileDown />} term="File size" value={formatMegabytes(product.fileSize)} />
            <Fact icon={<Calendar />} term="Published" value={formatDate(product.createdAt)} />
          </dl>
        </CardContent>
      </Card>
    </aside>
  );
}

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

function PurchaseActions({ product }: { product: Product }) {
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

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2 [&_svg]:size-4 [&_svg]:text-muted-foreground">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <LoadingArea label="Loading product" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </LoadingArea>
  );
}
