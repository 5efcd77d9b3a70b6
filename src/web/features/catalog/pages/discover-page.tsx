import type { ReactNode } from 'react';
import type { Product } from '../../../../contract/catalog';
import { useCategories } from '../../../lib/api/get-categories';
import { HeroPill } from '../../../components/hero-pill';
import { Link, useLocation, useSearch } from 'wouter';
import { StatsStrip } from '../../../components/stats-strip';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProductPages } from '../api/get-products';
import { CategoryGrid } from '../components/category-grid';
import { HomeSearch } from '../components/home-search';
import type { CardAction } from '../components/product-card';
import { ProductsSection } from '../components/products-section';
import { ResultsHeader } from '../components/results-header';
import { SocialProofPopup } from '../components/social-proof-popup';
import {
  DISCOVER_PAGE_SIZE,
  discoverFilters,
  isNarrowed,
  type ProductFilters,
  readProductFilters,
} from '../../../../contract/catalog-view';
import { SellActions } from '../../../components/sell-actions';
import { onlyStopWords } from '../../../../contract/search-words';

function resultsTitle(filters: ProductFilters, categoryName: string | undefined): string {
  const where = categoryName ? ` in ${categoryName}` : '';
  if (filters.search) return `Results for "${filters.search}"${where}`;
  if (filters.filter === 'under-20') return `Under $20${where}`;
  if (categoryName) return categoryName;
  return 'Featured Sacred Tools';
}

// Search leaves out words such as "the" and "and" (decision 044): a search of nothing else finds nothing, and says so.
const stopWordsMessage = {
  title: 'Try a more specific word',
  text: 'Search leaves out common words such as "the" and "and". Search for what a product is about, such as a practice or a topic.',
};

// "Loved by buyers" only once buyers have bought something here.
const featuredIntro = (products: Product[] | undefined) =>
  products?.some((product) => product.salesCount > 0)
    ? 'Loved by buyers and newly shared by our creators.'
    : 'Newly shared by our creators.';

/**
 * The discovery home: search, the featured or search-results grid, and the categories. `forYou` (other features'
 * cards for the signed-in visitor, passed in by the route) shows under the hero; `cardAction` is what each card offers.
 */
export default function DiscoverPage({ forYou, cardAction }: { forYou?: ReactNode; cardAction?: CardAction }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  const filters = readProductFilters(search);
  const { data: categories } = useCategories();
  const category = categories?.find((candidate) => candidate.id === filters.category);
  const categoryName = category?.name;
  const narrowed = isNarrowed(filters);
  const pages = useProductPages(discoverFilters(filters), DISCOVER_PAGE_SIZE);
  const products = pages.data?.pages.flat();
  useDocumentTitle(filters.search ? `Search: ${filters.search}` : 'Discover');

  const searchFor = (text: string) => {
    const params = new URLSearchParams({ search: text });
    if (filters.category) params.set('category', String(filters.category));
    navigate(`/?${params}#products`);
  };

  return (
    <>
      {/* Search and category results start at once: no hero, second search box or figures above them. */}
      {!narrowed && (
        <>
          <section
            aria-labelledby="discover-title"
            className="bg-linear-to-b from-violet-100 via-background to-background dark:from-violet-950/60"
          >
            <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
              <HeroPill>One sacred product per creator</HeroPill>
              <h1 id="discover-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                Discover Tools for Your Soul&apos;s Journey
              </h1>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
                Meditations, healing tools, sacred templates and wisdom guides, each made with care by a creator focused on their
                ONE product.
              </p>
              <div className="mt-8">
                <HomeSearch key={filters.search ?? ''} initial={filters.search ?? ''} onSearch={searchFor} />
              </div>
              <div className="mt-6 flex justify-center">
                {isAuthenticated ? (
                  <Button asChild variant="outline" size="lg">
                    <Link href={paths.upload}>Share Your Wisdom</Link>
                  </Button>
                ) : (
                  <SellActions signInPath={paths.auth} />
                )}
              </div>
            </div>
          </section>
          {/* empty:hidden: the cards draw nothing for signed-out visitors. */}
          {forYou ? <div className="mx-auto max-w-6xl px-4 pb-8 empty:hidden sm:px-6">{forYou}</div> : null}
          <StatsStrip />
        </>
      )}
      <ProductsSection
        title={resultsTitle(filters, categoryName)}
        intro={narrowed ? undefined : featuredIntro(products)}
        header={
          narrowed ? (
            <ResultsHeader
              title={resultsTitle(filters, categoryName)}
              filters={filters}
              category={category}
              count={products?.length}
              more={pages.hasNextPage}
            />
          ) : undefined
        }
        products={products}
        cardAction={cardAction}
        isPending={pages.isPending}
        isError={pages.isError}
        narrowed={narrowed}
        emptyMessage={onlyStopWords(filters.search) ? stopWordsMessage : undefined}
        footer={
          <>
            {narrowed && (
              <p className="mt-8 text-center">
                <Link
                  href={paths.home}
                  className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Show all products
                </Link>
              </p>
            )}
            {pages.hasNextPage && (
              <div className="mt-8 text-center">
                <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                  {pages.isFetchingNextPage ? 'Loading...' : 'Show more products'}
                </Button>
              </div>
            )}
          </>
        }
      />
      <section aria-labelledby="categories-title" className="below-fold-1300 mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="categories-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
          Explore Sacred Categories
        </h2>
        <CategoryGrid />
      </section>
      <SocialProofPopup />
    </>
  );
}
