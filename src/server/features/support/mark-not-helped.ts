import { and, eq, inArray } from 'drizzle-orm';
import type { TicketState } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { supportTickets } from '../../db/schema/care.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';

export interface MarkNotHelpedOptions {
  actor: UserRow;
  ticketId: number;
}

/**
 * The asker says the assistant's answer did not help: the ticket goes to a person, and it no longer
 * counts as self-served in the enterprise figures. Saying it twice changes nothing more.
 */
export async function markNotHelped(ctx: AppContext, { actor, ticketId }: MarkNotHelpedOptions): Promise<TicketState> {
  const own = and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, actor.id));
  const [moved] = await ctx.db
    .update(supportTickets)
    .set({ status: 'awaiting_human', escalateToHuman: true })
    .where(and(own, inArray(supportTickets.status, ['resolved', 'answered'])))
    .returning({ id: supportTickets.id });
  if (moved) return { id: ticketId, status: 'awaiting_human' };
  const [ticket] = await ctx.db.select({ status: supportTickets.status }).from(supportTickets).where(own);
  if (!ticket) throw notFound('Ticket');
  return { id: ticketId, status: ticket.status === 'closed' ? 'closed' : 'awaiting_human' };
}
