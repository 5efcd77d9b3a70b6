// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { accountEndpoints } from './account.js';
import { adminEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { checkoutEndpoints } from './checkout.js';
import { creatorEndpoints } from './creator.js';
import { discountEndpoints } from './discounts.js';
import { downloadEndpoints } from './downloads.js';
import { enterpriseEndpoints } from './enterprise.js';
import { giftEndpoints } from './gifts.js';
import { healthEndpoints } from './health.js';
import { imageEndpoints } from './images.js';
import { journalEndpoints } from './journal.js';
import { moderationEndpoints } from './moderation.js';
import { onboardingEndpoints } from './onboarding.js';
import { orderEndpoints } from './orders.js';
import { payoutsEndpoints } from './payouts.js';
import { previewEndpoints } from './previews.js';
import { purchaseEndpoints } from './purchases.js';
import { referralsEndpoints } from './referrals.js';
import { reviewEndpoints } from './reviews.js';
import { socialEndpoints } from './social.js';
import { soulEvolutionEndpoints } from './soul-evolution.js';
import { subscriptionEndpoints } from './subscriptions.js';
import { supportEndpoints } from './support.js';
import { trafficEndpoints } from './traffic.js';

export const api = {
  account: accountEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  catalog: catalogEndpoints,
  checkout: checkoutEndpoints,
  creator: creatorEndpoints,
  discounts: discountEndpoints,
  downloads: downloadEndpoints,
  enterprise: enterpriseEndpoints,
  gifts: giftEndpoints,
  health: healthEndpoints,
  images: imageEndpoints,
  journal: journalEndpoints,
  moderation: moderationEndpoints,
  onboarding: onboardingEndpoints,
  orders: orderEndpoints,
  payouts: payoutsEndpoints,
  previews: previewEndpoints,
  purchases: purchaseEndpoints,
  referrals: referralsEndpoints,
  reviews: reviewEndpoints,
  social: socialEndpoints,
  soulEvolution: soulEvolutionEndpoints,
  subscriptions: subscriptionEndpoints,
  support: supportEndpoints,
  traffic: trafficEndpoints,
};
