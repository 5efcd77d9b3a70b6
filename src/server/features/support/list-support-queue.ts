import { asc, eq, sql } from 'drizzle-orm';
import type { AdminSupportTicket, SupportCategory } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { supportTickets } from '../../db/schema/care.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { repliesByTicket } from './ticket-replies.js';

// Someone who may be at risk is answered before anything else, then someone in danger from another
// person, then by the priority the user chose.
const urgency = sql<number>`case
  when ${supportTickets.category} = 'crisis' then 0
  when ${supportTickets.category} = 'safety' then 0
  when ${supportTickets.priority} = 'urgent' then 1
  when ${supportTickets.priority} = 'high' then 2
  when ${supportTickets.priority} = 'medium' then 3
  else 4 end`;

/** The support requests waiting for a person, crisis and safety first, then by priority, oldest first within each. */
export async function listSupportQueue(ctx: AppContext, options: { actor: UserRow }): Promise<AdminSupportTicket[]> {
  assertAdmin(ctx, options.actor);
  const rows = await ctx.db
    .select({ ticket: supportTickets, user: users })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.status, 'awaiting_human'))
    .orderBy(urgency, asc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(200);
  const replies = await repliesByTicket(
    ctx.db,
    rows.map(({ ticket }) => ticket.id),
  );
  return rows.map(({ ticket, user }) => ({
    id: ticket.id,
    type: ticket.type,
    priority: ticket.priority,
    category: ticket.category as SupportCategory,
    message: ticket.message,
    createdAt: ticket.createdAt.toISOString(),
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    response: ticket.response,
    replies: replies.get(ticket.id) ?? [],
  }));
}
