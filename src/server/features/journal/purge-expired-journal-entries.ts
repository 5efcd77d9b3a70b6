import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { journalEntries } from '../../db/schema/care.js';

/** Entries are kept for the account's life plus 2 years: those of accounts deleted longer ago go. */
export async function purgeExpiredJournalEntries(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
  const deleted = await db
    .delete(journalEntries)
    .where(lt(journalEntries.accountDeletedAt, cutoff))
    .returning({ id: journalEntries.id });
  return deleted.length;
}
