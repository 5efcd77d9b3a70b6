import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQuery } from './get-cart';
import { apiRequest } from '../request';

export const removeFromCart = (itemId: number) => apiRequest('DELETE', `/api/cart/${itemId}`);

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}
