import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeRequest } from '../../../../contract/discounts';
import { discountEndpoints } from '../../../../contract/endpoints/discounts';
import { apiQueryKey, callApi } from '../../../lib/request';
import { creatorProductsQuery } from './get-creator-products';

const codesKey = (id: number) => apiQueryKey(discountEndpoints.list, { id: String(id) });

/** A product's discount codes, with how many uses each has had. */
export const useDiscountCodes = (productId: number) =>
  useQuery({ queryKey: codesKey(productId), queryFn: () => callApi(discountEndpoints.list, { id: String(productId) }) });

export function useCreateDiscountCode(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DiscountCodeRequest) => callApi(discountEndpoints.create, { id: String(productId), ...request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(productId) }),
  });
}

export function useSetPayWhatYouWant(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minimum: string | null) => callApi(discountEndpoints.payWhatYouWant, { id: String(productId), minimum }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
  });
}
