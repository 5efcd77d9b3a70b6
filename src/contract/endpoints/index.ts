// The API's endpoint table: every route the server answers under /api, one entry each (decision 043).
import { adminEndpoints } from './admin.js';
import { cartEndpoints } from './cart.js';
import { creatorEndpoints } from './creator.js';
import { journalEndpoints } from './journal.js';
import { moderationEndpoints } from './moderation.js';
import { payoutsEndpoints } from './payouts.js';
import { soulEvolutionEndpoints } from './soul-evolution.js';
import { supportEndpoints } from './support.js';

export const api = {
  admin: adminEndpoints,
  cart: cartEndpoints,
  creator: creatorEndpoints,
  journal: journalEndpoints,
  moderation: moderationEndpoints,
  payouts: payoutsEndpoints,
  soulEvolution: soulEvolutionEndpoints,
  support: supportEndpoints,
};
