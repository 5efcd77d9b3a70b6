import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConfirmPurchaseAnswer,
  ConfirmPurchaseRequest,
  PaymentIntentAnswer,
  TestCardPaymentRequest,
} from '../../../../contract/checkout';
import { apiRequest } from '../../../lib/request';

/**
 * The payment session for the cart as it is now: one per set of products, created once the cart has items.
 * The server charges the cart it holds, so nothing about the amount is sent.
 */
export function usePaymentIntent(productIds: number[] | undefined) {
  return useQuery({
    queryKey: ['/api/create-payment-intent', productIds],
    enabled: productIds !== undefined && productIds.length > 0,
    queryFn: async () => (await (await apiRequest('POST', '/api/create-payment-intent', {})).json()) as PaymentIntentAnswer,
  });
}

/** Pays with the built-in test-mode processor; a declined card answers 402 with the provider's message. */
export async function payWithTestCard(request: TestCardPaymentRequest): Promise<string> {
  const answer = (await (await apiRequest('POST', '/api/test-payments/confirm', request)).json()) as { paymentIntentId: string };
  return answer.paymentIntentId;
}

export function useConfirmPurchase() {
  return useMutation({
    mutationFn: async (request: ConfirmPurchaseRequest) =>
      (await (await apiRequest('POST', '/api/confirm-purchase', request)).json()) as ConfirmPurchaseAnswer,
  });
}
