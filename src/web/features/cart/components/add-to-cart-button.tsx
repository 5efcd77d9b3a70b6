import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { errorMessage, isUnauthorizedError } from '../../../lib/request';
import { useSignInRedirect } from '../../../lib/use-sign-in-redirect';
import { useAddToCart } from '../api/cart-api';

// The spec's "Adding" state: the button stays busy this long after a click, even when the call is faster.
const ADDING_MS = 1000;

const signInNotice = { title: 'Please sign in', description: 'You need to be signed in to add items to cart' };

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: { id: number; title: string };
  /** The card and the product page word the button and its success notice differently. */
  place: 'card' | 'page';
}

export function AddToCartButton({ product, place, disabled, ...buttonProps }: AddToCartButtonProps) {
  const { isAuthenticated } = useAuth();
  const addToCart = useAddToCart();
  const redirectToSignIn = useSignInRedirect();
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    if (!isAuthenticated) {
      redirectToSignIn(signInNotice);
      return;
    }
    setAdding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), ADDING_MS);
    addToCart.mutate(product.id, {
      onSuccess: () =>
        toast(
          place === 'card'
            ? { title: 'Added to cart!', description: `${product.title} has been added to your cart.` }
            : { title: 'Success!', description: 'Product added to cart' },
        ),
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToSignIn(signInNotice);
          return;
        }
        // A 409 explains itself (already in the cart, already owned); anything else gets the generic notice.
        const description = /^409: /.test(error.message)
          ? errorMessage(error, 'Failed to add product to cart')
          : 'Failed to add product to cart';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });
  };

  const busy = adding || addToCart.isPending;
  return (
    <Button type="button" onClick={add} disabled={disabled || busy} aria-busy={busy} {...buttonProps}>
      <ShoppingCart aria-hidden="true" />
      {busy ? 'Adding...' : place === 'card' ? 'Add to Cart' : 'Add to Sacred Collection'}
    </Button>
  );
}
