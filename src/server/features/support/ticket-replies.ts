import { asc, inArray } from 'drizzle-orm';
import type { TicketReply } from '../../../contract/support.js';
import type { Database } from '../../db/client.js';
import { supportTicketReplies } from '../../db/schema/care.js';

/** The team's replies to these tickets, oldest first, by ticket id. */
export async function repliesByTicket(db: Database, ticketIds: number[]): Promise<Map<number, TicketReply[]>> {
  const byTicket = new Map<number, TicketReply[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(supportTicketReplies)
    .where(inArray(supportTicketReplies.ticketId, ticketIds))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  for (const row of rows) {
    const replies = byTicket.get(row.ticketId) ?? [];
    replies.push({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString() });
    byTicket.set(row.ticketId, replies);
  }
  return byTicket;
}
