import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** Every e-mail the product sends is written here first, then delivered over SMTP when configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  link: text('link'),
  /** The one-time code inside the message: replaced by [redacted] in every column once it is sent. */
  secret: text('secret'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /**
   * Set by the server process that is delivering the message; until then no other process takes it,
   * so several processes on one database send each message once. A claim that outlives its process
   * runs out and the message is taken again.
   */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  createdAt: createdAtColumn(),
});
