import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../contract/cart';
import { apiRequest, retryUnlessUnauthorized } from '../../../lib/request';

export const cartQueryKey = ['/api/cart'] as const;

/** The signed-in user's cart; only asked for when `enabled` (signed in). */
export function useCart(enabled: boolean) {
  return useQuery<CartItem[]>({ queryKey: cartQueryKey, enabled, retry: retryUnlessUnauthorized });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => apiRequest('POST', '/api/cart', { productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => apiRequest('DELETE', `/api/cart/${itemId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
