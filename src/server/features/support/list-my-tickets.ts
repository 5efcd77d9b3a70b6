import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MyTicket } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { supportTickets } from '../../db/schema/care.js';
import type { UserRow } from '../auth/present-user.js';
import { repliesByTicket } from './ticket-replies.js';

/** The user's requests that went to a person (open or closed), newest first, with the team's replies. */
export async function listMyTickets(ctx: AppContext, { actor }: { actor: UserRow }): Promise<MyTicket[]> {
  const tickets = await ctx.db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, actor.id),
        eq(supportTickets.escalateToHuman, true),
        inArray(supportTickets.status, ['awaiting_human', 'closed']),
      ),
    )
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(50);
  const replies = await repliesByTicket(
    ctx.db,
    tickets.map((ticket) => ticket.id),
  );
  return tickets.map((ticket) => ({
    id: ticket.id,
    type: ticket.type,
    message: ticket.message,
    status: ticket.status === 'closed' ? 'closed' : 'awaiting_human',
    createdAt: ticket.createdAt.toISOString(),
    replies: replies.get(ticket.id) ?? [],
  }));
}
