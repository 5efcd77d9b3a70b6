import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../contract/cart';
import { cartEndpoints } from '../../../../contract/endpoints/cart';
import { cartQuery } from '../../../lib/api/get-cart';
import { callApi } from '../../../lib/request';

/** Applies or takes off a discount code; the answer is the cart priced again by the server. */
export function useCartDiscount() {
  const queryClient = useQueryClient();
  const onSuccess = (cart: CartItem[]) => queryClient.setQueryData(cartQuery().queryKey, cart);
  return {
    apply: useMutation({ mutationFn: (code: string) => callApi(cartEndpoints.applyDiscount, { code }), onSuccess }),
    remove: useMutation({ mutationFn: () => callApi(cartEndpoints.removeDiscount), onSuccess }),
  };
}
