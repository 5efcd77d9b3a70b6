import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/request';

/** Archives the creator's live product so a new one can take its place (one published product each). */
export function useArchiveProduct() {
  return useMutation({
    mutationFn: (productId: number) => apiRequest('PATCH', `/api/creator/products/${productId}`, { isActive: false }),
  });
}
