import { Trash2 } from 'lucide-react';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

/** Takes one item out of the cart, from the cart page or the checkout's order summary. */
export function RemoveFromCartButton({ itemId, title }: { itemId: number; title: string }) {
  const remove = useRemoveFromCart();
  const removeItem = () =>
    remove.mutate(itemId, {
      onSuccess: () => toast({ title: 'Item removed from cart' }),
      onError: (error) => {
        if (!hasErrorCode(error, 'unauthorized'))
          toast({
            title: 'Error',
            description: errorMessage(error, 'Could not remove the item. Please try again.'),
            variant: 'destructive',
          });
      },
    });
  return (
    <Button variant="ghost" size="sm" onClick={removeItem} disabled={remove.isPending} aria-label={`Remove ${title} from cart`}>
      <Trash2 aria-hidden="true" />
      Remove
    </Button>
  );
}
