import { Link } from 'wouter';
import { SHOWCASE_SIZE } from '../../../../contract/catalog-view';
import { useProducts } from '../api/get-products';
import type { CardAction } from './product-card';
import { ProductsSection } from './products-section';

/** The best-selling products, then the newest, for visitors who have not searched yet (the landing page). */
export function FeaturedProducts({ cardAction }: { cardAction?: CardAction }) {
  const { data, isPending, isError } = useProducts({ filter: 'featured' }, SHOWCASE_SIZE);
  return (
    <ProductsSection
      title="Featured Sacred Tools"
      intro="Meditations, healing tools, templates and ebooks, each one a creator's ONE product."
      products={data}
      isPending={isPending}
      isError={isError}
      narrowed={false}
      expected={SHOWCASE_SIZE}
      cardAction={cardAction}
      footer={
        <p className="mt-8 text-center">
          <Link
            href="/?filter=featured#products"
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Browse all products
          </Link>
        </p>
      }
    />
  );
}
