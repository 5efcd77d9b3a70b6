import { useMutation } from '@tanstack/react-query';
import type { ConfirmableChange } from '../../../contract/auth';
import { accountEndpoints } from '../../../contract/endpoints/account';
import { callApi } from '../request';

/** E-mails the link that confirms one change, for an account without a password (single sign-on). */
export const useSendConfirmationLink = () =>
  useMutation({
    mutationFn: (change: ConfirmableChange) => callApi(accountEndpoints.sendConfirmationLink, { change }),
  });
