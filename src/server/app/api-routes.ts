import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { accountRoutes } from '../features/account/routes.js';
import { adminRoutes } from '../features/admin/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { cartRoutes } from '../features/cart/routes.js';
import { catalogRoutes } from '../features/catalog/routes.js';
import { checkoutRoutes } from '../features/checkout/routes.js';
import { creatorRoutes } from '../features/creator/routes.js';
import { downloadRoutes } from '../features/downloads/routes.js';
import { enterpriseRoutes } from '../features/enterprise/routes.js';
import { giftsRoutes } from '../features/gifts/routes.js';
import { healthRoutes } from '../features/health/routes.js';
import { imageRoutes } from '../features/images/routes.js';
import { journalRoutes } from '../features/journal/routes.js';
import { moderationRoutes } from '../features/moderation/routes.js';
import { onboardingRoutes } from '../features/onboarding/routes.js';
import { orderRoutes } from '../features/orders/routes.js';
import { payoutRoutes } from '../features/payouts/routes.js';
import { previewRoutes } from '../features/previews/routes.js';
import { purchasesRoutes } from '../features/purchases/routes.js';
import { referralRoutes } from '../features/referrals/routes.js';
import { reviewRoutes } from '../features/reviews/routes.js';
import { socialRoutes } from '../features/social/routes.js';
import { soulEvolutionRoutes } from '../features/soul-evolution/routes.js';
import { subscriptionRoutes } from '../features/subscriptions/routes.js';
import { supportRoutes } from '../features/support/routes.js';
import { trafficRoutes } from '../features/traffic/routes.js';
import { discountRoutes } from '../features/discounts/routes.js';

type FeatureRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every feature's routes, the one list: a new feature adds its line here. */
const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  catalogRoutes,
  journalRoutes,
  supportRoutes,
  socialRoutes,
  cartRoutes,
  checkoutRoutes,
  discountRoutes,
  purchasesRoutes,
  orderRoutes,
  subscriptionRoutes,
  downloadRoutes,
  previewRoutes,
  imageRoutes,
  creatorRoutes,
  payoutRoutes,
  moderationRoutes,
  reviewRoutes,
  referralRoutes,
  soulEvolutionRoutes,
  onboardingRoutes,
  adminRoutes,
  enterpriseRoutes,
  giftsRoutes,
  trafficRoutes,
];

/** The API: each feature's routes in a scope of their own (a feature's hooks and parsers stay its own). */
async function apiRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  for (const routes of FEATURE_ROUTES) await app.register(async (scope) => routes(scope, ctx));
}

// Not encapsulated itself: each feature's scope is a child of the app, under its hooks and error handler.
export const apiRoutesPlugin = fp(apiRoutes, { name: 'api-routes' });
