import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountLinkRequest,
  accountNotice,
  authOptions,
  authUser,
  passwordResetConfirmRequest,
  passwordResetRequest,
  signInRequest,
  signUpRequest,
} from '../../../contract/auth.js';
import { safeReturnTo } from '../../../contract/return-to.js';
import type { AppContext } from '../../context.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { createSiteNavigationTest } from '../../lib/same-origin.js';
import { parseInput } from '../../lib/validate.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { getCurrentUser, requireUser } from './current-user.js';
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
/** The web page that asks before signing out (src/web/features/auth/pages/sign-out-page.tsx). */
const SIGN_OUT_PAGE = '/sign-out';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { config, db } = ctx;
  const oidc = config.oidc ? createOidcSignIn(config.oidc, db) : undefined;
  const cookieBase = sessionCookieOptions(config.session.secureCookie);
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const startedOnThisSite = createSiteNavigationTest(config);

  async function startSession(reply: FastifyReply, user: UserRow) {
    assertNotSuspended(user);
    const session = await createSession(db, user.id, config.session.ttlDays);
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieBase, expires: session.expiresAt });
  }

  /** Browser navigations to sign in: to the sign-in page, remembering where the user came from. */
  const toSignIn = async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply: FastifyReply) => {
    const returnTo = safeReturnTo(request.query.returnTo ?? request.headers.referer, origin(request));
    return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  };
  app.get('/api/login', toSignIn);
  app.get('/api/auth', toSignIn);

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, cookieBase);
  }

  // The app's sign-out links are navigations here. One from another site (a link, an image, a redirect) signs
  // nobody out: it lands on a page of this site that asks, whose form posts here.
  app.get('/api/logout', async (request, reply) => {
    if (request.cookies[SESSION_COOKIE] !== undefined && !startedOnThisSite(request)) return reply.redirect(SIGN_OUT_PAGE);
    await endSession(request, reply);
    return reply.redirect('/');
  });
  // A form's post: the same-origin check has refused one from another site.
  app.post('/api/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect('/', 303);
  });

  app.get('/api/auth/options', async () => authOptions.parse({ oidc: oidc ? { displayName: oidc.displayName } : null }));

  app.get('/api/auth/user', async (request) => {
    const user = await getCurrentUser(ctx, request);
    if (!user) throw unauthorized();
    return authUser.parse(presentUser(user, config.adminEmails));
  });

  app.post('/api/auth/sign-up', async (request, reply) => {
    const input = parseInput(signUpRequest, request.body);
    const answer = await signUp(ctx, { ...input, ip: request.ip, rule: config.signUpLimit, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return reply.code(202).send(accountNotice.parse(answer));
  });

  // The e-mailed link's page: open without a session, as the link may be opened in another browser.
  app.post('/api/auth/sign-up/finish', async (request, reply) => {
    const { token } = parseInput(accountLinkRequest, request.body);
    const { user, referrerId } = await finishSignUp(ctx, { token, now: new Date() });
    if (referrerId !== undefined)
      await activateChakrasAfterActivity(ctx, { userId: referrerId, now: new Date(), log: request.log });
    await startSession(reply, user);
    return reply.code(201).send(authUser.parse(presentUser(user, config.adminEmails)));
  });

  const signInRule = { limit: config.signInLimit.attempts, windowMs: config.signInLimit.windowMinutes * 60_000 };

  app.post('/api/auth/sign-in', async (request, reply) => {
    const input = parseInput(signInRequest, request.body);
    const user = await signIn(ctx, { ...input, ip: request.ip, rule: signInRule });
    await startSession(reply, user);
    return authUser.parse(presentUser(user, config.adminEmails));
  });

  app.post('/api/auth/password-reset', async (request, reply) => {
    const input = parseInput(passwordResetRequest, request.body);
    const answer = await requestPasswordReset(ctx, { ...input, ip: request.ip, rule: signInRule, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return reply.code(202).send(accountNotice.parse(answer));
  });

  app.post('/api/auth/password-reset/confirm', async (request) => {
    const input = parseInput(passwordResetConfirmRequest, request.body);
    return accountNotice.parse(await resetPassword(ctx, { ...input, now: new Date() }));
  });

  // Open without a session: the link may be followed in another browser than the one signed in.
  app.post('/api/auth/verify-email', async (request) => {
    const { token } = parseInput(accountLinkRequest, request.body);
    return accountNotice.parse(await verifyEmail(ctx, { token, now: new Date() }));
  });

  app.post('/api/auth/verify-email/resend', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const answer = await resendEmailVerification(ctx, { actor, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return reply.code(202).send(accountNotice.parse(answer));
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  if (oidc) {
    const callbackPath = '/api/auth/oidc/callback';
    app.get<{ Querystring: { returnTo?: string } }>('/api/auth/oidc', async (request, reply) => {
      const started = await oidc.start(
        `${origin(request)}${callbackPath}`,
        safeReturnTo(request.query.returnTo, origin(request)),
      );
      reply.setCookie(OIDC_STATE_COOKIE, started.state, { ...cookieBase, maxAge: 600 });
      return reply.redirect(started.url);
    });
    app.get<{ Querystring: { state?: string } }>(callbackPath, async (request, reply) => {
      const expectedState = request.cookies[OIDC_STATE_COOKIE];
      if (!expectedState || expectedState !== request.query.state) {
        throw new AppError('bad_request', 'This sign-in did not start in this browser. Please sign in again.');
      }
      reply.clearCookie(OIDC_STATE_COOKIE, cookieBase);
      const { user, returnTo } = await oidc.finish(new URL(request.url, origin(request)), expectedState);
      await startSession(reply, user);
      // Checked again on the way out: the rule may have tightened since the sign-in started.
      return reply.redirect(safeReturnTo(returnTo, origin(request)));
    });
  }
}
