import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthUser,
  type ChangeConfirmation,
  PROFILE_IMAGE_FIELD,
  type ProfileUpdateRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../../contract/auth';
import { authUserQuery } from '../../../lib/auth';
import { apiJson, sendFormWithProgress } from '../../../lib/request';

/** The signed-in user everywhere (header, dashboard) shows the saved profile at once. */
function useKeepUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser) => queryClient.setQueryData(authUserQuery().queryKey, user);
}

export function useUpdateProfile() {
  const keepUser = useKeepUser();
  return useMutation({
    mutationFn: (input: ProfileUpdateRequest) => apiJson<AuthUser>('PATCH', '/api/account/profile', input),
    onSuccess: keepUser,
  });
}

export function useReplaceProfileImage(onProgress: (percent: number) => void) {
  const keepUser = useKeepUser();
  return useMutation({
    mutationFn: (image: File) => {
      const data = new FormData();
      data.append(PROFILE_IMAGE_FIELD, image, image.name);
      return sendFormWithProgress<AuthUser>('PUT', '/api/account/profile-image', data, onProgress);
    },
    onSuccess: keepUser,
  });
}

const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['/api/account/two-factor'],
    queryFn: () => apiJson<TwoFactorStatus>('GET', '/api/account/two-factor'),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());

/** Enrolment starts with the owner's confirmation: the password, or an e-mailed link's token. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (confirmation: ChangeConfirmation) =>
      apiJson<TwoFactorSetup>('POST', '/api/account/two-factor/setup', confirmation),
  });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<TwoFactorStatus>('POST', '/api/account/two-factor/confirm', { code }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusQuery().queryKey, status),
  });
}
