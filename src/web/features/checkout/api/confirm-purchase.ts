import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPurchaseRequest } from '../../../../contract/checkout';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { purchaseEndpoints } from '../../../../contract/endpoints/purchases';
import { subscriptionEndpoints } from '../../../../contract/endpoints/subscriptions';
import { cartQuery } from '../../../lib/api/get-cart';
import { invalidateSoulEvolution } from '../../../lib/invalidate-soul-evolution';
import { apiQueryKey, callApi } from '../../../lib/request';

/** "I paid": the server records what the payment paid for, once; the client names only the payment. */
export const confirmPurchase = (request: ConfirmPurchaseRequest) => callApi(checkoutEndpoints.confirmPurchase, request);

export function useConfirmPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPurchase,
    // A refunded payment (payment_refunded) leaves the cart as the server now holds it: reload it either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
        // The purchases and subscriptions features' queries, by their endpoints' keys.
        queryClient.invalidateQueries({ queryKey: apiQueryKey(purchaseEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(subscriptionEndpoints.list) }),
        invalidateSoulEvolution(queryClient),
      ]),
  });
}
