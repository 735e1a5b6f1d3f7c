import { MESSAGE_CATEGORIES } from '@boardhouse/shared/messages/message-categories';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { projects } from './projects.ts';

/** The message centre: one conversation per project, between its customers and the house's staff. */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Whether the author wrote as staff, kept as it was then: a later change of role rewrites no history. */
    authorIsStaff: boolean('author_is_staff').notNull(),
    /** Sanitised HTML (messages/message-sanitiser.ts); empty when the message only carries files. */
    body: text('body').notNull(),
    category: text('category', { enum: MESSAGE_CATEGORIES }).notNull().default('general'),
    /** Plain words of the body for the quick search (tags stripped); trigram-indexed where pg_trgm exists. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(regexp_replace(${projectMessages.body}, '<[^>]*>', ' ', 'g'))`,
    ),
    /** When the unread-message e-mail job looked at this message; null = still to look at. */
    noticeCheckedAt: timestamp('notice_checked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('project_messages_notice_idx').on(table.createdAt).where(sql`${table.noticeCheckedAt} is null`),
    index('project_messages_project_idx').on(table.projectId, table.createdAt, table.id),
    // Staff read every conversation at once, newest first.
    index('project_messages_created_idx').on(table.createdAt, table.id),
    // The staff's unread count looks only at what customers wrote.
    index('project_messages_from_customers_idx').on(table.id).where(sql`not ${table.authorIsStaff}`),
  ],
);

/**
 * Who has read which message, one row per reader: unread is the absence of a row, so marking a message
 * unread again deletes the caller's row and nobody else's.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => projectMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Read as staff: any staff member's read takes a customer's message off the staff's unread count. */
    readerIsStaff: boolean('reader_is_staff').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('message_reads_user_idx').on(table.userId, table.messageId),
    index('message_reads_staff_idx').on(table.messageId).where(sql`${table.readerIsStaff}`),
  ],
);

/**
 * How many messages of a project's conversation each reader has read, kept by database triggers on
 * message_reads (migration 0018), so whoever writes or deletes a read row keeps it exact. Unread for a
 * reader = projects.message_count - read_count: one row per conversation instead of one per message.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectId] })],
);

/**
 * Files sent with messages. An upload belongs to its uploader alone until a message they save names it;
 * from then on it is the message's, seen by whoever sees the conversation.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    messageId: integer('message_id').references(() => projectMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('message_attachments_message_idx').on(table.messageId, table.id),
    index('message_attachments_uploader_idx').on(table.uploadedBy, table.id),
  ],
);

/** The general announcement staff set; each signed-in user sees the newest active one once. */
export const generalAnnouncements = pgTable('general_announcements', {
  id: serial('id').primaryKey(),
  /** Sanitised HTML, same subset as messages. */
  body: text('body').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAtColumn(),
});

/** Who has seen which announcement, so it shows once per user. */
export const announcementViews = pgTable(
  'announcement_views',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => generalAnnouncements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.userId] })],
);

/** Settings staff change at run time that belong to no other table (e.g. unread-message e-mail delay). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** FAQ entries per language and topic (ordering, files, lead times, payment, shipping, VAT). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Sanitised HTML, same subset as messages. */
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    updatedBy: integer('updated_by'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_language_idx').on(table.language, table.topic, table.position)],
);
