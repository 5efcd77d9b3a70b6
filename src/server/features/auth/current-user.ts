import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/errors.js';
import { createRoutes } from '../../lib/route.js';
import type { UserRow } from './present-user.js';
import { findSessionUser, SESSION_COOKIE } from './sessions.js';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request, looked up once per request and only when asked for. */
export function getCurrentUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = request.cookies[SESSION_COOKIE];
    pending = token ? findSessionUser(ctx.db, token) : Promise.resolve(undefined);
    resolved.set(request, pending);
  }
  return pending;
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await getCurrentUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

/** The route helper every feature registers its endpoints with: `signedIn` routes act for the session's user. */
export const routesFor = (app: FastifyInstance, ctx: AppContext) => createRoutes(app, (request) => requireUser(ctx, request));
