import { useMutation } from '@tanstack/react-query';
import type { AccountLinkRequest, SignUpRequest } from '../../../../contract/auth';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { callApi } from '../../../lib/request';
import { useSessionMutation } from './use-session-mutation';

/** Asks for an account: the answer is the same whether or not the address has one (docs/decisions/033). */
export const useSignUp = () => useMutation({ mutationFn: (input: SignUpRequest) => callApi(authEndpoints.signUp, input) });

/** The e-mailed link's token creates the account and signs it in. */
export const useFinishSignUp = () =>
  useSessionMutation((input: AccountLinkRequest) => callApi(authEndpoints.finishSignUp, input));
