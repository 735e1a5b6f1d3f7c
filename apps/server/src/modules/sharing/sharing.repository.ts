import type { ShareAccess, ShareNotificationKind } from '@boardhouse/shared/sharing';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projectLocks, projectShares, projects, shareNotifications, users } from '../../db/schema.ts';
import { publishShareNotice } from '../events/share-events.ts';

/** A customer as the sharing calls show them. */
const personColumns = {
  id: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
};
export type Person = { id: number; username: string; firstname: string; lastname: string; email: string };

/** Someone a project can be shared with: a confirmed, enabled customer account. */
const isShareableCustomer = and(
  eq(users.emailConfirmed, true),
  eq(users.disabled, false),
  sql`'USER' = any(${users.roles})`,
) as SQL;

/** The caller's team (same root account), themselves excluded. */
const teamMatesOf = (userId: number) =>
  sql`coalesce(${users.createdBy}, ${users.id}) = (
    select coalesce(me.created_by, me.id) from ${users} me where me.id = ${userId}
  ) and ${users.id} <> ${userId}`;

function searchPeople(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(users.username, pattern),
    ilike(users.firstname, pattern),
    ilike(users.lastname, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
  );
}

export async function listTeamMates(db: Executor, userId: number, search?: string): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(teamMatesOf(userId), isShareableCustomer, searchPeople(search)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(500);
}

export async function listCustomers(db: Executor, search: string | undefined, limit: number) {
  return db
    .select(personColumns)
    .from(users)
    .where(and(isShareableCustomer, searchPeople(search)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(limit);
}

/** A shareable customer by id; with `teamOf`, only when they are in that user's team. */
export async function findShareableCustomer(
  db: Executor,
  userId: number,
  teamOf?: number,
): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(
      and(eq(users.id, userId), isShareableCustomer, teamOf === undefined ? undefined : teamMatesOf(teamOf)),
    )
    .limit(1);
  return row;
}

/** Shares the project, or changes the access of an existing share. */
export async function upsertShare(
  db: Executor,
  values: { projectId: number; userId: number; access: ShareAccess; sharedBy: number },
): Promise<void> {
  await db
    .insert(projectShares)
    .values(values)
    .onConflictDoUpdate({
      target: [projectShares.projectId, projectShares.userId],
      set: { access: values.access, sharedBy: values.sharedBy, updatedAt: sql`now()` },
    });
}

const shareColumns = {
  userId: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  access: projectShares.access,
};

export async function listShares(db: Executor, projectId: number) {
  return db
    .select(shareColumns)
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(eq(projectShares.projectId, projectId))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}

export async function findShare(db: Executor, projectId: number, userId: number) {
  const [row] = await db
    .select(shareColumns)
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.userId, userId)))
    .limit(1);
  return row;
}

/** Removes a share, the lock its holder may have and their open notifications about the project. */
export async function deleteShare(db: Executor, projectId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(projectShares)
    .where(and(eq(projectShares.projectId, projectId), eq(projectShares.userId, userId)))
    .returning({ id: projectShares.id });
  if (removed.length === 0) return false;
  await releaseLock(db, projectId, userId);
  await db
    .update(shareNotifications)
    .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(shareNotifications.projectId, projectId),
        eq(shareNotifications.userId, userId),
        isNull(shareNotifications.closedAt),
      ),
    );
  return true;
}

export async function insertNotification(
  db: Executor,
  values: {
    userId: number;
    projectId: number;
    sharedBy: number;
    message: string;
    kind?: ShareNotificationKind;
  },
): Promise<void> {
  await db.insert(shareNotifications).values(values);
  // Every kind of notice is written here, so this one place tells the recipient's open browsers.
  await publishShareNotice(db, values.userId, values.projectId);
}

/** The user's open notifications about projects they can still see, newest first. */
export async function listOpenNotifications(db: Executor, userId: number, visible: SQL) {
  return db
    .select({
      id: shareNotifications.id,
      kind: shareNotifications.kind,
      projectKey: projects.projectKey,
      projectName: projects.name,
      message: shareNotifications.message,
      sharedById: users.id,
      sharedByFirstname: users.firstname,
      sharedByLastname: users.lastname,
      createdAt: shareNotifications.createdAt,
    })
    .from(shareNotifications)
    .innerJoin(projects, eq(projects.id, shareNotifications.projectId))
    .innerJoin(users, eq(users.id, shareNotifications.sharedBy))
    .where(
      and(
        eq(shareNotifications.userId, userId),
        isNull(shareNotifications.closedAt),
        isNull(projects.deletedAt),
        visible,
      ),
    )
    .orderBy(desc(shareNotifications.createdAt), desc(shareNotifications.id))
    .limit(500);
}

/** Closes one of the user's notifications (again is fine); false when it is not theirs. */
export async function closeNotification(db: Executor, id: number, userId: number): Promise<boolean> {
  const closed = await db
    .update(shareNotifications)
    .set({ closedAt: sql`coalesce(${shareNotifications.closedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(shareNotifications.id, id), eq(shareNotifications.userId, userId)))
    .returning({ id: shareNotifications.id });
  return closed.length > 0;
}

/**
 * Takes or renews the lock in one statement: it succeeds when the project has no lock, the caller
 * holds it, or the holder's lock has expired. Answers the new expiry, or undefined when someone else
 * holds it (two editors racing for it cannot both win).
 */
export async function acquireLock(
  db: Executor,
  projectId: number,
  userId: number,
  minutes: number,
): Promise<Date | undefined> {
  const expiresAt = sql`now() + make_interval(mins => ${minutes})`;
  const [row] = await db
    .insert(projectLocks)
    .values({ projectId, userId, expiresAt })
    .onConflictDoUpdate({
      target: projectLocks.projectId,
      // A renewal keeps the note of whom the lock was taken from; a new holder starts afresh.
      set: { userId, expiresAt, takenFrom: keptOnRenewal(userId) },
      setWhere: or(eq(projectLocks.userId, userId), sql`${projectLocks.expiresAt} <= now()`),
    })
    .returning({ expiresAt: projectLocks.expiresAt });
  return row?.expiresAt;
}

const keptOnRenewal = (userId: number) =>
  sql`case when ${projectLocks.userId} = ${userId} then ${projectLocks.takenFrom} else null end`;

/**
 * Takes the lock whoever holds it (a manager taking over a share's lock). Notes whom it was taken from,
 * so their next save is told why it failed.
 */
export async function takeOverLock(
  db: Executor,
  projectId: number,
  userId: number,
  minutes: number,
): Promise<Date> {
  const expiresAt = sql`now() + make_interval(mins => ${minutes})`;
  const [row] = await db
    .insert(projectLocks)
    .values({ projectId, userId, expiresAt })
    .onConflictDoUpdate({
      target: projectLocks.projectId,
      set: {
        userId,
        expiresAt,
        takenFrom: sql`case
          when ${projectLocks.userId} = ${userId} then ${projectLocks.takenFrom}
          when ${projectLocks.expiresAt} > now() then ${projectLocks.userId}
          else null end`,
      },
    })
    .returning({ expiresAt: projectLocks.expiresAt });
  if (!row) throw new Error('taking over the lock returned nothing');
  return row.expiresAt;
}

export async function releaseLock(db: Executor, projectId: number, userId: number): Promise<void> {
  await db
    .delete(projectLocks)
    .where(and(eq(projectLocks.projectId, projectId), eq(projectLocks.userId, userId)));
}

/**
 * Marks a reminder about a share as sent, at most once a day: false when the last one was less than
 * a day ago (or the share is gone). One statement, so two quick clicks cannot both send.
 */
export async function claimDailyReminder(db: Executor, projectId: number, userId: number): Promise<boolean> {
  const claimed = await db
    .update(projectShares)
    .set({ remindedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectShares.projectId, projectId),
        eq(projectShares.userId, userId),
        sql`(${projectShares.remindedAt} is null or ${projectShares.remindedAt} <= now() - interval '1 day')`,
      ),
    )
    .returning({ id: projectShares.id });
  return claimed.length > 0;
}
