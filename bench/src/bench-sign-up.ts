import { and, desc, eq } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client.js';
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

const BENCH_PASSWORD = 'bench-river-stone-42';

/**
 * A session cookie for the benchmark account `email` on the server at `base`: signed in, or on the first run
 * created through the e-mailed sign-up link, as a visitor would. Answers the cookie and the account's id.
 */
export async function benchSessionCookie(base: string, databaseUrl: string, email: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  let answer = await post('/api/auth/sign-in', { email, password: BENCH_PASSWORD });
  if (!answer.ok) {
    const asked = await post('/api/auth/sign-up', { firstName: 'Bench', lastName: 'User', email, password: BENCH_PASSWORD });
    if (asked.status !== 202) throw new Error(`${email} could not sign up: ${asked.status} ${await asked.text()}`);
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    try {
      answer = await post('/api/auth/sign-up/finish', { token: await signUpLinkToken(database.db, email) });
    } finally {
      await database.close();
    }
  }
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error('No session cookie');
  const { id } = (await answer.json()) as { id: number };
  return { cookie: cookie.split(';')[0]!, userId: id };
}
