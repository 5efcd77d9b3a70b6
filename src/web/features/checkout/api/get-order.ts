import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../contract/checkout';
import { hasErrorCode } from '../../../lib/api-error';
import { apiJson } from '../../../lib/request';

/** The signed-in buyer's recorded order of one payment; null when there is none of theirs (unpaid, someone else's). */
export async function getOrder(paymentIntentId: string): Promise<Order | null> {
  try {
    return await apiJson<Order>('GET', `/api/orders/${encodeURIComponent(paymentIntentId)}`);
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

export const orderQuery = (paymentIntentId: string) =>
  queryOptions({ queryKey: ['/api/orders', paymentIntentId], queryFn: () => getOrder(paymentIntentId) });

export const useOrder = (paymentIntentId: string, enabled: boolean) => useQuery({ ...orderQuery(paymentIntentId), enabled });
