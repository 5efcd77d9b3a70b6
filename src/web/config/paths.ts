/** Every client route in one place. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  aiPolicy: '/ai-policy',
  refundPolicy: '/refund-policy',
  trustSecurity: '/trust-security',
  creators: '/creators',
  discover: '/#products',
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
  support: '/support',
  journal: '/journal',
  intuitiveChoice: '/intuitive-choice',
  // Browser navigations handled by the server.
  login: '/api/login',
  auth: '/api/auth',
  logout: '/api/logout',
} as const;

export const productPath = (id: number) => `/product/${id}`;
export const categoryPath = (id: number) => `/?category=${id}`;
/** Where the checkout sends the buyer once the payment is recorded (Stripe's own return adds redirect_status). */
export const successPath = (paymentIntentId: string) => `/success?payment_intent=${encodeURIComponent(paymentIntentId)}`;
export const searchPath = (text: string) => `/?search=${encodeURIComponent(text)}`;
