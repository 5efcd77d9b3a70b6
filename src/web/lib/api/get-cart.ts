import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartEndpoints } from '../../../contract/endpoints/cart';
import { apiQueryKey, callApi } from '../request';

export const getCart = () => callApi(cartEndpoints.list);

export const cartQuery = () => queryOptions({ queryKey: apiQueryKey(cartEndpoints.list), queryFn: getCart });

/** The signed-in user's cart (the header's badge, the cart and checkout pages); only asked for when `enabled`. */
export const useCart = (enabled: boolean) => useQuery({ ...cartQuery(), enabled });
