/**
 * "Updated" only for a file replaced after the owner got access (a purchase, a subscription's start):
 * what they got then is not news.
 */
export function updateSince(accessSince: Date, product: { fileUpdatedAt: Date | null; updateNote: string | null }) {
  if (!product.fileUpdatedAt || product.fileUpdatedAt <= accessSince) return { updatedAt: null, updateNote: null };
  return { updatedAt: product.fileUpdatedAt.toISOString(), updateNote: product.updateNote };
}
