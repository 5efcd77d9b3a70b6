import type { productIdParams } from '../creator.js';
import type {
  createDiscountCodeInput,
  discountCode,
  discountCodeList,
  payWhatYouWantAnswer,
  payWhatYouWantInput,
} from '../discounts.js';
import { endpoint } from '../endpoint.js';

/** A creator's pricing of their own product: its discount codes, and pay what you want. */
export const discountEndpoints = {
  list: endpoint<typeof productIdParams, typeof discountCodeList>('GET', '/api/creator/products/:id/discount-codes'),
  create: endpoint<typeof createDiscountCodeInput, typeof discountCode>('POST', '/api/creator/products/:id/discount-codes', 201),
  payWhatYouWant: endpoint<typeof payWhatYouWantInput, typeof payWhatYouWantAnswer>(
    'PUT',
    '/api/creator/products/:id/pay-what-you-want',
  ),
};
