import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../mail/mailer.ts';

export interface OutboxBacklog {
  /** Messages not sent yet that delivery will still try (fewer than MAX_DELIVERY_ATTEMPTS failures). */
  unsent: number;
  /** Age in seconds of the oldest of them, by the database's clock; 0 when there is none. */
  oldestAgeSeconds: number;
}

/**
 * One aggregate over the outbox, at each scrape. Messages given up on (MAX_DELIVERY_ATTEMPTS failures)
 * wait for a person and are left out, so they do not hold the lag up for ever.
 */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS)));
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)),
  };
}
