import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** Every e-mail the product sends is written here first, then delivered over SMTP when configured. */
export const outbox = pgTable(
  'outbox',
  {
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
    /**
     * Made when the message is written and sent on every attempt: a receiver that got a copy whose
     * "250 OK" was lost sees the same Message-ID again and can drop the duplicate. Null on older rows.
     */
    messageId: text('message_id'),
    /** After a temporary failure: not tried again before then (growing back-off, mailer.ts). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Refused for good (a 5xx reply) or still failing after days: never tried again, counted in /metrics. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  // The outbox round's question: what is unsent, not failed, and due (a small set however big the table).
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
