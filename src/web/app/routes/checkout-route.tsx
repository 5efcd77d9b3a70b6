import { DiscountCodeForm } from '../../features/cart/components/discount-code-form';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { RemoveFromCartButton } from '../../features/cart/components/remove-from-cart-button';
import CheckoutPage from '../../features/checkout/pages/checkout-page';

/** The checkout with the cart's own pieces in it: each line's Remove, the empty cart and the discount code box. */
export default function CheckoutRoute() {
  return (
    <CheckoutPage
      removeButton={(item) => <RemoveFromCartButton itemId={item.id} title={item.title} />}
      emptyCart={<EmptyCart headingLevel="h1" />}
      discountForm={(items) => <DiscountCodeForm items={items} />}
    />
  );
}
