import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { invalidateSoulEvolution } from '../../../lib/invalidate-soul-evolution';

// Apart from the reviews' query: only the forms that change a review load it, after the page's first load.

/** A change to a review of this product: afterwards the product (its rating figure) and its reviews reload. */
export function useReviewMutation<Variables>(productId: number, request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueryKeys.product(productId) }),
        invalidateSoulEvolution(queryClient),
      ]),
  });
}
