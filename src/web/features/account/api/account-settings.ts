import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChange } from '../../../../contract/account';
import {
  type AuthUser,
  type ChangeConfirmation,
  PROFILE_IMAGE_FIELD,
  type ProfileUpdateRequest,
} from '../../../../contract/auth';
import type { EndpointAnswer } from '../../../../contract/endpoint';
import { accountEndpoints } from '../../../../contract/endpoints/account';
import { authUserQuery } from '../../../lib/auth';
import { apiQueryKey, callApi, sendFormWithProgress } from '../../../lib/request';

/** The signed-in user everywhere (header, dashboard) shows the saved profile at once. */
function useKeepUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser) => queryClient.setQueryData(authUserQuery().queryKey, user);
}

export function useUpdateProfile() {
  const keepUser = useKeepUser();
  return useMutation({
    mutationFn: (input: ProfileUpdateRequest) => callApi(accountEndpoints.updateProfile, input),
    onSuccess: keepUser,
  });
}

/** Whether the activity feed may name the user's purchases; the saved answer becomes the signed-in user at once. */
export function useUpdateActivityFeed() {
  const keepUser = useKeepUser();
  return useMutation({
    mutationFn: (showInActivityFeed: boolean) => callApi(accountEndpoints.updateActivityFeed, { showInActivityFeed }),
    onSuccess: keepUser,
  });
}

export function useReplaceProfileImage(onProgress: (percent: number) => void) {
  const keepUser = useKeepUser();
  return useMutation({
    mutationFn: (image: File) => {
      const data = new FormData();
      data.append(PROFILE_IMAGE_FIELD, image, image.name);
      const entry = accountEndpoints.replaceProfileImage;
      return sendFormWithProgress<EndpointAnswer<typeof entry>>(entry.method, entry.path, data, onProgress);
    },
    onSuccess: keepUser,
  });
}

const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(accountEndpoints.twoFactorStatus),
    queryFn: () => callApi(accountEndpoints.twoFactorStatus),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());

/** Enrolment starts with the owner's confirmation: the password, or an e-mailed link's token. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (confirmation: ChangeConfirmation) => callApi(accountEndpoints.startTwoFactor, confirmation),
  });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(accountEndpoints.confirmTwoFactor, { code }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusQuery().queryKey, status),
  });
}

const emailSettingsQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(accountEndpoints.emailSettings),
    queryFn: () => callApi(accountEndpoints.emailSettings),
  });

/** Which kinds of e-mail the user gets, and whether they are a creator at all. */
export const useEmailSettings = () => useQuery(emailSettingsQuery());

/** Turns one kind of e-mail on or off; the switches show the server's answer. */
export function useUpdateEmailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailChange) => callApi(accountEndpoints.updateEmailSetting, change),
    onSuccess: (settings) => queryClient.setQueryData(emailSettingsQuery().queryKey, settings),
  });
}
