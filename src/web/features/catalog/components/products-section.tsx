import { PackageOpen, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../../contract/catalog';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useHashTarget } from '../../../lib/use-hash-target';
import type { CardAction } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface ProductsSectionProps {
  title: string;
  intro?: string;
  /** Replaces the centred title and intro (the search and category results' own header). */
  header?: ReactNode;
  products: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** True when a search, category or filter narrowed the list, so an empty list means "nothing matched". */
  narrowed: boolean;
  footer?: ReactNode;
  /** How many cards the answer will hold at most; the skeleton shows as many (eight when not said). */
  expected?: number;
  /** What each card offers beside its price. */
  cardAction?: CardAction;
  /** Says why a narrowed list is empty, in place of "No products found" (a search of stop words only). */
  emptyMessage?: { title: string; text: string };
}

/** The featured or search-results grid with its loading, error and empty states; #products and #featured land here. */
export function ProductsSection({
  title,
  intro,
  header,
  products,
  isPending,
  isError,
  narrowed,
  footer,
  expected,
  cardAction,
  emptyMessage,
}: ProductsSectionProps) {
  // A #products or #featured link lands here once the grid has loaded.
  useHashTarget(!isPending);

  // A given header is the page's h1 (a results page), so what follows it starts at h2.
  const headingLevel = header ? 2 : 3;
  return (
    <section
      id="products"
      aria-labelledby="featured"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 ${header ? 'pt-6 pb-12' : 'py-12'}`}
    >
      {header ?? (
        <div className="mb-8 text-center">
          <h2 id="featured" className="scroll-mt-20 text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
        </div>
      )}
      {isPending ? (
        <ProductGridSkeleton count={expected} />
      ) : isError ? (
        <EmptyState
          headingLevel={headingLevel}
          icon={<SearchX />}
          title="We could not load products"
          text="Please check your connection and try again in a moment."
        />
      ) : !products?.length ? (
        narrowed ? (
          <EmptyState
            headingLevel={headingLevel}
            icon={<SearchX />}
            title={emptyMessage?.title ?? 'No products found'}
            text={emptyMessage?.text ?? 'Try adjusting your search or browse the categories below.'}
          />
        ) : (
          <EmptyState
            headingLevel={headingLevel}
            icon={<PackageOpen />}
            title="No products available"
            text="Be the first creator to share a sacred product."
          >
            <Button asChild>
              <Link href={paths.upload}>Start Your Journey</Link>
            </Button>
          </EmptyState>
        )
      ) : (
        <ProductGrid
          products={products}
          footer={footer}
          headingLevel={headingLevel}
          eagerFirst={header !== undefined}
          cardAction={cardAction}
        />
      )}
    </section>
  );
}

function EmptyState({
  headingLevel,
  icon,
  title,
  text,
  children,
}: {
  headingLevel: 2 | 3;
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center [&>svg]:size-10 [&>svg]:text-muted-foreground">
      {icon}
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
