import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { enterpriseCreatorFacts } from '../../db/schema/insights.js';
import { firstRow } from './read-sql.js';

/**
 * A change written by a transaction that started before the last refresh but committed after it
 * carries a time before that refresh: looking this far back catches it. Longer ones wait for the
 * hourly refresh of every creator.
 */
const LATE_COMMIT_MARGIN = sql`interval '2 minutes'`;

/**
 * Recomputes the enterprise creator facts from products and sales: of every creator (`all`), or of
 * the creators whose products or sales changed since the last refresh. Idempotent upserts; a fresh
 * table is filled whole.
 */
export async function refreshCreatorFacts(ctx: Pick<AppContext, 'db'>, { all }: { all: boolean }): Promise<{ creators: number }> {
  const { db } = ctx;
  const t = enterpriseCreatorFacts;
  const { since } = await firstRow<{ since: string | null }>(db, sql`select max(${t.refreshedAt})::text as since from ${t}`);
  const touched =
    all || since === null
      ? sql`true`
      : sql`creator_id in (
          select creator_id from products where updated_at >= ${since}::timestamptz - ${LATE_COMMIT_MARGIN}
          union select creator_id from sales where kind = 'sale' and created_at >= ${since}::timestamptz - ${LATE_COMMIT_MARGIN}
          union select creator_id from sales where kind = 'reversal' and created_at >= ${since}::timestamptz - ${LATE_COMMIT_MARGIN}
        )`;
  const { creators } = await firstRow<{ creators: number }>(
    db,
    sql`with upserted as (
      insert into ${t} (creator_id, first_product_at, has_published, earnings_cents, first_sale_at, refreshed_at)
      select listed.creator_id, listed.first_product_at, listed.has_published, coalesce(sold.earnings, 0), sold.first_sale, now()
      from (
        select creator_id, min(created_at) as first_product_at, bool_or(status = 'published') as has_published
        from products where ${touched} group by creator_id
      ) listed
      left join (
        select creator_id, sum(creator_earnings_cents) as earnings, min(created_at) as first_sale
        from sales where ${touched} group by creator_id
      ) sold on sold.creator_id = listed.creator_id
      -- Two refreshes at once lock their rows in the same order, so neither waits on the other in a cycle.
      order by listed.creator_id
      on conflict (creator_id) do update set
        first_product_at = excluded.first_product_at, has_published = excluded.has_published,
        earnings_cents = excluded.earnings_cents, first_sale_at = excluded.first_sale_at, refreshed_at = excluded.refreshed_at
      returning 1
    ) select count(*)::int as creators from upserted`,
  );
  return { creators };
}
