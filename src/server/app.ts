import crypto from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { apiRoutesPlugin } from './app/api-routes.js';
import { errorsPlugin } from './app/errors.js';
import { securityPlugin } from './app/security.js';
import { webPlugin } from './app/web.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { loadPageShell } from './page-shell.js';

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

/**
 * The app, in the order a request meets it: cookies, the security headers and same-origin check
 * (app/security.ts), the error answers (app/errors.ts), the features' API routes (app/api-routes.ts)
 * and the web client with the not-found answer (app/web.ts).
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, db, copyText, storage, payments, payouts, ai, deliverEmailsSoon } = options;
  const ctx: AppContext = { config, db, copyText, storage, payments, payouts, ai, deliverEmailsSoon };
  const shell = (options.serveWeb ?? true) ? loadPageShell(webRoot, serverRenderer) : undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  // Before the routes: its onRoute hook wraps every GET and HEAD handler added after it.
  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, { config, scriptHashes: shell?.scriptHashes ?? [] });
  await app.register(apiRoutesPlugin, { ctx });
  await app.register(webPlugin, { webRoot, shell });

  return app;
}
