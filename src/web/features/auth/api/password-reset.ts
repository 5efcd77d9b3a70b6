import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '../../../../contract/auth';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { callApi } from '../../../lib/request';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (input: PasswordResetRequest) => callApi(authEndpoints.requestPasswordReset, input) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: PasswordResetConfirmRequest) => callApi(authEndpoints.resetPassword, input) });
