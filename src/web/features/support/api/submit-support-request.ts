import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '../../../../contract/endpoints/support';
import type { SupportRequest } from '../../../../contract/support';
import { apiQueryKey, callApi } from '../../../lib/request';

export const SUPPORT_SIGN_IN_NOTICE = { title: 'Authentication Required', description: 'Please log in to access support.' };

export const submitSupportRequest = (input: SupportRequest) => callApi(supportEndpoints.submit, input);

/** Sends one request to the support assistant (sign-in required: a 401 means the session ended). */
export function useSubmitSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSupportRequest,
    meta: { signInNotice: SUPPORT_SIGN_IN_NOTICE },
    // A request handed to a person joins "Your requests".
    onSuccess: (answer) =>
      answer.escalateToHuman ? queryClient.invalidateQueries({ queryKey: myTicketsQuery().queryKey }) : undefined,
  });
}

/** The asker says the answer did not help: the request goes to a person and joins "Your requests". */
export function useMarkNotHelped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) => callApi(supportEndpoints.notHelped, { id: ticketId }),
    meta: { signInNotice: SUPPORT_SIGN_IN_NOTICE },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsQuery().queryKey }),
  });
}

/** The user's requests that went to a person, with the team's replies. */
export const myTicketsQuery = () =>
  queryOptions({ queryKey: apiQueryKey(supportEndpoints.myTickets), queryFn: () => callApi(supportEndpoints.myTickets) });

export const useMyTickets = () => useQuery(myTicketsQuery());
