import { and, eq } from 'drizzle-orm';
import type { TicketCloseRequest, TicketReplyRequest } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { supportTicketReplies, supportTickets } from '../../db/schema/care.js';
import { notFound } from '../../lib/errors.js';
import { recordAdminAction } from '../admin/record-admin-action.js';
import { assertAdmin } from '../auth/policy.js';
import { ticketReply } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import type { UserRow } from '../auth/present-user.js';

export interface ReplyToTicketOptions {
  actor: UserRow;
  ticketId: number;
  reply: TicketReplyRequest;
}

export interface CloseTicketOptions {
  actor: UserRow;
  ticketId: number;
  request: TicketCloseRequest;
}

const waitingForPerson = (ticketId: number) => and(eq(supportTickets.id, ticketId), eq(supportTickets.status, 'awaiting_human'));

/**
 * An admin answers a ticket the assistant handed to a person; the user reads the reply on /support.
 * The reply, its e-mail to the user, the optional closing and the audit row commit together; a closed
 * ticket takes no reply.
 */
export async function replyToTicket(ctx: AppContext, { actor, ticketId, reply }: ReplyToTicketOptions) {
  assertAdmin(ctx, actor);
  return ctx.db.transaction(async (tx) => {
    // Locks the ticket so a concurrent close cannot slip between the check and the reply.
    const [ticket] = await tx
      .select({ id: supportTickets.id, userId: supportTickets.userId })
      .from(supportTickets)
      .where(waitingForPerson(ticketId))
      .for('update');
    if (!ticket) throw notFound('Open ticket');
    await tx.insert(supportTicketReplies).values({ ticketId, authorId: actor.id, body: reply.body });
    const [asker] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ticket.userId));
    const message = ticketReply(ctx.config.siteUrl, { firstName: asker!.firstName, ticketId, body: reply.body });
    await queueEmail(tx, { to: asker!.email, userId: ticket.userId, message });
    await recordAdminAction(tx, { actorId: actor.id, action: 'ticket.reply', targetId: ticketId, note: reply.body });
    if (reply.close) await closeInTransaction(tx, actor, ticketId, null);
    return { id: ticketId, status: reply.close ? ('closed' as const) : ('awaiting_human' as const) };
  });
}

/** An admin closes a ticket without (another) reply. */
export async function closeTicket(ctx: AppContext, { actor, ticketId, request }: CloseTicketOptions) {
  assertAdmin(ctx, actor);
  await ctx.db.transaction((tx) => closeInTransaction(tx, actor, ticketId, request.note || null));
  return { id: ticketId, status: 'closed' as const };
}

async function closeInTransaction(
  tx: Pick<Database, 'insert' | 'update'>,
  actor: UserRow,
  ticketId: number,
  note: string | null,
) {
  const [closed] = await tx
    .update(supportTickets)
    .set({ status: 'closed' })
    .where(waitingForPerson(ticketId))
    .returning({ id: supportTickets.id });
  if (!closed) throw notFound('Open ticket');
  await recordAdminAction(tx, { actorId: actor.id, action: 'ticket.close', targetId: ticketId, note });
}
