import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
