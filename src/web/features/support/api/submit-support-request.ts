import { useMutation } from '@tanstack/react-query';
import type { SupportAnswer, SupportRequest } from '../../../../contract/support';
import { apiJson } from '../../../lib/request';

export const SUPPORT_SIGN_IN_NOTICE = { title: 'Authentication Required', description: 'Please log in to access support.' };

export const submitSupportRequest = (input: SupportRequest) => apiJson<SupportAnswer>('POST', '/api/support', input);

/** Sends one request to the support assistant (sign-in required: a 401 means the session ended). */
export const useSubmitSupportRequest = () =>
  useMutation({ mutationFn: submitSupportRequest, meta: { signInNotice: SUPPORT_SIGN_IN_NOTICE } });
