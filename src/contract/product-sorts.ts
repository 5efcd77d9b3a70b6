// Without zod: the client's first load reads the sort names through catalog-view.ts.

/** The orders a product list can be asked for. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price', 'best-selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
