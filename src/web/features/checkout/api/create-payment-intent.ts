import { useMutation } from '@tanstack/react-query';
import type { PaymentIntentAnswer } from '../../../../contract/checkout';
import { apiJson } from '../../../lib/request';

/**
 * Opens a payment session for the cart the server holds; the answer carries the amount to show on the Pay
 * button. A mutation: each call creates a session, so it is never answered from a cache.
 */
export const createPaymentIntent = () => apiJson<PaymentIntentAnswer>('POST', '/api/create-payment-intent', {});

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
