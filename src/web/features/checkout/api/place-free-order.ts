import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { purchaseEndpoints } from '../../../../contract/endpoints/purchases';
import { cartQuery } from '../../../lib/api/get-cart';
import { apiRequest, apiQueryKey } from '../../../lib/request';

const entry = checkoutEndpoints.freeOrder;

/** A $0 cart, bought without a card; its request is an empty JSON object, which callApi would leave out. */
const placeFreeOrder = async () =>
  (await apiRequest(entry.method, entry.path, {})).json() as Promise<{ paymentIntentId: string }>;

export function usePlaceFreeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeFreeOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(purchaseEndpoints.list) }),
      ]),
  });
}
