import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useAddToCart } from '../api/add-to-cart';
import { useAuth } from '../../../lib/auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import { rememberWantedProduct } from '../../../lib/wanted-product';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

// The spec's "Adding" state: the button stays busy this long after a click, even when the call is faster.
const ADDING_MS = 1000;

const signInNotice = { title: 'Please sign in', description: 'You need to be signed in to add items to cart' };
const FAILED = 'Failed to add product to cart';

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: { id: number; title: string };
  /** The card and the product page word the button and its success notice differently. */
  place: 'card' | 'page';
  /**
   * Told when the Adding state starts and ends: whoever shows "In cart" instead of this button waits for the end,
   * so the spec's Adding state lasts its full second even when the cart answers sooner.
   */
  onBusyChange?: (busy: boolean) => void;
  /** A pay-what-you-want product: the price the buyer named, and where the server's refusal of it is shown. */
  namedPrice?: { value: string; onRefused: (message: string) => void };
}

export function AddToCartButton({ product, place, disabled, onBusyChange, namedPrice, ...buttonProps }: AddToCartButtonProps) {
  const { isAuthenticated } = useAuth();
  // A 401 (the session ended meanwhile) is handled by the query client with this notice.
  const addToCart = useAddToCart(signInNotice);
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    if (!isAuthenticated) {
      // Kept for a sign-up from here: the new account's cart gets it when the e-mailed link is used.
      rememberWantedProduct(product.id);
      redirectToSignIn(signInNotice);
      return;
    }
    setAdding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), ADDING_MS);
    addToCart.mutate(
      { productId: product.id, price: namedPrice?.value },
      {
        onSuccess: () =>
          toast(
            place === 'card'
              ? { title: 'Added to cart!', description: `${product.title} has been added to your cart.` }
              : { title: 'Success!', description: 'Product added to cart' },
          ),
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          const refusedPrice = serverFieldErrors(error).price;
          if (namedPrice && refusedPrice) return namedPrice.onRefused(refusedPrice);
          // These explain themselves; anything else gets the spec's generic notice.
          const description = hasErrorCode(error, 'already_in_cart', 'already_owned') ? errorMessage(error, FAILED) : FAILED;
          toast({ title: 'Error', description, variant: 'destructive' });
        },
      },
    );
  };

  const busy = adding || addToCart.isPending;
  // A server-drawn button does nothing until the page's code runs: disabled until then, a press is never lost.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!busy) return;
    onBusyChange?.(true);
    return () => onBusyChange?.(false);
  }, [busy, onBusyChange]);
  return (
    <Button type="button" onClick={add} disabled={disabled || busy || !hydrated} aria-busy={busy} {...buttonProps}>
      <ShoppingCart aria-hidden="true" />
      {busy ? 'Adding...' : place === 'card' ? 'Add to Cart' : 'Add to Sacred Collection'}
    </Button>
  );
}
