// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { checkoutEndpoints } from './checkout.js';
import { downloadEndpoints } from './downloads.js';
import { imageEndpoints } from './images.js';
import { purchaseEndpoints } from './purchases.js';
import { reviewEndpoints } from './reviews.js';
import { socialEndpoints } from './social.js';
import { subscriptionEndpoints } from './subscriptions.js';

export const api = {
  cart: cartEndpoints,
  catalog: catalogEndpoints,
  reviews: reviewEndpoints,
  purchases: purchaseEndpoints,
  downloads: downloadEndpoints,
  images: imageEndpoints,
  subscriptions: subscriptionEndpoints,
  checkout: checkoutEndpoints,
  social: socialEndpoints,
};
