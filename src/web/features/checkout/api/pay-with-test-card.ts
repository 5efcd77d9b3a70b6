import { useMutation } from '@tanstack/react-query';
import type { TestCardPaymentRequest } from '../../../../contract/checkout';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { callApi } from '../../../lib/request';

/** Pays with the built-in test-mode processor; a declined card answers `card_declined` with the provider's message. */
export async function payWithTestCard(request: TestCardPaymentRequest): Promise<string> {
  const answer = await callApi(checkoutEndpoints.payWithTestCard, request);
  return answer.paymentIntentId;
}

export const usePayWithTestCard = () => useMutation({ mutationFn: payWithTestCard });
