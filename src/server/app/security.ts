import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { createSameOriginCheck } from '../lib/same-origin.js';

interface SecurityOptions {
  config: Pick<Config, 'stripe' | 'trustedOrigins' | 'publicUrl'>;
  /** The hashes of the page shell's inline scripts (none when the web client is not served). */
  scriptHashes: readonly string[];
}

/**
 * What every answer carries and every request passes: the security headers (a content security policy
 * that admits Stripe.js when Stripe is configured), the request's id, and the same-origin check that
 * refuses a state-changing call from another site (only the Stripe webhook is exempt).
 */
async function security(app: FastifyInstance, { config, scriptHashes }: SecurityOptions) {
  // Stripe.js loads from Stripe, talks to its API and shows card fields and 3-D Secure in its frames.
  const stripeCsp = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  // Built once: @fastify/helmet built helmet's middleware, parsing the whole policy, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...stripeCsp.script],
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
}

// Not encapsulated: the hooks apply to every route of the app.
export const securityPlugin = fp(security, { name: 'security' });
