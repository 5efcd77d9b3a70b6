import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email.js';
import type { EmailMessage } from './compose-email.js';

/**
 * The one way a feature sends e-mail: the message joins the outbox inside the caller's transaction,
 * so it exists exactly when what caused it was committed; the e-mail job sends it (with retries).
 */
export async function queueEmail(
  tx: Pick<Database, 'insert'>,
  { to, userId, message, notBefore }: { to: string; userId?: number; message: EmailMessage; notBefore?: Date },
) {
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: to,
      userId: userId ?? null,
      kind: message.kind,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      // A message for a later day (a gift's delivery date) waits in the outbox until then.
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    })
    .returning({ id: emailOutbox.id });
  return queued!.id;
}

/**
 * queueEmail for an event that may be announced twice (a webhook delivered twice): `eventKey` names the
 * event, and a key already in the outbox writes nothing (undefined), so the event is e-mailed once.
 */
export async function queueEmailOnce(
  tx: Pick<Database, 'insert'>,
  { to, userId, message, eventKey }: { to: string; userId: number; message: EmailMessage; eventKey: string },
): Promise<number | undefined> {
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: to,
      userId,
      kind: message.kind,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      eventKey,
    })
    .onConflictDoNothing({ target: emailOutbox.eventKey })
    .returning({ id: emailOutbox.id });
  return queued?.id;
}
