import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProduct, UpdateCreatorProductRequest } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';
import { creatorAnalyticsQuery } from './get-creator-analytics';
import { creatorLevelQuery } from './get-creator-level';
import { creatorProductsQuery } from './get-creator-products';

export function useUpdateCreatorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateCreatorProductRequest }) =>
      apiJson<CreatorProduct>('PATCH', `/api/creator/products/${id}`, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorAnalyticsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorLevelQuery().queryKey }),
      ]),
  });
}
