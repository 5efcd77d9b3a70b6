import { useRef } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useRelatedProducts } from '../api/get-related-products';
import type { CardAction } from './product-card';
import { ProductGrid } from './product-grid';

/**
 * "More like this" under a product: other real products of its category or sharing a tag, asked for when its place
 * comes near the screen (an empty marker until then). Absent while it loads, when it fails and when there are none.
 */
export function MoreLikeThis({ productId, cardAction }: { productId: number; cardAction?: CardAction }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearScreen(marker);
  const { data: products } = useRelatedProducts(productId, near);
  if (!near) return <div ref={marker} aria-hidden="true" className="lg:col-span-2" />;
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this" className="space-y-4 lg:col-span-2">
      <h2 id="more-like-this" className="text-2xl font-bold tracking-tight">
        More like this
      </h2>
      <ProductGrid products={products} cardAction={cardAction} />
    </section>
  );
}
