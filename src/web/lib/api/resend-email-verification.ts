import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '../../../contract/endpoints/auth';
import { callApi } from '../request';

/** Sends the signed-in user a new verification link. */
export const useResendEmailVerification = () => useMutation({ mutationFn: () => callApi(authEndpoints.resendEmailVerification) });
