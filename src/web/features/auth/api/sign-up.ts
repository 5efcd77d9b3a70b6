import type { SignUpRequest } from '../../../../contract/auth';
import { useSessionMutation } from './use-session-mutation';

export const useSignUp = () => useSessionMutation<SignUpRequest>('/api/auth/sign-up');
