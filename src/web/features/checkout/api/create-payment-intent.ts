import { useMutation } from '@tanstack/react-query';
import type { EndpointAnswer } from '../../../../contract/endpoint';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { apiRequest } from '../../../lib/request';

const entry = checkoutEndpoints.createPaymentIntent;

/**
 * Opens a payment session for the cart the server holds; the answer carries the amount to show on the Pay
 * button. A mutation: each call creates a session, so it is never answered from a cache. Its request is an
 * empty JSON object (the amount and products are the server's), sent as such, which callApi would leave out.
 */
export const createPaymentIntent = async (): Promise<EndpointAnswer<typeof entry>> =>
  (await apiRequest(entry.method, entry.path, {})).json();

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
