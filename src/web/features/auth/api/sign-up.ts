import { useMutation } from '@tanstack/react-query';
import type { AccountLinkRequest, AccountNotice, SignUpRequest } from '../../../../contract/auth';
import { apiJson } from '../../../lib/request';
import { useSessionMutation } from './use-session-mutation';

/** Asks for an account: the answer is the same whether or not the address has one (docs/decisions/033). */
export const useSignUp = () =>
  useMutation({ mutationFn: (input: SignUpRequest) => apiJson<AccountNotice>('POST', '/api/auth/sign-up', input) });

/** The e-mailed link's token creates the account and signs it in. */
export const useFinishSignUp = () => useSessionMutation<AccountLinkRequest>('/api/auth/sign-up/finish');
