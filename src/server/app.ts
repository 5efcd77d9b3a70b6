import crypto from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import type { ErrorBody } from '../contract/errors.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isConnectionLost } from './db/client.js';
import { accountRoutes } from './features/account/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { enterpriseRoutes } from './features/enterprise/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { SESSION_COOKIE } from './features/auth/sessions.js';
import { cartRoutes } from './features/cart/routes.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { checkoutRoutes } from './features/checkout/routes.js';
import { creatorRoutes } from './features/creator/routes.js';
import { downloadRoutes } from './features/downloads/routes.js';
import { imageRoutes } from './features/images/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { moderationRoutes } from './features/moderation/routes.js';
import { onboardingRoutes } from './features/onboarding/routes.js';
import { payoutRoutes } from './features/payouts/routes.js';
import { journalRoutes } from './features/journal/routes.js';
import { socialRoutes } from './features/social/routes.js';
import { supportRoutes } from './features/support/routes.js';
import { purchasesRoutes } from './features/purchases/routes.js';
import { referralRoutes } from './features/referrals/routes.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { soulEvolutionRoutes } from './features/soul-evolution/routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { AppError } from './lib/errors.js';
import { createSameOriginCheck } from './lib/same-origin.js';
import { compressPage, loadPageShell } from './page-shell.js';

// Same depth from src/server and dist/server.
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
// Draws the catalogue's screens on the server (built by `npm run build:web`).
const serverRenderer = path.resolve(import.meta.dirname, '../../dist/web-server/entry-server.js');

/**
 * Fastify's trustProxy for the configured setting. A hop count becomes a function: given a number,
 * Fastify trusts no hop at all (it cannot check the peer), so every client behind the proxy would share
 * the proxy's address. With n hops the socket and the last n - 1 forwarded entries are proxies and the
 * entry before them is the client; with 1, the entry the proxy appended.
 */
function fastifyTrustProxy(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export interface BuildAppOptions extends AppContext {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
  /** Told of every route as it is added (tests enumerate the API with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db, storage, payments, payouts, ai, deliverEmailsSoon } = options;
  const ctx: AppContext = { config, db, storage, payments, payouts, ai, deliverEmailsSoon };
  // Stripe.js loads from Stripe, talks to its API and shows card fields and 3-D Secure in its frames.
  const stripeCsp = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  const serveWeb = options.serveWeb ?? true;
  const shell = serveWeb ? loadPageShell(webRoot, serverRenderer) : undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  // A read whose database connection was cut (a restart, a failover, a terminated backend) runs once
  // more, on a fresh connection from the pool. Only GET and HEAD: their few writes (a product view, a
  // delivery) are at worst counted twice; any other method answers 503 (the error handler).
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    const handler = route.handler;
    route.handler = async function readAgainOnLostConnection(request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (!isConnectionLost(error) || reply.sent) throw error;
        request.log.warn({ err: error }, 'database connection lost; reading again');
        // A cut seldom comes alone (a restart ends every connection): a short pause lets the pool hear
        // of the others' deaths before it lends one again (measured: 503s at a cut per second fell from
        // about 10 to 1-3 in 20 s of load).
        await new Promise((resolve) => setTimeout(resolve, 20));
        return handler.call(this, request, reply);
      }
    };
  });

  await app.register(cookie);
  // Built once: @fastify/helmet built helmet's middleware, parsing the whole policy, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(shell?.scriptHashes ?? []), ...stripeCsp.script],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeCsp.connect],
        frameSrc: ["'self'", ...stripeCsp.frame],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block images from other hosts (creator avatars, product images).
    crossOriginEmbedderPolicy: false,
    // Same-site navigations keep the full referrer so /api/login can send the user back where they were.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook(
    'onRequest',
    createSameOriginCheck({
      trustedOrigins: config.trustedOrigins,
      publicUrl: config.publicUrl,
      exempt: ['/api/webhooks/stripe'],
    }),
  );

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A write is not run again: the client is told to retry, and what it sends is idempotent or checked.
    const error = isConnectionLost(thrown)
      ? new AppError('service_unavailable', 'The connection to our database was interrupted. Please try again in a moment.', {
          retryAfterSeconds: 2,
          logMessage: 'database connection lost',
          cause: thrown,
        })
      : thrown;
    let body: ErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        code: error.code,
        message: error.message,
        ...(error.options.fields ? { fields: error.options.fields } : {}),
        ...(error.options.feedback ? { feedback: error.options.feedback } : {}),
      };
      if (error.options.retryAfterSeconds) reply.header('retry-after', String(error.options.retryAfterSeconds));
    } else if (error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        code: status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request',
        message: error.message,
      };
    } else {
      status = 500;
      body = { code: 'internal', message: 'Something went wrong on our side. Please try again.' };
    }
    if (status >= 500)
      request.log.error({ err: error }, (error instanceof AppError && error.options.logMessage) || 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send(body);
  });

  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => accountRoutes(scope, ctx));
  await app.register(async (scope) => catalogRoutes(scope, ctx));
  await app.register(async (scope) => journalRoutes(scope, ctx));
  await app.register(async (scope) => supportRoutes(scope, ctx));
  await app.register(async (scope) => socialRoutes(scope, ctx));
  await app.register(async (scope) => cartRoutes(scope, ctx));
  await app.register(async (scope) => checkoutRoutes(scope, ctx));
  await app.register(async (scope) => purchasesRoutes(scope, ctx));
  await app.register(async (scope) => subscriptionRoutes(scope, ctx));
  await app.register(async (scope) => downloadRoutes(scope, ctx));
  await app.register(async (scope) => imageRoutes(scope, ctx));
  await app.register(async (scope) => creatorRoutes(scope, ctx));
  await app.register(async (scope) => payoutRoutes(scope, ctx));
  await app.register(async (scope) => moderationRoutes(scope, ctx));
  await app.register(async (scope) => reviewRoutes(scope, ctx));
  await app.register(async (scope) => referralRoutes(scope, ctx));
  await app.register(async (scope) => soulEvolutionRoutes(scope, ctx));
  await app.register(async (scope) => onboardingRoutes(scope, ctx));
  await app.register(async (scope) => adminRoutes(scope, ctx));
  await app.register(async (scope) => enterpriseRoutes(scope, ctx));

  if (shell) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Built assets carry a content hash in their name; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && serveWeb;
    if (wantsPage && shell) {
      // Client-side routes: the web app decides what to show, including its own 404 screen. The screen's
      // code and first API answers start loading with the page instead of one after another.
      const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
      // The first view is drawn from the API's own answers, asked as this visitor.
      const api = async (url: string) => {
        const answer = await app.inject({ method: 'GET', url, headers: { cookie: request.headers.cookie ?? '' } });
        return answer.statusCode === 200 ? answer.json() : null;
      };
      const page = await shell.html(request.url, signedIn, api).catch((error: unknown) => {
        request.log.error({ err: error }, 'page render failed; sending the empty shell');
        return shell.html(request.url, signedIn);
      });
      // A page not drawn here asks for its first answers with the page rather than after the app's code.
      const preloads = page.drawn ? [] : shell.dataPreloads(request.url, signedIn);
      if (preloads.length > 0) reply.header('link', preloads.join(', '));
      const { body, encoding } = compressPage(page.html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const body: ErrorBody = { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
    return reply.code(404).send(body);
  });

  return app;
}
