import { useProducts } from '../api/products-api';
import { ProductsSection } from './products-section';

// A short showcase: two rows on a wide screen.
const SHOWCASE_SIZE = 8;

/** The demo catalogue's newest products, for visitors who have not searched yet (the landing page). */
export function FeaturedProducts() {
  const { data, isPending, isError } = useProducts({}, SHOWCASE_SIZE);
  return (
    <ProductsSection
      title="Featured Sacred Tools"
      intro="Meditations, healing tools, templates and ebooks, each one a creator's ONE product."
      products={data}
      isPending={isPending}
      isError={isError}
      narrowed={false}
    />
  );
}
