// The catalogue's first views as the client asks for them: read by the client's queries and by the server
// that draws those views, so both build the same requests and the same query keys. No zod here: the
// client's first load imports this file.
import type { ProductListQuery } from './catalog.js';
import { endpointTarget } from './endpoint.js';
import { catalogEndpoints } from './endpoints/catalog.js';
import { checkoutEndpoints } from './endpoints/checkout.js';
import { readRecordId } from './id-text.js';
import { PRODUCT_SORTS, type ProductSort } from './product-sorts.js';

export type ProductFilters = Partial<Pick<ProductListQuery, 'search' | 'category' | 'filter' | 'sort'>>;

/** Products per page on the discovery grid. */
export const DISCOVER_PAGE_SIZE = 24;
/** Products in the landing page's featured showcase: one row on a wide screen, so the landing page stays light. */
export const SHOWCASE_SIZE = 4;

const isProductSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.some((sort) => sort === value);

/** The home page's search, category, filter and sort, read from its query string; unknown values are ignored. */
export function readProductFilters(queryString: string): ProductFilters {
  const params = new URLSearchParams(queryString);
  const search = params.get('search')?.trim() || undefined;
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    search,
    category: readRecordId(params.get('category')),
    filter: filter === 'featured' || filter === 'under-20' ? filter : undefined,
    sort: isProductSort(sort) ? sort : undefined,
  };
}

/** True when the URL asks for a narrowed catalogue, which signed-out visitors see instead of the landing page. */
export const hasProductFilters = (queryString: string) => {
  const { search, category, filter } = readProductFilters(queryString);
  return Boolean(search || category || filter);
};

/** "featured" only orders the catalogue (best sellers first, then the newest); the others narrow it. */
export const isNarrowed = (filters: ProductFilters) =>
  Boolean(filters.search || filters.category || filters.filter === 'under-20');

/** What the discovery grid lists: without a narrowing, the best sellers. */
export const discoverFilters = (filters: ProductFilters): ProductFilters =>
  isNarrowed(filters) ? filters : { filter: 'featured' };

/** The product list's request for a page of these filters, in the order the server's drawn views ask too. */
export const productListInput = (filters: ProductFilters, page: number, pageSize: number) => ({
  page,
  pageSize,
  search: filters.search || undefined,
  category: filters.category || undefined,
  filter: filters.filter || undefined,
  sort: filters.sort || undefined,
});

export function productListPath(filters: ProductFilters, page: number, pageSize: number): string {
  return endpointTarget(catalogEndpoints.products, productListInput(filters, page, pageSize)).url;
}

/** Answers a first view needs, by the client's query keys: the server draws the view from them, the client hydrates them. */
export type InitialQueries = Array<{ queryKey: unknown[]; data: unknown }>;

/** The stats strip's live figures (landing and the unfiltered home). */
export const STATS_PATH = catalogEndpoints.stats.path;

export const catalogQueryKeys = {
  authUser: () => ['/api/auth/user'],
  stats: () => [STATS_PATH],
  categories: () => [catalogEndpoints.categories.path],
  product: (id: number) => [catalogEndpoints.products.path, id],
  creator: (id: number) => [catalogEndpoints.creator.path, id],
  related: (id: number) => [catalogEndpoints.related.path, id],
  products: (filters: ProductFilters, pageSize: number) => [catalogEndpoints.products.path, filters, pageSize],
  productPages: (filters: ProductFilters, pageSize: number) => [catalogEndpoints.products.path, 'pages', filters, pageSize],
  // The product page's "Secure Checkout" badge says where card details go.
  paymentMode: () => [checkoutEndpoints.paymentMode.path],
};
