import { CheckCircle2, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import type { CardAction } from '../../features/catalog/components/product-card';
import { useShownRelation } from './product-relation';

/**
 * What a catalogue card offers, as the product page does: Add to Cart for sale, "In cart" with the way to the
 * cart, "Owned" with the download, "Your product" with the dashboard. Above the card-wide link (`relative z-10`)
 * so it takes its own clicks.
 */
export const addToCartOnCard: CardAction = (product) => <CardPurchaseAction product={product} />;

function CardPurchaseAction({ product }: { product: Product }) {
  const { relation, settled, onBusyChange } = useShownRelation(product);
  if (relation === 'own') {
    return (
      <CardState icon={<UserRound />} label="Your product">
        <Link href={paths.dashboard} className={LINK} aria-label={`Edit ${product.title} in your dashboard`}>
          Edit in dashboard
        </Link>
      </CardState>
    );
  }
  if (relation === 'owned') {
    return (
      <CardState icon={<CheckCircle2 />} label="Owned">
        <DownloadButton productId={product.id} fileName={product.fileName} size="sm" aria-label={`Download ${product.title}`} />
        <Link href={paths.purchases} className={LINK}>
          View in purchases
        </Link>
      </CardState>
    );
  }
  if (relation === 'in-cart') {
    return (
      <CardState icon={<ShoppingCart />} label="In cart">
        <Button asChild size="sm" variant="outline">
          <Link href={paths.cart}>View cart</Link>
        </Button>
      </CardState>
    );
  }
  return (
    <AddToCartButton
      product={product}
      place="card"
      size="sm"
      className="relative z-10"
      // Until the visitor's purchases and cart are known, adding could only meet "already owned".
      disabled={!settled}
      onBusyChange={onBusyChange}
    />
  );
}

const LINK = 'text-xs font-medium text-primary underline-offset-4 hover:underline';

function CardState({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative z-10 flex flex-col items-end gap-1.5">
      <p className="flex items-center gap-1 text-xs font-medium text-primary [&_svg]:size-3.5" data-testid="card-state">
        <span aria-hidden="true">{icon}</span>
        {label}
      </p>
      {children}
    </div>
  );
}
