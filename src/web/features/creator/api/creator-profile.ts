import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfileRequest } from '../../../../contract/creator';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { apiQueryKey, callApi } from '../../../lib/request';

const creatorProfileQuery = () =>
  queryOptions({ queryKey: apiQueryKey(creatorEndpoints.profile), queryFn: () => callApi(creatorEndpoints.profile) });

/** The short bio on the creator's public page. */
export const useCreatorProfile = () => useQuery(creatorProfileQuery());

export function useUpdateCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorProfileRequest) => callApi(creatorEndpoints.updateProfile, input),
    onSuccess: (profile) => queryClient.setQueryData(creatorProfileQuery().queryKey, profile),
  });
}
