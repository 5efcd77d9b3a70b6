import { desc, eq } from 'drizzle-orm';
import type { Payout } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { payouts } from '../../db/schema/payouts.js';
import type { UserRow } from '../auth/present-user.js';
import { presentPayout } from './present-payout.js';

export async function listCreatorPayouts(ctx: AppContext, { actor }: { actor: UserRow }): Promise<Payout[]> {
  const rows = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.creatorId, actor.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return rows.map(presentPayout);
}
