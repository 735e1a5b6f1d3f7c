import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Rows whose window ended this long ago are deleted (by whichever process prunes next). */
const PRUNE_AFTER_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface Counted {
  current: number;
  ttl: number;
}

/**
 * The rate limits' counters in the database (`rate_limit_hits`), so every server process on one
 * PostgreSQL counts the same requests: ten sign-in attempts a minute means ten across the load
 * balancer, not ten per process. One upsert per limited request counts and answers at once; the row
 * lock of `on conflict` makes simultaneous requests on different processes count one after another.
 * On the embedded database there is one process, and the plugin's in-memory store does the same.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPrunedAt = Date.now();

  const prune = () => {
    if (Date.now() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = Date.now();
    // Best effort: a failed prune leaves rows for the next one; the counts stay right either way.
    db.execute(
      sql`delete from rate_limit_hits where resets_at < now() - ${PRUNE_AFTER_MS} * interval '1 millisecond'`,
    ).catch(() => {});
  };

  const count = async (key: string, windowMs: number): Promise<Counted> => {
    prune();
    const result = await db.execute(sql`
      insert into rate_limit_hits (key, hits, resets_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limit_hits.resets_at <= now() then 1 else rate_limit_hits.hits + 1 end,
        resets_at = case when rate_limit_hits.resets_at <= now() then excluded.resets_at
                         else rate_limit_hits.resets_at end
      returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as "ttlMs"`);
    const [row] = (result as unknown as { rows: { hits: number; ttlMs: number }[] }).rows;
    return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttlMs ?? windowMs) };
  };

  const read = async (key: string): Promise<Counted> => {
    const result = await db.execute(sql`
      select hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as "ttlMs"
      from rate_limit_hits where key = ${key} and resets_at > now()`);
    const [row] = (result as unknown as { rows: { hits: number; ttlMs: number }[] }).rows;
    return row ? { current: Number(row.hits), ttl: Number(row.ttlMs) } : { current: 0, ttl: 0 };
  };

  class DatabaseStore implements FastifyRateLimitStore {
    /** Each route counts on its own: `GET /rest/x|<caller>`. */
    private readonly prefix: string;

    // The plugin constructs the root store with its options; children get their route's prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      count(this.prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: Counted) => void): void {
      read(this.prefix + key).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: unknown; url?: string; routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
      return new DatabaseStore(`${method} ${route.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
