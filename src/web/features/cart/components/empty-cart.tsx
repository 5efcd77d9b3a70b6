import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The cart and checkout pages' empty state, with the way back to browsing. */
export function EmptyCart({ headingLevel: Heading }: { headingLevel: 'h1' | 'h2' }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
      <ShoppingCart className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-2xl font-bold">Your cart is empty</Heading>
      <Button asChild>
        <Link href={paths.home}>Browse Products</Link>
      </Button>
    </div>
  );
}
