import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCreatorProductRequest } from '../../../../contract/uploads';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { callApi } from '../../../lib/request';
import { creatorAnalyticsQuery } from './get-creator-analytics';
import { creatorLevelQuery } from './get-creator-level';
import { creatorProductsQuery } from './get-creator-products';

export function useUpdateCreatorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateCreatorProductRequest }) =>
      callApi(creatorEndpoints.update, { id, ...changes }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorAnalyticsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorLevelQuery().queryKey }),
      ]),
  });
}
