import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface OutboxBacklog {
  /** Messages not sent yet that delivery still tries (not failed). */
  unsent: number;
  /** Age in seconds of the oldest of them, by the database's clock; 0 when there is none. */
  oldestAgeSeconds: number;
  /** Messages given up on (refused for good, or still failing after days): someone must look at them. */
  failed: number;
}

/**
 * One aggregate over the outbox, at each scrape. Failed messages are counted on their own, so they
 * neither hold the lag up for ever nor disappear from view.
 */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const stillTried = sql`${outbox.sentAt} is null and ${outbox.failedAt} is null`;
  const [row] = await db
    .select({
      unsent: sql<number>`(count(*) filter (where ${stillTried}))::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${stillTried})), 0)::float8`,
      failed: sql<number>`(count(*) filter (where ${outbox.failedAt} is not null))::int`,
    })
    .from(outbox)
    .where(sql`${outbox.sentAt} is null`);
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)),
    failed: Number(row?.failed ?? 0),
  };
}
