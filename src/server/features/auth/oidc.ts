import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { withoutTextDirection } from '../../../contract/text-direction.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { oidcLogins, users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';

type OidcSettings = NonNullable<Config['oidc']>;

// A pending sign-in must come back from the provider within this time.
const LOGIN_TTL_MS = 10 * 60_000;

/** OpenID Connect sign-in (authorization code flow with PKCE), used only when OIDC_* is configured. */
export function createOidcSignIn(settings: OidcSettings, db: Database) {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(settings.issuerUrl);
  // Plain http is allowed only for a provider on this machine (development and tests).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        local ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined; // try the discovery again on the next sign-in
        throw error;
      });
    return discovered;
  };

  return {
    displayName: settings.displayName,

    async start(redirectUri: string, returnTo: string) {
      const config = await configuration();
      const state = client.randomState();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db.insert(oidcLogins).values({ state, codeVerifier, returnTo });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },

    /** Completes the sign-in at `now` and answers the local user, creating or linking the account. */
    async finish({ callbackUrl, expectedState, now }: { callbackUrl: URL; expectedState: string; now: Date }) {
      const [pending] = await db
        .delete(oidcLogins)
        .where(and(eq(oidcLogins.state, expectedState), gt(oidcLogins.createdAt, new Date(now.getTime() - LOGIN_TTL_MS))))
        .returning();
      if (!pending) throw new AppError('bad_request', 'This sign-in link has expired. Please sign in again.');
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState,
      });
      const claims = tokens.claims();
      if (!claims) throw new AppError('bad_request', 'The sign-in provider sent no identity.');
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (!email || claims.email_verified === false) {
        throw new AppError('bad_request', 'The sign-in provider did not share a verified e-mail address.');
      }
      const user = await linkOrCreateUser(db, now, {
        subject: `${claims.iss}|${claims.sub}`,
        email,
        // Names the provider holds cannot be refused here; what would disguise them is left out.
        firstName: withoutTextDirection(typeof claims.given_name === 'string' ? claims.given_name : email.split('@')[0]!),
        lastName: withoutTextDirection(typeof claims.family_name === 'string' ? claims.family_name : ''),
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      });
      return { user, returnTo: pending.returnTo };
    },
  };
}

async function linkOrCreateUser(
  db: Database,
  now: Date,
  identity: { subject: string; email: string; firstName: string; lastName: string; picture: string | null },
) {
  const [known] = await db.select().from(users).where(eq(users.oidcSubject, identity.subject)).limit(1);
  if (known) return known;
  // A verified e-mail that matches a local account links the two (only if not linked to another subject).
  const [linked] = await db
    .update(users)
    // The provider vouched for the address (email_verified), so it counts as verified here too.
    .set({ oidcSubject: identity.subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.email, identity.email), isNull(users.oidcSubject)))
    .returning();
  if (linked) return linked;
  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      profileImageUrl: identity.picture,
      oidcSubject: identity.subject,
      emailVerifiedAt: now,
    })
    .returning();
  if (!created) throw new AppError('conflict', 'This e-mail is already linked to another sign-in.');
  return created;
}
