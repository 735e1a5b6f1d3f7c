import type { MessageCategory } from '@boardhouse/shared/messages/message-categories';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messageReads, projectMessages, projects, users } from '../../db/schema.ts';
import { containsPattern } from '../catalog/catalog-list.ts';

/** Staff's list of conversations: one row per live project with at least one message. */

export interface ConversationFilters {
  unreadOnly: boolean;
  category?: MessageCategory;
  /** Part of the owner's name, username or e-mail. */
  customer?: string;
  offset: number;
  limit: number;
}

export interface ConversationRow {
  projectKey: string;
  projectName: string;
  ownerId: number;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  lastMessage: string;
  lastMessageAt: Date;
  category: MessageCategory;
  /** Customer messages no staff member has read (the same rule as checkNewMessagesForAdmin). */
  unread: number;
  /** Rows matching the filters over all pages. */
  total: number;
}

export async function listStaffConversations(
  db: Executor,
  filters: ConversationFilters,
): Promise<ConversationRow[]> {
  const conditions: SQL[] = [sql`p.deleted_at is null`];
  if (filters.category) {
    conditions.push(sql`exists (select 1 from ${projectMessages} filed
      where filed.project_id = p.id and filed.category = ${filters.category})`);
  }
  if (filters.customer) {
    const pattern = containsPattern(filters.customer);
    conditions.push(sql`(owner.email ilike ${pattern} or owner.username ilike ${pattern}
      or (owner.firstname || ' ' || owner.lastname) ilike ${pattern})`);
  }
  // The newest message of each project through the (project, created_at, id) index; projects without
  // messages drop out of the inner join.
  const result = await db.execute(sql`
    select *, count(*) over () as total from (
      select p.project_key, p.name as project_name, owner.id as owner_id, owner.firstname,
        owner.lastname, owner.username, owner.email, newest.body, newest.created_at, newest.category,
        (select count(*) from ${projectMessages} waiting
          where waiting.project_id = p.id and not waiting.author_is_staff
          and not exists (select 1 from ${messageReads} staff
            where staff.message_id = waiting.id and staff.reader_is_staff)) as unread,
        p.id as row_id
      from ${projects} p
      join ${users} owner on owner.id = p.owner_id
      join lateral (select m.body, m.created_at, m.category from ${projectMessages} m
        where m.project_id = p.id order by m.created_at desc, m.id desc limit 1) newest on true
      where ${sql.join(conditions, sql` and `)}
    ) conversation
    ${filters.unreadOnly ? sql`where unread > 0` : sql``}
    order by created_at desc, row_id desc
    offset ${filters.offset} limit ${filters.limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    projectKey: String(row.project_key),
    projectName: String(row.project_name),
    ownerId: Number(row.owner_id),
    firstname: String(row.firstname),
    lastname: String(row.lastname),
    username: String(row.username),
    email: String(row.email),
    lastMessage: String(row.body),
    lastMessageAt: new Date(row.created_at as string | Date),
    category: row.category as MessageCategory,
    unread: Number(row.unread),
    total: Number(row.total),
  }));
}

/** How many conversations match when the asked page is past the last one (its rows carry no total). */
export async function countStaffConversations(db: Executor, filters: ConversationFilters): Promise<number> {
  const [first] = await listStaffConversations(db, { ...filters, offset: 0, limit: 1 });
  return first?.total ?? 0;
}
