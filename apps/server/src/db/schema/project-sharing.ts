import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { projects } from './projects.ts';

export const SHARE_ACCESS = ['read', 'edit'] as const;
/** What a share notification is about: a new share, a reminder, or an editing lock taken over. */
export const SHARE_NOTIFICATION_KINDS = ['shared', 'reminder', 'lock-taken'] as const;

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
    /** The last reminder e-mail about this share: at most one a day. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
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
  /** Whose lock a manager took over: their next save is told so instead of "someone is editing". */
  takenFrom: integer('taken_from').references(() => users.id),
});

export const INVITATION_STATUS = ['pending', 'accepted', 'declined', 'revoked'] as const;

/**
 * A project offered to an e-mail address. It becomes a share only when someone signed in with that
 * (confirmed) address accepts it, so whether the address has an account never shows to the sender.
 */
export const shareInvitations = pgTable(
  'share_invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    access: text('access', { enum: SHARE_ACCESS }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INVITATION_STATUS }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('share_invitations_pending_idx')
      .on(table.projectId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
    index('share_invitations_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** "X shared project Y with you" (or reminded, or took over editing), shown until the recipient closes it. */
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
    kind: text('kind', { enum: SHARE_NOTIFICATION_KINDS }).notNull().default('shared'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('share_notifications_open_idx').on(table.userId).where(sql`${table.closedAt} is null`)],
);
