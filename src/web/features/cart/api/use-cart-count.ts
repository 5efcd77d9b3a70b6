import { useAuth } from '../../../lib/auth';
import { useCart } from '../../../lib/api/get-cart';

/** How many items the header's cart badge shows: none when signed out (the cart is not even asked for). */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const { data } = useCart(isAuthenticated);
  return isAuthenticated ? (data?.length ?? 0) : 0;
}
