import ProductDetailPage from '../../features/catalog/pages/product-detail-page';
import { CreatorLink } from '../../features/catalog/components/creator-avatar';
import { SecureCheckoutNote } from '../../features/checkout/components/secure-checkout-note';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { addToCartOnCard } from './card-action';
import { PurchaseActions } from './product-purchase-actions';

/** A product page: the catalogue's product, what the visitor can do with it, its reviews and "More like this". */
export default function ProductRoute() {
  return (
    <ProductDetailPage
      purchaseActions={(product) => <PurchaseActions product={product} />}
      reviews={(product) => (
        <ProductReviews productId={product.id} replyAuthor={<CreatorLink creator={product.creator} className="text-primary" />} />
      )}
      cardAction={addToCartOnCard}
      secureCheckout={<SecureCheckoutNote />}
    />
  );
}
