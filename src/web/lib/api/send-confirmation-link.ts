import { useMutation } from '@tanstack/react-query';
import type { AccountNotice, ConfirmableChange } from '../../../contract/auth';
import { apiJson } from '../request';

/** E-mails the link that confirms one change, for an account without a password (single sign-on). */
export const useSendConfirmationLink = () =>
  useMutation({
    mutationFn: (change: ConfirmableChange) => apiJson<AccountNotice>('POST', '/api/account/confirmation-link', { change }),
  });
