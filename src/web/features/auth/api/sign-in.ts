import type { SignInRequest } from '../../../../contract/auth';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { callApi } from '../../../lib/request';
import { useSessionMutation } from './use-session-mutation';

export const useSignIn = () => useSessionMutation((input: SignInRequest) => callApi(authEndpoints.signIn, input));
