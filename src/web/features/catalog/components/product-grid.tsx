import type { ReactNode } from 'react';
import type { Product } from '../../../../contract/catalog';
import { LoadingArea } from '../../../components/loading-area';
import { Skeleton } from '../../../components/ui/skeleton';
import { type CardAction, ProductCard } from './product-card';

// The spec's eight placeholder cards while the home grid loads.
const SKELETON_COUNT = 8;

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** `count` matches the cards expected, so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <LoadingArea label="Loading products" className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
        <div key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-1/2" />
          </div>
        </div>
      ))}
    </LoadingArea>
  );
}

/**
 * `eagerFirst`: the grid starts the page, so its first cover is the largest paint on a phone and loads at
 * once; covers of a grid below a hero load as they scroll near.
 */
export function ProductGrid({
  products,
  footer,
  headingLevel,
  eagerFirst = false,
  cardAction,
}: {
  products: Product[];
  cardAction?: CardAction;
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  return (
    <>
      <ul className={gridClass}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={headingLevel} eager={eagerFirst && index === 0} action={cardAction} />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
