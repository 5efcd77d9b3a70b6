// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { accountEndpoints } from './account.js';
import { authEndpoints } from './auth.js';
import { cartEndpoints } from './cart.js';
import { enterpriseEndpoints } from './enterprise.js';
import { healthEndpoints } from './health.js';
import { onboardingEndpoints } from './onboarding.js';
import { referralsEndpoints } from './referrals.js';

export const api = {
  account: accountEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  enterprise: enterpriseEndpoints,
  health: healthEndpoints,
  onboarding: onboardingEndpoints,
  referrals: referralsEndpoints,
};
