import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../contract/checkout';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { hasErrorCode } from '../../../lib/api-error';
import { apiQueryKey, callApi } from '../../../lib/request';

/** The signed-in buyer's recorded order of one payment; null when there is none of theirs (unpaid, someone else's). */
export async function getOrder(paymentIntentId: string): Promise<Order | null> {
  try {
    return await callApi(checkoutEndpoints.order, { paymentIntentId });
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

export const orderQuery = (paymentIntentId: string) =>
  queryOptions({ queryKey: apiQueryKey(checkoutEndpoints.order, { paymentIntentId }), queryFn: () => getOrder(paymentIntentId) });

export const useOrder = (paymentIntentId: string, enabled: boolean) => useQuery({ ...orderQuery(paymentIntentId), enabled });
