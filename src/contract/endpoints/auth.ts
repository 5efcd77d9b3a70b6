import { endpoint } from '../endpoint.js';
import type {
  accountLinkRequest,
  accountNotice,
  authOptions,
  authUser,
  oidcCallbackQuery,
  passwordResetConfirmRequest,
  passwordResetRequest,
  signInRedirectQuery,
  signInRequest,
  signUpRequest,
} from '../auth.js';

export const authEndpoints = {
  // Browser navigations: each answers with a redirect (to the sign-in page, home, the provider, or back).
  login: endpoint<typeof signInRedirectQuery>('GET', '/api/login', 302),
  loginAlias: endpoint<typeof signInRedirectQuery>('GET', '/api/auth', 302),
  logout: endpoint('GET', '/api/logout', 302),
  /** The sign-out page's form (303: the browser follows it with a GET). */
  logoutForm: endpoint('POST', '/api/logout', 303),
  oidcStart: endpoint<typeof signInRedirectQuery>('GET', '/api/auth/oidc', 302),
  oidcCallback: endpoint<typeof oidcCallbackQuery>('GET', '/api/auth/oidc/callback', 302),

  options: endpoint<undefined, typeof authOptions>('GET', '/api/auth/options'),
  user: endpoint<undefined, typeof authUser>('GET', '/api/auth/user'),
  signUp: endpoint<typeof signUpRequest, typeof accountNotice>('POST', '/api/auth/sign-up', 202),
  finishSignUp: endpoint<typeof accountLinkRequest, typeof authUser>('POST', '/api/auth/sign-up/finish', 201),
  signIn: endpoint<typeof signInRequest, typeof authUser>('POST', '/api/auth/sign-in'),
  requestPasswordReset: endpoint<typeof passwordResetRequest, typeof accountNotice>('POST', '/api/auth/password-reset', 202),
  resetPassword: endpoint<typeof passwordResetConfirmRequest, typeof accountNotice>('POST', '/api/auth/password-reset/confirm'),
  verifyEmail: endpoint<typeof accountLinkRequest, typeof accountNotice>('POST', '/api/auth/verify-email'),
  resendEmailVerification: endpoint<undefined, typeof accountNotice>('POST', '/api/auth/verify-email/resend', 202),
  signOut: endpoint('POST', '/api/auth/sign-out', 204),
};
