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
  support: '/support',
  // Browser navigations handled by the server.
  login: '/api/login',
  auth: '/api/auth',
  logout: '/api/logout',
} as const;

export const categoryPath = (id: number) => `/?category=${id}`;
export const searchPath = (text: string) => `/?search=${encodeURIComponent(text)}`;
