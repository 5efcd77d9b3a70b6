import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { FeaturedProducts } from '../../features/catalog/components/featured-products';
import { LandingPage } from '../../features/landing/landing-page';
import { addToCartOnCard } from './card-action';

/** The landing page with the catalogue's showcases in it. */
export default function LandingRoute() {
  return <LandingPage featuredProducts={<FeaturedProducts cardAction={addToCartOnCard} />} categoryGrid={<CategoryGrid />} />;
}
