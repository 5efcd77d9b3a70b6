import type { SignInRequest } from '../../../../contract/auth';
import { useSessionMutation } from './use-session-mutation';

export const useSignIn = () => useSessionMutation<SignInRequest>('/api/auth/sign-in');
