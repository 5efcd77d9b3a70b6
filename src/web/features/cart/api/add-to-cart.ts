import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartEndpoints } from '../../../../contract/endpoints/cart';
import { callApi } from '../../../lib/request';
import type { SignInNotice } from '../../../lib/sign-in-redirect';
import { cartQuery } from '../../../lib/api/get-cart';
import { readTrafficSource } from '../../../lib/traffic-source';

// With the source tag of the product page this tab came through, so the add is counted for it; a
// pay-what-you-want product goes in with the price the buyer named.
export const addToCart = (productId: number, price?: string) =>
  callApi(cartEndpoints.add, { productId, source: readTrafficSource(), ...(price === undefined ? {} : { price }) });

/** Adds a product; a 401 gets the spec's add-to-cart notice before sign-in. */
export function useAddToCart(signInNotice: SignInNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, price }: { productId: number; price?: string }) => addToCart(productId, price),
    meta: { signInNotice },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}
