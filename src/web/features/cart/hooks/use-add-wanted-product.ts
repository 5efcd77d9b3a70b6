import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { cartQuery } from '../../../lib/api/get-cart';
import { useAuth } from '../../../lib/auth';
import { forgetWantedProduct, readWantedProduct } from '../../../lib/wanted-product';
import { addToCart } from '../api/add-to-cart';

/**
 * The product a signed-out visitor pressed Add to Cart on goes into the cart once they are signed in
 * (a sign-up carries it itself: its link may be opened in another browser). Forgotten before the call,
 * so two tabs or a reload never add it twice; a product that is gone, the buyer's own, already theirs
 * or already in the cart is simply not added, without an error.
 */
export function useAddWantedProduct() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    const productId = readWantedProduct();
    if (productId === undefined) return;
    forgetWantedProduct();
    addToCart(productId).then(
      (line) => {
        void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
        toast({ title: 'Added to cart!', description: `${line.title} has been added to your cart.` });
      },
      () => undefined,
    );
  }, [isAuthenticated, queryClient]);
}
