import { X } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import type { Category } from '../../../../contract/catalog';
import type { ProductSort } from '../../../../contract/product-sorts';
import type { ProductFilters } from '../../../../contract/catalog-view';
import { useHydrated } from '../../../lib/use-hydrated';

/** The home URL for these filters (a sort alone lists the whole catalogue, so it goes with the last filter). */
function filtersUrl(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.filter) params.set('filter', filters.filter);
  if (params.size > 0 && filters.sort) params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `/?${query}#products` : '/';
}

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price: 'Price: low to high',
  'best-selling': 'Best selling',
};

/** The orders a buyer may choose; relevance only when there is a search to be relevant to. */
const sortChoices = (filters: ProductFilters) =>
  (Object.keys(SORT_LABELS) as ProductSort[]).filter((sort) => sort !== 'relevance' || filters.search);

/** The order the results are in when none was chosen: the ranking for a search, the newest otherwise. */
const currentSort = (filters: ProductFilters): ProductSort =>
  filters.sort && (filters.sort !== 'relevance' || filters.search) ? filters.sort : filters.search ? 'relevance' : 'newest';

function chips(filters: ProductFilters, category: Category | undefined) {
  const list: Array<{ key: keyof ProductFilters; label: string }> = [];
  if (filters.search) list.push({ key: 'search', label: `“${filters.search}”` });
  if (filters.category) list.push({ key: 'category', label: category?.name ?? 'Category' });
  if (filters.filter === 'under-20') list.push({ key: 'filter', label: 'Under $20' });
  return list;
}

/**
 * The compact header of search and category results: what was asked, how many were found, and the
 * filters as chips to take away one by one. The grid follows at once, above the fold.
 */
export function ResultsHeader({
  title,
  filters,
  category,
  count,
  more,
}: {
  title: string;
  filters: ProductFilters;
  category: Category | undefined;
  /** Products listed so far; undefined while loading. */
  count: number | undefined;
  /** True when a further page may hold more. */
  more: boolean;
}) {
  const [, navigate] = useLocation();
  const sortId = useId();
  // A drawn page's select works only once the client runs: until then a choice would be lost.
  const hydrated = useHydrated();
  return (
    <div className="mb-4 space-y-2 border-b pb-3 sm:mb-6 sm:space-y-3 sm:pb-4">
      <h1 id="featured" className="scroll-mt-20 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {/* Two lines on a phone, so the first results stay above the fold. */}
      {category && <p className="line-clamp-2 text-muted-foreground sm:line-clamp-none">{category.description}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {count !== undefined && (
          <p className="mr-2 text-sm text-muted-foreground" data-testid="result-count">
            {more ? `First ${count} results` : `${count} ${count === 1 ? 'result' : 'results'}`}
          </p>
        )}
        <ul className="flex flex-wrap gap-2" aria-label="Filters">
          {chips(filters, category).map(({ key, label }) => (
            <li key={key}>
              <Link
                href={filtersUrl({ ...filters, [key]: undefined })}
                aria-label={`Remove filter ${label}`}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {label}
                <X className="size-3.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <label htmlFor={sortId} className="sr-only text-sm text-muted-foreground sm:not-sr-only">
            Sort by
          </label>
          <select
            id={sortId}
            value={currentSort(filters)}
            disabled={!hydrated}
            onChange={(event) => navigate(filtersUrl({ ...filters, sort: event.target.value as ProductSort }))}
            className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {sortChoices(filters).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
