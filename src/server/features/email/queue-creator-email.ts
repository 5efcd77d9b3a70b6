import { eq } from 'drizzle-orm';
import type { CreatorEmailKind } from '../../../contract/account.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { EmailMessage } from './compose-email.js';
import { queueEmailOnce } from './queue-email.js';

/**
 * Tells a creator about an event of their shop (docs/decisions/048), in the transaction of the event:
 * nothing when they turned that kind off or their account is deleted, and once per `eventKey`, so an
 * event announced twice (a webhook delivered twice) is e-mailed once.
 */
export async function queueCreatorEmail(
  tx: Pick<Database, 'select' | 'insert'>,
  options: {
    creatorId: number;
    kind: CreatorEmailKind;
    eventKey: string;
    message: (creator: { firstName: string }) => EmailMessage;
  },
): Promise<number | undefined> {
  const [creator] = await tx
    .select({ email: users.email, firstName: users.firstName, off: users.emailsOff, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, options.creatorId));
  if (!creator || creator.deletedAt !== null || creator.off.includes(options.kind)) return undefined;
  return queueEmailOnce(tx, {
    to: creator.email,
    userId: options.creatorId,
    message: options.message(creator),
    eventKey: `${options.kind}:${options.eventKey}`,
  });
}
