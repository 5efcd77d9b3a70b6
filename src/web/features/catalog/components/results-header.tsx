import { X } from 'lucide-react';
import { Link } from 'wouter';
import type { Category } from '../../../../contract/catalog';
import type { ProductFilters } from '../../../../contract/catalog-view';

/** The home URL with one filter taken away (the others kept). */
function withoutFilter(filters: ProductFilters, removed: keyof ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.search && removed !== 'search') params.set('search', filters.search);
  if (filters.category && removed !== 'category') params.set('category', String(filters.category));
  if (filters.filter && removed !== 'filter') params.set('filter', filters.filter);
  const query = params.toString();
  return query ? `/?${query}#products` : '/';
}

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
  return (
    <div className="mb-6 space-y-3 border-b pb-4">
      <h1 id="featured" className="scroll-mt-20 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {category && <p className="text-muted-foreground">{category.description}</p>}
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
                href={withoutFilter(filters, key)}
                aria-label={`Remove filter ${label}`}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {label}
                <X className="size-3.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
