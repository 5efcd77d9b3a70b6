import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { emailOutbox } from '../../db/schema/email.js';
import type { EmailMessage } from '../email/compose-email.js';
import { hasProductAccess } from '../subscriptions/access.js';

/**
 * Queues `message` for everyone with access to the product now (a purchase that stands, a subscription
 * that gives access) who has not turned off e-mails about new versions, in the caller's transaction. One
 * statement whatever the number of owners: the message names no one (docs/decisions/056).
 */
export async function queueUpdateEmails(
  tx: Database,
  { productId, message, now }: { productId: number; message: EmailMessage; now: Date },
): Promise<void> {
  const owners = tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        sql`not ('product_update' = any(${users.emailsOff}))`,
        hasProductAccess(tx, { userId: users.id, productId, now }),
      ),
    )
    .as('owners');
  await tx.execute(sql`
    insert into ${emailOutbox} (user_id, to_address, kind, subject, text_body, html_body)
    select owners.id, owners.email, ${message.kind}, ${message.subject}, ${message.text}, ${message.html} from ${owners}`);
}
