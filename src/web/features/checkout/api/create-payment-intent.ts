import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentRequest } from '../../../../contract/checkout';
import type { GiftRequest } from '../../../../contract/gifts';
import type { EndpointAnswer } from '../../../../contract/endpoint';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { apiRequest } from '../../../lib/request';

const entry = checkoutEndpoints.createPaymentIntent;

/**
 * Opens a payment session for the cart the server holds; the answer carries the amount to show on the Pay
 * button. A mutation: each call creates a session, so it is never answered from a cache. Its request is the
 * buyer's consent to immediate access alone (the amount and products are the server's).
 */
export const createPaymentIntent = async (gift?: GiftRequest): Promise<EndpointAnswer<typeof entry>> => {
  // "This is a gift" (docs/decisions/058): its details go with the consent.
  const request: CreatePaymentIntentRequest = { immediateAccessConsent: true, ...(gift ? { gift } : {}) };
  return (await apiRequest(entry.method, entry.path, request)).json();
};

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
