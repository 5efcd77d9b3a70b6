import type { ProductFilters } from '../../contract/catalog-view';
import { authEndpoints } from '../../contract/endpoints/auth';
import { pages } from '../../contract/pages';

/**
 * Every client route in one place: the pages' paths (src/contract/pages.ts, the router's too), the home page's
 * anchors, and the server's browser navigations (their endpoint entries).
 */
export const paths = {
  home: pages.home.path,
  signIn: pages.signIn.path,
  signUp: pages.signUp.path,
  forgotPassword: pages.forgotPassword.path,
  resetPassword: pages.resetPassword.path,
  verifyEmail: pages.verifyEmail.path,
  finishSignUp: pages.finishSignUp.path,
  signOut: pages.signOut.path,
  privacyPolicy: pages.privacyPolicy.path,
  termsOfService: pages.termsOfService.path,
  aiPolicy: pages.aiPolicy.path,
  refundPolicy: pages.refundPolicy.path,
  trustSecurity: pages.trustSecurity.path,
  creators: pages.creators.path,
  discover: `${pages.home.path}#products`,
  featured: `${pages.home.path}#featured`,
  product: pages.product.path,
  creator: pages.creator.path,
  cart: pages.cart.path,
  checkout: pages.checkout.path,
  success: pages.success.path,
  upload: pages.upload.path,
  dashboard: pages.dashboard.path,
  editProduct: pages.editProduct.path,
  dashboardSettings: pages.dashboard.href({ tab: 'settings' }),
  creatorDashboard: pages.creatorDashboard.path,
  uploadProduct: pages.uploadProduct.path,
  earnings: pages.earnings.path,
  sellingPrinciples: pages.sellingPrinciples.path,
  purchases: pages.purchases.path,
  orders: pages.orders.path,
  account: pages.account.path,
  support: pages.support.path,
  journal: pages.journal.path,
  intuitiveChoice: pages.intuitiveChoice.path,
  admin: pages.admin.path,
  enterprise: pages.enterprise.path,
  homeAlias: pages.homeAlias.path,
  testReact: pages.testReact.path,
  mobileTest: pages.mobileTest.path,
  testCelebrations: pages.testCelebrations.path,
  referral: pages.referral.path,
  // Browser navigations handled by the server.
  login: authEndpoints.login.path,
  auth: authEndpoints.loginAlias.path,
  logout: authEndpoints.logout.path,
} as const;

/** The query names the upload wizard reads to start with a category (by slug) and a title filled in. */
export const uploadPrefillParams = { category: 'category', title: 'title' } as const;
export const prefilledUploadPath = (categorySlug: string, title: string) =>
  `${paths.upload}?${new URLSearchParams({ [uploadPrefillParams.category]: categorySlug, [uploadPrefillParams.title]: title })}`;

export const productPath = (id: number) => pages.product.href({ id });
export const creatorPath = (id: number) => pages.creator.href({ id });
export const editProductPath = (id: number) => pages.editProduct.href({ id });
export const categoryPath = (id: number) => pages.home.href({ category: id });
/** Where the checkout sends the buyer once the payment is recorded (Stripe's own return adds redirect_status). */
export const successPath = (paymentIntentId: string) => pages.success.href({ payment_intent: paymentIntentId });
/** The home page narrowed as onboarding links to it (read by readProductFilters). */
export const homeFilterPath = (filter: NonNullable<ProductFilters['filter']>) => pages.home.href({ filter });
export const searchPath = (text: string) => pages.home.href({ search: text });
