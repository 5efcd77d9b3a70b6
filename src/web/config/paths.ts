import type { ProductFilters } from '../../contract/catalog-view';

/** Every client route in one place. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  // The pages of the links e-mailed for a password reset, an address verification and a sign-up.
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  finishSignUp: '/finish-sign-up',
  // Asks before signing out when /api/logout was reached from another site.
  signOut: '/sign-out',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  aiPolicy: '/ai-policy',
  refundPolicy: '/refund-policy',
  trustSecurity: '/trust-security',
  creators: '/creators',
  discover: '/#products',
  featured: '/#featured',
  product: '/product/:id',
  cart: '/cart',
  checkout: '/checkout',
  success: '/success',
  upload: '/upload',
  dashboard: '/dashboard',
  dashboardSettings: '/dashboard?tab=settings',
  creatorDashboard: '/creator-dashboard',
  uploadProduct: '/upload-product',
  earnings: '/earnings',
  sellingPrinciples: '/selling-principles',
  purchases: '/purchases',
  account: '/account',
  support: '/support',
  journal: '/journal',
  intuitiveChoice: '/intuitive-choice',
  admin: '/admin',
  enterprise: '/enterprise',
  // Test and alternate screens the spec lists: /home is another name for the home page.
  homeAlias: '/home',
  testReact: '/test-react',
  mobileTest: '/mobile-test',
  testCelebrations: '/test-celebrations',
  // A personal referral link: remembered, then on to sign-up.
  referral: '/r/:code',
  // Browser navigations handled by the server.
  login: '/api/login',
  auth: '/api/auth',
  logout: '/api/logout',
} as const;

/** The query names the upload wizard reads to start with a category (by slug) and a title filled in. */
export const uploadPrefillParams = { category: 'category', title: 'title' } as const;
export const prefilledUploadPath = (categorySlug: string, title: string) =>
  `${paths.upload}?${new URLSearchParams({ [uploadPrefillParams.category]: categorySlug, [uploadPrefillParams.title]: title })}`;

export const productPath = (id: number) => `/product/${id}`;
export const categoryPath = (id: number) => `/?category=${id}`;
/** Where the checkout sends the buyer once the payment is recorded (Stripe's own return adds redirect_status). */
export const successPath = (paymentIntentId: string) => `/success?payment_intent=${encodeURIComponent(paymentIntentId)}`;
/** The home page narrowed as onboarding links to it (read by readProductFilters). */
export const homeFilterPath = (filter: NonNullable<ProductFilters['filter']>) => `/?filter=${filter}`;
export const searchPath = (text: string) => `/?search=${encodeURIComponent(text)}`;
