import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQuery } from '../../../lib/api/get-cart';
import { cartEndpoints } from '../../../../contract/endpoints/cart';
import { callApi } from '../../../lib/request';

export const removeFromCart = (itemId: number) => callApi(cartEndpoints.remove, { id: itemId });

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}
