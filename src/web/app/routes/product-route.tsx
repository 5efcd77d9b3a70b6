import ProductDetailPage from '../../features/catalog/pages/product-detail-page';
import { SecureCheckoutNote } from '../../features/checkout/components/secure-checkout-note';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { PurchaseActions } from './product-purchase-actions';

/** A product page: the catalogue's product, what the visitor can do with it, and its reviews. */
export default function ProductRoute() {
  return (
    <ProductDetailPage
      purchaseActions={(product) => <PurchaseActions product={product} />}
      reviews={(productId) => <ProductReviews productId={productId} />}
      secureCheckout={<SecureCheckoutNote />}
    />
  );
}
