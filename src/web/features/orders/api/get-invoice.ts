import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/orders';
import { orderEndpoints } from '../../../../contract/endpoints/orders';
import { hasErrorCode } from '../../../lib/api-error';
import { apiQueryKey, callApi } from '../../../lib/request';

/** The invoice of one of the buyer's payments; null when there is none of theirs. */
async function getInvoice(paymentIntentId: string): Promise<Invoice | null> {
  try {
    return await callApi(orderEndpoints.invoice, { paymentIntentId });
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

const invoiceQuery = (paymentIntentId: string) =>
  queryOptions({
    queryKey: apiQueryKey(orderEndpoints.invoice, { paymentIntentId }),
    queryFn: () => getInvoice(paymentIntentId),
  });

export const useInvoice = (paymentIntentId: string, enabled: boolean) => useQuery({ ...invoiceQuery(paymentIntentId), enabled });
