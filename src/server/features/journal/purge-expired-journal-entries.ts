import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';

/** Entries are kept for the account's life plus 2 years: those of accounts deleted longer ago go. */
export async function purgeExpiredJournalEntries(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
  const deleted = await ctx.db
    .delete(journalEntries)
    .where(lt(journalEntries.accountDeletedAt, cutoff))
    .returning({ id: journalEntries.id });
  return deleted.length;
}
