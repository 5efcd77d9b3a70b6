import { and, desc, eq } from 'drizzle-orm';
import { type emailKinds, emailOutbox } from '../../src/server/db/schema/email.js';
import type { TestApp } from './test-app.js';

/** The newest e-mail of this kind queued for `to`, if any. */
export async function latestEmail(t: Pick<TestApp, 'db'>, to: string, kind: (typeof emailKinds)[number]) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the link `path` (e.g. /reset-password) in the newest e-mail of this kind to `to`. */
export async function linkToken(t: Pick<TestApp, 'db'>, to: string, kind: (typeof emailKinds)[number], path: string) {
  const email = await latestEmail(t, to, kind);
  const match = email?.textBody.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link e-mailed to ${to}`);
  return match[1]!;
}
