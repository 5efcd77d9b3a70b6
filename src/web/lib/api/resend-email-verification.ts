import { useMutation } from '@tanstack/react-query';
import type { AccountNotice } from '../../../contract/auth';
import { apiJson } from '../request';

/** Sends the signed-in user a new verification link. */
export const useResendEmailVerification = () =>
  useMutation({ mutationFn: () => apiJson<AccountNotice>('POST', '/api/auth/verify-email/resend', {}) });
