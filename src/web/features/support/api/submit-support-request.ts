import { useMutation } from '@tanstack/react-query';
import type { SupportAnswer, SupportRequest } from '../../../../contract/support';
import { apiRequest } from '../../../lib/request';

/** Sends one request to the support assistant (sign-in required: a 401 means the session ended). */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: async (input: SupportRequest) =>
      (await (await apiRequest('POST', '/api/support', input)).json()) as SupportAnswer,
  });
}
