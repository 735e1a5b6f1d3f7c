import type { TeamOwnerSummary, TeamPermissions } from '@boardhouse/shared/team/team-api';
import { and, asc, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, projects, teamInvitations, teamPermissions, users } from '../../db/schema.ts';
import { containsPattern } from '../search/search.repository.ts';

/** The columns a team listing shows of each member. */
const memberColumns = {
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  username: users.username,
  createProjectsFlag: users.createProjectsFlag,
  seeTeamProjectsFlag: users.seeTeamProjectsFlag,
  orderAndPayFlag: users.orderAndPayFlag,
  invitationPending: sql<boolean>`(${users.passwordHash} is null)`,
  createdAt: users.createdAt,
};

/** Who the user is in teams: their own id, who created them, roles, and whether they are disabled. */
export async function findTeamFacts(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      createdBy: users.createdBy,
      roles: users.roles,
      disabled: users.disabled,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The active members of a team, oldest first (a removed member is disabled and no longer listed). */
export async function listMembers(db: Executor, ownerId: number) {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.createdBy, ownerId), eq(users.disabled, false)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** An active member of `ownerId`'s team, or undefined (someone else's member is not found either). */
export async function findMember(db: Executor, ownerId: number, memberId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.createdBy, ownerId), eq(users.disabled, false)))
    .limit(1);
  return row;
}

export async function setMemberFlags(db: Executor, memberId: number, permissions: TeamPermissions) {
  await db
    .update(users)
    .set({
      createProjectsFlag: permissions.createProjects,
      seeTeamProjectsFlag: permissions.seeTeamProjects,
      orderAndPayFlag: permissions.orderAndPay,
      updatedAt: new Date(),
    })
    .where(eq(users.id, memberId));
}

/** The addresses of the team rooted at `ownerId`: the owner first, then active members. */
export async function teamEmails(db: Executor, ownerId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(sql`(${users.id} = ${ownerId} or ${users.createdBy} = ${ownerId})`, eq(users.disabled, false)))
    .orderBy(sql`${users.createdBy} nulls first`, asc(users.id));
  return rows.map((row) => row.email);
}

/**
 * Hands a removed member's projects and orders to the team owner. A project name the owner already
 * uses gets the member's username appended, since an owner's live project names are unique.
 */
/**
 * Hands a member's projects to the owner (a name the owner already uses gets " (username)"), and the
 * orders of every project the owner now has with them. `since`: only the projects made from then on
 * (a member who brought an account of their own keeps what they made before joining).
 */
export async function transferToOwner(
  db: Executor,
  memberId: number,
  ownerId: number,
  username: string,
  since: Date | null,
) {
  await db.execute(sql`
    update ${projects} moved set
      owner_id = ${ownerId},
      name = case when exists (
        select 1 from ${projects} mine
        where mine.owner_id = ${ownerId} and mine.deleted_at is null and lower(mine.name) = lower(moved.name)
      ) and moved.deleted_at is null then moved.name || ' (' || ${username} || ')' else moved.name end,
      updated_at = now()
    where moved.owner_id = ${memberId}
      ${since ? sql`and moved.created_at >= ${since.toISOString()}::timestamptz` : sql``}`);
  // An order's owner is its project's: those that moved take their orders along.
  await db.execute(sql`
    update ${orders} set owner_id = ${ownerId}
    where ${orders.ownerId} = ${memberId}
      and ${orders.projectId} in (select id from ${projects} where owner_id = ${ownerId})`);
}

/**
 * When a member who had an account of their own before joining the team joined it (the invitation
 * they accepted is later than the account); null for an account the team made (the invitation created
 * it, or staff did).
 */
export async function ownAccountJoinedAt(
  db: Executor,
  memberId: number,
  ownerId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ joinedAt: teamInvitations.acceptedAt })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.acceptedBy))
    .where(
      and(
        eq(teamInvitations.acceptedBy, memberId),
        eq(teamInvitations.ownerId, ownerId),
        sql`${teamInvitations.acceptedAt} > ${users.createdAt}`,
      ),
    )
    .orderBy(desc(teamInvitations.acceptedAt))
    .limit(1);
  return row?.joinedAt ?? null;
}

/** The account leaves its team and is a customer of its own again, with no member flags. */
export async function leaveTeam(db: Executor, userId: number) {
  await db
    .update(users)
    .set({
      createdBy: null,
      createProjectsFlag: null,
      seeTeamProjectsFlag: null,
      orderAndPayFlag: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function disableUser(db: Executor, userId: number) {
  await db.update(users).set({ disabled: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findContactPermissions(db: Executor, ownerId: number) {
  const [row] = await db.select().from(teamPermissions).where(eq(teamPermissions.ownerId, ownerId)).limit(1);
  return row;
}

export async function upsertContactPermissions(
  db: Executor,
  ownerId: number,
  permissions: TeamPermissions,
  updatedBy: number,
) {
  const values = { ...permissions, updatedBy, updatedAt: new Date() };
  const [row] = await db
    .insert(teamPermissions)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: teamPermissions.ownerId, set: values })
    .returning();
  return row;
}

export async function deleteContactPermissions(db: Executor, ownerId: number) {
  await db.delete(teamPermissions).where(eq(teamPermissions.ownerId, ownerId));
}

/** A customer account nobody created (a team owner), not staff, not disabled. */
export function isTeamOwner(): SQL {
  return and(
    isNull(users.createdBy),
    eq(users.disabled, false),
    not(sql`'ADMIN' = any(${users.roles})`),
  ) as SQL;
}

/** Staff's owner search: by name, username, e-mail or company, with how many members each has. */
export async function searchTeamOwners(db: Executor, search: string, limit = 20) {
  const member = sql`(select count(*) from ${users} m where m.created_by = ${users.id} and not m.disabled)`;
  return db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      companyName: users.companyName,
      memberCount: sql<number>`${member}::int`,
    })
    .from(users)
    .where(and(isTeamOwner(), search ? sql`${users.searchText} like ${containsPattern(search)}` : undefined))
    .orderBy(asc(users.username))
    .limit(limit);
}

/** The owner's name and company as their team sees them (any account: staff's own "team" too). */
export async function findOwnerSummary(db: Executor, ownerId: number): Promise<TeamOwnerSummary | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      companyName: users.companyName,
    })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return row;
}

export async function findTeamOwner(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.id, ownerId), isTeamOwner()))
    .limit(1);
  return row;
}
