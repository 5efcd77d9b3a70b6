import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email.js';
import type { EmailMessage } from './compose-email.js';

/**
 * The one way a feature sends e-mail: the message joins the outbox inside the caller's transaction,
 * so it exists exactly when what caused it was committed; the e-mail job sends it (with retries).
 */
export async function queueEmail(
  tx: Pick<Database, 'insert'>,
  { to, userId, message }: { to: string; userId?: number; message: EmailMessage },
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
    })
    .returning({ id: emailOutbox.id });
  return queued!.id;
}
