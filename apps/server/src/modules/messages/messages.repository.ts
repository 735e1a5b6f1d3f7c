import type { MessageCategory } from '@boardhouse/shared/messages/message-categories';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { runBuilt } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import {
  conversationReads,
  messageAttachments,
  messageReads,
  projectMessages,
  projects,
  users,
} from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { visibleProjects } from '../projects/projects.policy.ts';

/**
 * SQL of the message centre's conversations and read state. Every read of a customer's conversation
 * takes `visible` (projects.policy.ts's condition for the caller) into the query itself.
 */

export type MessageRow = typeof projectMessages.$inferSelect;
export type NewMessage = Omit<typeof projectMessages.$inferInsert, 'id' | 'createdAt'>;

/** Who reads: their id, and whether they read as staff (then the staff's unread count drops). */
export interface Reader {
  userId: number;
  isStaff: boolean;
}

const live = isNull(projects.deletedAt);

export async function insertMessage(db: Executor, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(projectMessages).values(values).returning();
  if (!row) throw new Error('insert into project_messages returned nothing');
  return row;
}

export async function markMessageRead(db: Executor, messageId: number, reader: Reader): Promise<void> {
  await db
    .insert(messageReads)
    .values({ messageId, userId: reader.userId, readerIsStaff: reader.isStaff })
    .onConflictDoNothing();
}

/** Marks every message of the conversation read for `reader`; answers how many were unread. */
export async function markConversationRead(db: Executor, projectId: number, reader: Reader) {
  const marked = await db
    .insert(messageReads)
    .select(
      db
        .select({
          messageId: projectMessages.id,
          userId: sql<number>`${reader.userId}::integer`.as('user_id'),
          readerIsStaff: sql<boolean>`${reader.isStaff}::boolean`.as('reader_is_staff'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(projectMessages)
        .where(eq(projectMessages.projectId, projectId)),
    )
    .onConflictDoNothing()
    .returning({ messageId: messageReads.messageId });
  return marked.length;
}

export async function markMessageUnread(db: Executor, messageId: number, userId: number): Promise<void> {
  await db
    .delete(messageReads)
    .where(and(eq(messageReads.messageId, messageId), eq(messageReads.userId, userId)));
}

/** One message of a live project the caller sees through `visible`; null for any other. */
export async function findVisibleMessage(db: Executor, messageId: number, visible: SQL) {
  const [row] = await db
    .select({ id: projectMessages.id, projectId: projectMessages.projectId })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(and(eq(projectMessages.id, messageId), live, visible));
  return row ?? null;
}

export async function setMessageCategory(db: Executor, messageId: number, category: MessageCategory) {
  await db.update(projectMessages).set({ category }).where(eq(projectMessages.id, messageId));
}

/** A message as the lists show it, before its attachments are added. */
export interface ListedMessage {
  id: number;
  projectKey: string;
  projectName: string;
  body: string;
  category: MessageCategory;
  createdAt: Date;
  authorId: number;
  authorIsStaff: boolean;
  firstname: string;
  lastname: string;
  username: string;
  readByMe: boolean;
}

/**
 * Messages `where` selects (one conversation, or every visible one), newest first, rows `offset` to
 * `offset + limit`, each with whether `readerId` has read it.
 */
export async function listMessages(
  db: Executor,
  query: { where: SQL; readerId: number; offset: number; limit: number },
): Promise<ListedMessage[]> {
  return db
    .select({
      id: projectMessages.id,
      projectKey: projects.projectKey,
      projectName: projects.name,
      body: projectMessages.body,
      category: projectMessages.category,
      createdAt: projectMessages.createdAt,
      authorId: projectMessages.authorId,
      authorIsStaff: projectMessages.authorIsStaff,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      readByMe: sql<boolean>`exists (select 1 from ${messageReads} mine
        where mine.message_id = ${projectMessages.id} and mine.user_id = ${query.readerId})`,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .innerJoin(users, eq(users.id, projectMessages.authorId))
    .where(and(live, query.where))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .offset(query.offset)
    .limit(query.limit);
}

/** The attachments of the messages named, in the order they were uploaded. */
export async function listAttachmentsOf(db: Executor, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      fileName: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      sizeBytes: messageAttachments.sizeBytes,
    })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(asc(messageAttachments.id));
}

/**
 * The caller's conversations with unread messages (among the live projects `visible` lets them see),
 * the most recently written first, with the count and the newest message of each.
 * Unread = the conversation's message count less the caller's read count (both kept by triggers,
 * migration 0018), so this reads one row per conversation, not one per message: counting the messages
 * without a read row cost the heaviest customer (490 projects, 9,800 messages) most of the 20 ms line
 * (bench/messages-scenario.ts). The newest message is fetched only for the conversations listed.
 */
export async function listUnreadConversations(db: Executor, caller: AccessClaims, limit: number) {
  const name = isAdmin(caller) ? 'unread_conversations_admin' : 'unread_conversations';
  return runBuilt(db, name, (db) => unreadConversationsQuery(db, caller), { userId: caller.userId, limit });
}

/** Built once per kind of caller: the policy differs only for ADMIN, the caller's id is a placeholder. */
function unreadConversationsQuery(db: Executor, caller: AccessClaims) {
  const readerId = sql.placeholder('userId');
  const visible = visibleProjects(caller, readerId);
  const unreadCount = sql<number>`(${projects.messageCount} - coalesce(${conversationReads.readCount}, 0))`;
  const unread = db
    .select({
      projectId: projects.id,
      projectKey: projects.projectKey,
      projectName: projects.name,
      count: unreadCount.as('unread_count'),
      lastMessageAt: projects.lastMessageAt,
    })
    .from(projects)
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.projectId, projects.id), eq(conversationReads.userId, readerId)),
    )
    .where(and(live, visible, sql`${unreadCount} > 0`))
    .orderBy(desc(projects.lastMessageAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .as('unread');
  const newest = db
    .select({ body: projectMessages.body, createdAt: projectMessages.createdAt })
    .from(projectMessages)
    .where(eq(projectMessages.projectId, unread.projectId))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(1)
    .as('newest');
  return db
    .select({
      projectKey: unread.projectKey,
      projectName: unread.projectName,
      unread: unread.count,
      lastMessage: newest.body,
      createdAt: newest.createdAt,
    })
    .from(unread)
    .innerJoinLateral(newest, sql`true`)
    .orderBy(desc(unread.lastMessageAt), desc(unread.projectId));
}

/** Messages customers wrote in live projects that no staff member has read yet. */
export async function countUnreadForStaff(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(
      and(
        live,
        sql`not ${projectMessages.authorIsStaff}`,
        sql`not exists (select 1 from ${messageReads} staff
          where staff.message_id = ${projectMessages.id} and staff.reader_is_staff)`,
      ),
    );
  return row?.count ?? 0;
}
