import type { ProductFilters } from './api/get-products';

/** The home page's search, category and filter, read from its query string; unknown values are ignored. */
export function readProductFilters(queryString: string): ProductFilters {
  const params = new URLSearchParams(queryString);
  const search = params.get('search')?.trim() || undefined;
  const category = Number(params.get('category'));
  const filter = params.get('filter');
  return {
    search,
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    filter: filter === 'featured' || filter === 'under-20' ? filter : undefined,
  };
}

/** True when the URL asks for a narrowed catalogue, which signed-out visitors see instead of the landing page. */
export const hasProductFilters = (queryString: string) =>
  Object.values(readProductFilters(queryString)).some((value) => value !== undefined);
