// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { accountEndpoints } from './account.js';
import { adminEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { cartEndpoints } from './cart.js';
import { creatorEndpoints } from './creator.js';
import { enterpriseEndpoints } from './enterprise.js';
import { healthEndpoints } from './health.js';
import { journalEndpoints } from './journal.js';
import { moderationEndpoints } from './moderation.js';
import { onboardingEndpoints } from './onboarding.js';
import { payoutsEndpoints } from './payouts.js';
import { referralsEndpoints } from './referrals.js';
import { soulEvolutionEndpoints } from './soul-evolution.js';
import { supportEndpoints } from './support.js';

export const api = {
  account: accountEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  creator: creatorEndpoints,
  enterprise: enterpriseEndpoints,
  health: healthEndpoints,
  journal: journalEndpoints,
  moderation: moderationEndpoints,
  onboarding: onboardingEndpoints,
  payouts: payoutsEndpoints,
  referrals: referralsEndpoints,
  soulEvolution: soulEvolutionEndpoints,
  support: supportEndpoints,
};
