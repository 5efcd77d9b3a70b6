import { useMutation } from '@tanstack/react-query';
import type { AccountNotice, PasswordResetConfirmRequest, PasswordResetRequest } from '../../../../contract/auth';
import { apiJson } from '../../../lib/request';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (input: PasswordResetRequest) => apiJson<AccountNotice>('POST', '/api/auth/password-reset', input) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: PasswordResetConfirmRequest) => apiJson<AccountNotice>('POST', '/api/auth/password-reset/confirm', input),
  });
