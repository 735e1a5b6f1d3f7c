import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { projects } from './projects.ts';

export const SHARE_ACCESS = ['read', 'edit'] as const;

/** A project shared with another customer, who may read it or edit it. */
export const projectShares = pgTable(
  'project_shares',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    access: text('access', { enum: SHARE_ACCESS }).notNull(),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('project_shares_project_user_idx').on(table.projectId, table.userId),
    index('project_shares_user_idx').on(table.userId),
  ],
);

/** An editor's lock while editing a shared project; others see it read-only until it expires. */
export const projectLocks = pgTable('project_locks', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** "X shared project Y with you", shown until the recipient closes it. */
export const shareNotifications = pgTable(
  'share_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('share_notifications_open_idx').on(table.userId).where(sql`${table.closedAt} is null`)],
);
