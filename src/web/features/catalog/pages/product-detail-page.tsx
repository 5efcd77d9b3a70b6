import { Calendar, Eye, FileDown, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { Product } from '../../../../contract/catalog';
import { ProductImage } from '../../../components/product-image';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadingArea } from '../../../components/loading-area';
import { NotFound } from '../../../components/not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { ReadableText } from '../../../lib/bionic';
import { formatCount, formatDate, formatMegabytes } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readRecordId } from '../../../../contract/id-text';
import { useOthersViewing } from '../api/record-product-view';
import { useCountVisit } from '../api/record-visit';
import { useProduct } from '../api/get-product';
import { CreatorAvatar, CreatorLink } from '../components/creator-avatar';
import { InvestmentCard } from '../components/investment-card';
import { MoreLikeThis } from '../components/more-like-this';
import type { CardAction } from '../components/product-card';
import { PriceWithTerms, productTerms } from '../../../components/price-with-terms';
import { ProductTags } from '../../../components/product-tags';
import { ProductPreview } from '../components/product-preview';
import { RatingBadge } from '../components/rating-badge';
import { TrustBadges } from '../components/trust-badges';
import { PageLoadFailed } from '../../../components/page-load-failed';

// The investment comparison is worth showing only for larger purchases (the spec: price above 50).
const INVESTMENT_THRESHOLD = 50;
// One other viewer is not "people viewing"; below two the line says nothing useful.
const MIN_OTHERS_SHOWN = 2;

interface ProductDetailPageProps {
  /** What the visitor can do with the product (buy, download...), shown in the price card (app/routes/product-route.tsx). */
  purchaseActions?: (product: Product) => ReactNode;
  /** The reviews section under the product. */
  reviews?: (product: Product) => ReactNode;
  /** What the cards of "More like this" offer beside their price (the cart's add button). */
  cardAction?: CardAction;
  /** Where card details go in this shop's payment mode, for the "Secure Checkout" badge (the checkout's). */
  secureCheckout?: ReactNode;
}

export default function ProductDetailPage({ purchaseActions, reviews, cardAction, secureCheckout }: ProductDetailPageProps) {
  const id = readRecordId(useParams<{ id: string }>().id);
  const { data: product, isPending, isError } = useProduct(id);
  const othersViewing = useOthersViewing(product ? id : undefined);
  useCountVisit(product ? id : undefined);
  useDocumentTitle(product?.title ?? 'Product');

  if (id === undefined || product === null)
    return <NotFound title="Product Not Found">The product you're looking for doesn't exist.</NotFound>;
  if (isError) return <PageLoadFailed what="this product" />;
  if (isPending) return <ProductDetailSkeleton />;

  return (
    // The page opens on the title, the price and Add: on a phone the price card follows the title; on a wider
    // screen it stands beside the title and the cover, the cover and description below the title.
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
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
      </div>
      <PriceCard product={product} actions={purchaseActions?.(product)} />
      <div className="space-y-6 lg:col-start-1">
        <ProductImage
          cover={product}
          alt={product.title}
          sizes="(min-width: 1152px) 800px, (min-width: 1024px) 66vw, 100vw"
          eager
          className="rounded-xl border"
        />
        <p className="whitespace-pre-line text-lg leading-relaxed text-muted-foreground">
          <ReadableText>{product.description}</ReadableText>
        </p>
      </div>
      <div className="space-y-6 lg:col-start-1">
        <Card>
          <CardContent className="flex items-center gap-4 pt-6">
            <CreatorAvatar creator={product.creator} className="size-14 text-base" />
            <div>
              <p className="text-xs uppercase tracking-wide text-muted-foreground">Created by</p>
              <h2 className="text-lg font-semibold">
                <CreatorLink creator={product.creator} />
              </h2>
              <p className="text-sm text-muted-foreground">Focused on this ONE sacred product</p>
            </div>
          </CardContent>
        </Card>
        <TrustBadges subscription={product.isSubscription} secureCheckout={secureCheckout} />
        {/* "Yours for life" is untrue of a subscription. */}
        {!product.isSubscription && Number.parseFloat(product.price) > INVESTMENT_THRESHOLD && (
          <InvestmentCard price={product.price} />
        )}
      </div>
      {reviews?.(product)}
      <MoreLikeThis productId={product.id} cardAction={cardAction} />
    </div>
  );
}

function PriceCard({ product, actions }: { product: Product; actions: ReactNode }) {
  return (
    <aside
      aria-label="Price and purchase"
      className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
    >
      <Card>
        <CardContent className="space-y-5 pt-6">
          <div className="flex items-baseline justify-between" data-testid="product-price">
            <PriceWithTerms price={product.price} terms={productTerms(product)} className="text-4xl font-extrabold" />
            <RatingBadge averageRating={product.averageRating} reviewCount={product.reviewCount} />
          </div>
          {actions}
          <ProductPreview product={product} />
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
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </LoadingArea>
  );
}
