import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../request';
import type { SignInNotice } from '../sign-in-redirect';
import { cartQuery } from './get-cart';

export const addToCart = (productId: number) => apiRequest('POST', '/api/cart', { productId });

/** Adds a product; a 401 gets the spec's add-to-cart notice before sign-in. */
export function useAddToCart(signInNotice: SignInNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    meta: { signInNotice },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}
