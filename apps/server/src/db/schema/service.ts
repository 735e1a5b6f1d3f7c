import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits, shared by every server process on the database: one row per
 * limit and caller (`route|key`), counting within a window that ends at `resets_at`.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/**
 * Who runs a scheduled task (payment reminders, API-log pruning, outbox retries…) this time: a process
 * takes the lease for a while, the others skip the run, so a task runs once across processes.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});

/**
 * The calls counted against an outside service's quota (a distributor key's calls a minute and a
 * day), shared by every server process on one PostgreSQL: one row per call, held from its start until
 * it completes (`held_until`), and forgotten once it leaves the longest window.
 */
export const outsideCallSlots = pgTable(
  'outside_call_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quota: text('quota').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('outside_call_slots_quota_held_until_idx').on(table.quota, table.heldUntil)],
);

/**
 * The live-event streams open on every server process (`GET /rest/events`), so the cap of streams per
 * account holds across processes, not per process. A process refreshes `held_until` of the streams it
 * holds; a process that died stops refreshing, and its rows stop counting once that time passes.
 */
export const eventStreamLeases = pgTable(
  'event_stream_leases',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('event_stream_leases_user_id_opened_at_idx').on(table.userId, table.openedAt),
    index('event_stream_leases_held_until_idx').on(table.heldUntil),
  ],
);
