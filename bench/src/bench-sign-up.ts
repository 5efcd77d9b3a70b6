import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { emailOutbox } from '../../src/server/db/schema/email.js';

/**
 * The token of the newest sign-up link queued for `email`. Benchmarks create accounts as visitors do
 * (docs/decisions/033): ask, then follow the e-mailed link, read here from the outbox of the database
 * they share with the server (the row is committed before sign-up answers).
 */
export async function signUpLinkToken(db: Database, email: string): Promise<string> {
  const [message] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'sign_up_link')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = message?.text.match(/\/finish-sign-up\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No sign-up link was queued for ${email}`);
  return token;
}
