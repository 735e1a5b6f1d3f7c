import { PROJECT_STATUSES } from '@boardhouse/shared/projects';
import { type SQL, sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

/** Numbers the human-friendly project keys (P-26-000123); never reused, even after a delete. */
export const projectNumberSeq = pgSequence('project_number_seq', { startWith: 1 });

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .default(
        sql`('P-' || to_char(now(), 'YY') || '-' || lpad(nextval('project_number_seq')::text, 6, '0'))`,
      ),
    name: text('name').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('draft'),
    description: text('description'),
    customerReference: text('customer_reference'),
    intendedQuantity: integer('intended_quantity'),
    targetDeliveryDate: date('target_delivery_date'),
    notes: text('notes'),
    wizardStep: integer('wizard_step').notNull().default(1),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Staff's explicit waiver of the manufacturing files an order needs (issue: after the sale): with it,
     * an order is placed without placement file or Gerbers; who and why are kept.
     */
    filesWaivedBy: integer('files_waived_by'),
    filesWaivedAt: timestamp('files_waived_at', { withTimezone: true }),
    filesWaiverNote: text('files_waiver_note'),
    /**
     * The conversation's size and newest message, kept by database triggers on project_messages
     * (migration 0018): the unread check compares them with conversation_reads instead of reading every
     * message of every project a customer sees.
     */
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * Name and key in lower case, kept by the database: list searches use LIKE on it, which is several
     * times cheaper per row than ILIKE on the two columns (measured on the embedded database).
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${projects.name}) || ' ' || lower(${projects.projectKey})`,
    ),
  },
  (table) => [
    uniqueIndex('projects_key_idx').on(table.projectKey),
    uniqueIndex('projects_owner_name_idx')
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    index('projects_owner_created_idx').on(table.ownerId, table.createdAt),
    // The administrator's list covers every project: these serve its default, name and status orders.
    index('projects_live_created_idx').on(table.createdAt, table.id).where(sql`${table.deletedAt} is null`),
    index('projects_live_name_idx')
      .on(sql`lower(${table.name})`, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('projects_live_status_idx').on(table.status, table.id).where(sql`${table.deletedAt} is null`),
    // The few deleted projects, so "not in a deleted project" (staff's message search) never reads them all.
    index('projects_deleted_idx').on(table.id).where(sql`${table.deletedAt} is not null`),
  ],
);
