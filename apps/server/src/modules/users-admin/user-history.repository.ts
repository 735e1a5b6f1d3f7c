import type { HistoryEntry, HistoryListQuery } from '@boardhouse/shared/users-admin/user-history-api';
import { and, desc, eq, gte, isNull, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userHistory, users } from '../../db/schema.ts';
import { containsPattern } from '../search/search.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const selection = {
  entry: userHistory,
  user: { id: users.id, username: users.username, firstname: users.firstname, lastname: users.lastname },
};
type Row = {
  entry: typeof userHistory.$inferSelect;
  user: {
    id: number | null;
    username: string | null;
    firstname: string | null;
    lastname: string | null;
  } | null;
};

function toEntry({ entry, user }: Row): HistoryEntry {
  return {
    id: entry.id,
    user:
      user?.id != null
        ? {
            id: user.id,
            username: user.username ?? '',
            name: `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || (user.username ?? ''),
          }
        : null,
    method: entry.method,
    route: entry.route,
    entity: entry.entity,
    entityId: entry.entityId,
    statusCode: entry.statusCode,
    ipAddress: entry.ipAddress,
    tag: entry.tag,
    read: entry.readAt !== null,
    readAt: entry.readAt?.toISOString() ?? null,
    readBy: entry.readBy,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The audit log, newest first; the date range covers whole UTC days, `to` included. */
export async function listHistory(
  db: Executor,
  query: HistoryListQuery,
): Promise<{ entries: HistoryEntry[]; total: number }> {
  const where = and(
    query.userId ? eq(userHistory.userId, query.userId) : undefined,
    query.user ? like(users.searchText, containsPattern(query.user)) : undefined,
    query.entity ? like(sql`lower(${userHistory.entity})`, containsPattern(query.entity)) : undefined,
    query.action
      ? like(sql`lower(${userHistory.method} || ' ' || ${userHistory.route})`, containsPattern(query.action))
      : undefined,
    query.from ? gte(userHistory.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(userHistory.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
    query.tag ? eq(userHistory.tag, query.tag) : undefined,
    query.unreadOnly ? isNull(userHistory.readAt) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(selection)
      .from(userHistory)
      .leftJoin(users, eq(users.id, userHistory.userId))
      .where(where)
      .orderBy(desc(userHistory.createdAt), desc(userHistory.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(userHistory)
      .leftJoin(users, eq(users.id, userHistory.userId))
      .where(where),
  ]);
  return { entries: rows.map(toEntry), total: count?.total ?? 0 };
}

/** Sets the tag and/or the read flag (read_by = who marked it); undefined leaves a value as it is. */
export async function updateHistoryEntry(
  db: Executor,
  id: number,
  change: { tag?: HistoryEntry['tag']; read?: boolean },
  readerId: number,
): Promise<HistoryEntry | undefined> {
  const set = {
    ...(change.tag !== undefined ? { tag: change.tag } : {}),
    ...(change.read === true ? { readAt: new Date(), readBy: readerId } : {}),
    ...(change.read === false ? { readAt: null, readBy: null } : {}),
  };
  const [updated] = await db
    .update(userHistory)
    .set(set)
    .where(eq(userHistory.id, id))
    .returning({ id: userHistory.id });
  if (!updated) return undefined;
  const [row] = await db
    .select(selection)
    .from(userHistory)
    .leftJoin(users, eq(users.id, userHistory.userId))
    .where(eq(userHistory.id, id));
  return row ? toEntry(row) : undefined;
}
