import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { checkoutEndpoints } from '../../../../contract/endpoints/checkout';
import { callApi } from '../../../lib/request';

export const getPaymentMode = () => callApi(checkoutEndpoints.paymentMode);

// The key the server's drawn product page fills (catalog-view.ts).
const paymentModeQuery = () => queryOptions({ queryKey: catalogQueryKeys.paymentMode(), queryFn: getPaymentMode });

export const usePaymentMode = () => useQuery(paymentModeQuery());
