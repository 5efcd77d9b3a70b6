import { useMutation } from '@tanstack/react-query';
import type { TestCardPaymentRequest } from '../../../../contract/checkout';
import { apiJson } from '../../../lib/request';

/** Pays with the built-in test-mode processor; a declined card answers `card_declined` with the provider's message. */
export async function payWithTestCard(request: TestCardPaymentRequest): Promise<string> {
  const answer = await apiJson<{ paymentIntentId: string }>('POST', '/api/test-payments/confirm', request);
  return answer.paymentIntentId;
}

export const usePayWithTestCard = () => useMutation({ mutationFn: payWithTestCard });
