import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../contract/cart';
import { apiRequest, isUnauthorizedError } from '../../../lib/request';

export const cartQueryKey = ['/api/cart'] as const;

const MAX_RETRIES = 3;

/** Retry a failed cart read up to three times, but never after a 401: signing in again will not come from retrying. */
export const retryUnlessUnauthorized = (failureCount: number, error: unknown) => !isUnauthorizedError(error) && failureCount < MAX_RETRIES;

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
