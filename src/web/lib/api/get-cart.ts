import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../contract/cart';
import { apiJson } from '../request';

export const getCart = () => apiJson<CartItem[]>('GET', '/api/cart');

export const cartQuery = () => queryOptions({ queryKey: ['/api/cart'], queryFn: getCart });

/** The signed-in user's cart (the header's badge, the cart and checkout pages); only asked for when `enabled`. */
export const useCart = (enabled: boolean) => useQuery({ ...cartQuery(), enabled });
