import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email.js';
import type { EmailTransport } from '../../providers/email/email-transport.js';

// Minutes to wait after each failed attempt; after the last one the message is marked failed.
const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240];
export const MAX_EMAIL_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
// A claimed message is not claimed again for this long: a run that dies mid-send is retried after it.
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 100;

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox's due messages. Each is claimed first (attempt counted, leased) with SKIP LOCKED,
 * so runs on several instances never take the same one, and sent outside any transaction (the
 * embedded database has one connection). Delivery is at least once: a crash between the server's
 * acceptance and the record sends that message again after its lease.
 */
export async function deliverPendingEmails(
  ctx: { db: Database; email: EmailTransport; log: FastifyBaseLogger },
  { now }: { now: Date },
): Promise<DeliveryResult> {
  const { db } = ctx;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();

  for (const message of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await ctx.email.send({ to: message.toAddress, subject: message.subject, text: message.textBody, html: message.htmlBody });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(emailOutbox.id, message.id));
      result.sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delayMinutes = RETRY_DELAYS_MINUTES[message.attempts - 1];
      const giveUp = delayMinutes === undefined;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError,
          ...(giveUp ? {} : { nextAttemptAt: new Date(now.getTime() + delayMinutes * 60_000) }),
        })
        .where(eq(emailOutbox.id, message.id));
      ctx.log.warn({ emailId: message.id, attempts: message.attempts, giveUp, err: error }, 'e-mail not sent');
      if (giveUp) result.failed++;
      else result.retrying++;
    }
  }
  return result;
}
