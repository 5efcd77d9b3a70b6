import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountLinkRequest,
  accountNotice,
  authOptions,
  authUser,
  oidcCallbackQuery,
  passwordResetConfirmRequest,
  passwordResetRequest,
  type SignInRedirectQuery,
  signInRedirectQuery,
  signInRequest,
  signUpRequest,
} from '../../../contract/auth.js';
import { authEndpoints } from '../../../contract/endpoints/auth.js';
import { pages } from '../../../contract/pages.js';
import { safeReturnTo } from '../../../contract/return-to.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { RouteCall } from '../../lib/route.js';
import { createSiteNavigationTest } from '../../lib/same-origin.js';
import { routesFor } from './current-user.js';
import { resendEmailVerification, verifyEmail } from './email-verification.js';
import { createOidcSignIn } from './oidc.js';
import { assertNotSuspended } from './policy.js';
import { presentUser, type UserRow } from './present-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { createSession, deleteSession, SESSION_COOKIE, sessionCookieOptions } from './sessions.js';
import { signIn } from './sign-in.js';
import { finishSignUp, signUp } from './sign-up.js';

const OIDC_STATE_COOKIE = 'oidc_state';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { config, db } = ctx;
  const { open, signedIn } = routesFor(app, ctx);
  const oidc = config.oidc ? createOidcSignIn(config.oidc, db) : undefined;
  const cookieBase = sessionCookieOptions(config.session.secureCookie);
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const startedOnThisSite = createSiteNavigationTest(config);

  async function startSession(reply: FastifyReply, user: UserRow) {
    assertNotSuspended(user);
    const session = await createSession(db, user.id, config.session.ttlDays);
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieBase, expires: session.expiresAt });
  }
  const present = (user: UserRow) => presentUser(user, config.adminEmails);

  /** Browser navigations to sign in: to the sign-in page, remembering where the user came from. */
  const toSignIn = ({ returnTo }: SignInRedirectQuery, { request, reply }: RouteCall) =>
    reply.redirect(pages.signIn.href({ returnTo: safeReturnTo(returnTo ?? request.headers.referer, origin(request)) }));
  open(authEndpoints.login, { request: signInRedirectQuery }, toSignIn);
  open(authEndpoints.loginAlias, { request: signInRedirectQuery }, toSignIn);

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, cookieBase);
  }

  // The app's sign-out links are navigations here. One from another site (a link, an image, a redirect) signs
  // nobody out: it lands on a page of this site that asks, whose form posts here.
  open(authEndpoints.logout, {}, async (_input, { request, reply }) => {
    if (request.cookies[SESSION_COOKIE] !== undefined && !startedOnThisSite(request)) return reply.redirect(pages.signOut.path);
    await endSession(request, reply);
    return reply.redirect(pages.home.path);
  });
  // A form's post: the same-origin check has refused one from another site.
  open(authEndpoints.logoutForm, {}, async (_input, { request, reply }) => {
    await endSession(request, reply);
    return reply.redirect(pages.home.path, 303);
  });

  open(authEndpoints.options, { answer: authOptions }, () => ({ oidc: oidc ? { displayName: oidc.displayName } : null }));

  signedIn(authEndpoints.user, { answer: authUser }, ({ actor }) => present(actor));

  open(authEndpoints.signUp, { request: signUpRequest, answer: accountNotice }, async (input, { request }) => {
    const answer = await signUp(ctx, { ...input, ip: request.ip, rule: config.signUpLimit, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return answer;
  });

  // The e-mailed link's page: open without a session, as the link may be opened in another browser.
  open(authEndpoints.finishSignUp, { request: accountLinkRequest, answer: authUser }, async ({ token }, { request, reply }) => {
    const { user } = await finishSignUp(ctx, { token, now: new Date(), log: request.log });
    await startSession(reply, user);
    return present(user);
  });

  const signInRule = { limit: config.signInLimit.attempts, windowMs: config.signInLimit.windowMinutes * 60_000 };

  open(authEndpoints.signIn, { request: signInRequest, answer: authUser }, async (input, { request, reply }) => {
    const user = await signIn(ctx, { ...input, ip: request.ip, rule: signInRule, now: new Date() });
    await startSession(reply, user);
    return present(user);
  });

  open(
    authEndpoints.requestPasswordReset,
    { request: passwordResetRequest, answer: accountNotice },
    async (input, { request }) => {
      const answer = await requestPasswordReset(ctx, { ...input, ip: request.ip, rule: signInRule, now: new Date() });
      ctx.deliverEmailsSoon?.();
      return answer;
    },
  );

  open(authEndpoints.resetPassword, { request: passwordResetConfirmRequest, answer: accountNotice }, (input) =>
    resetPassword(ctx, { ...input, now: new Date() }),
  );

  // Open without a session: the link may be followed in another browser than the one signed in.
  open(authEndpoints.verifyEmail, { request: accountLinkRequest, answer: accountNotice }, ({ token }) =>
    verifyEmail(ctx, { token, now: new Date() }),
  );

  signedIn(authEndpoints.resendEmailVerification, { answer: accountNotice }, async ({ actor }) => {
    const answer = await resendEmailVerification(ctx, { actor, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return answer;
  });

  open(authEndpoints.signOut, {}, async (_input, { request, reply }) => {
    await endSession(request, reply);
  });

  if (oidc) {
    const callbackPath = authEndpoints.oidcCallback.path;
    open(authEndpoints.oidcStart, { request: signInRedirectQuery }, async ({ returnTo }, { request, reply }) => {
      const started = await oidc.start(`${origin(request)}${callbackPath}`, safeReturnTo(returnTo, origin(request)));
      reply.setCookie(OIDC_STATE_COOKIE, started.state, { ...cookieBase, maxAge: 600 });
      return reply.redirect(started.url);
    });
    open(authEndpoints.oidcCallback, { request: oidcCallbackQuery }, async ({ state }, { request, reply }) => {
      const expectedState = request.cookies[OIDC_STATE_COOKIE];
      if (!expectedState || expectedState !== state) {
        throw new AppError('bad_request', 'This sign-in did not start in this browser. Please sign in again.');
      }
      reply.clearCookie(OIDC_STATE_COOKIE, cookieBase);
      const { user, returnTo } = await oidc.finish({
        callbackUrl: new URL(request.url, origin(request)),
        expectedState,
        now: new Date(),
      });
      await startSession(reply, user);
      // Checked again on the way out: the rule may have tightened since the sign-in started.
      return reply.redirect(safeReturnTo(returnTo, origin(request)));
    });
  }
}
