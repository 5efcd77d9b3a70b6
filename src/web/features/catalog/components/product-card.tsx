import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../../contract/catalog';
import { ProductImage } from '../../../components/product-image';
import { productPath } from '../../../config/paths';
import { ReadableText } from '../../../lib/bionic';
import { formatCount } from '../../../lib/format';
import { PriceWithTerms, productTerms } from '../../../components/price-with-terms';
import { CreatorAvatar, CreatorLink } from './creator-avatar';
import { ProductTags } from '../../../components/product-tags';
import { RatingBadge } from './rating-badge';

/**
 * What a product card offers beside its price, given by whoever composes the catalogue. It must sit above the
 * card-wide link (`relative z-10`) to take its own clicks.
 */
export type CardAction = (product: Product) => ReactNode;

/**
 * A product in a grid. The title's link covers the whole card, so a click anywhere opens the product.
 * `headingLevel` follows the heading above the grid (an h1 on a results page, an h2 elsewhere).
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  action,
}: {
  product: Product;
  /** What the card offers beside its price (the cart's add button, composed in app/routes). */
  action?: CardAction;
  headingLevel?: 2 | 3;
  /** The cover is in the first screenful: it loads at once, first among images. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-ring">
      <ProductImage cover={product} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ProductTags tags={product.tags} />
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={productPath(product.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          <ReadableText>{product.description}</ReadableText>
        </p>
        <div className="flex items-center gap-2 text-sm">
          <CreatorAvatar creator={product.creator} className="size-7" />
          <CreatorLink creator={product.creator} className="relative z-10 truncate" />
        </div>
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <RatingBadge averageRating={product.averageRating} reviewCount={product.reviewCount} />
          <span>{formatCount(product.salesCount)} sales</span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <PriceWithTerms price={product.price} terms={productTerms(product)} className="text-xl font-bold" />
          {action?.(product)}
        </div>
      </div>
    </article>
  );
}
