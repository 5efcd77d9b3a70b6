import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../contract/errors.js';
import { SESSION_COOKIE } from '../features/auth/sessions.js';
import { compressPage, type PageShell } from '../page-shell.js';

interface WebOptions {
  /** The built web client's folder. */
  webRoot: string;
  /** The page shell, when the web client is served (not in API tests). */
  shell: PageShell | undefined;
}

/**
 * The web client: its built files, and for any other GET outside /api the page (drawn on the server
 * for the catalogue's screens, decision 018); everything else that matches no route answers a JSON 404.
 */
async function web(app: FastifyInstance, { webRoot, shell }: WebOptions) {
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
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (wantsPage && shell) {
      // Client-side routes: the web app decides what to show, including its own 404 screen (with a 404). The screen's
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
      // The not-found screen answers 404, so a mistyped or dead link is not taken for a page.
      return (
        reply
          .code(page.notFound ? 404 : 200)
          // A signed-in visitor's page may hold their own data (My Purchases is drawn from it): never kept by a shared cache.
          .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body)
      );
    }
    const body: ErrorBody = { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
    return reply.code(404).send(body);
  });
}

// Not encapsulated: the not-found handler is the app's, and the page draws through the app's own routes.
export const webPlugin = fp(web, { name: 'web' });
