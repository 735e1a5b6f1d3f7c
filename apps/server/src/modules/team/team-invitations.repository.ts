import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamInvitations, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/secure-random.ts';

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
type NewTeamInvitation = Omit<typeof teamInvitations.$inferInsert, 'id' | 'codeHash' | 'acceptedAt'>;

const pending = () => and(isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, sql`now()`));

/**
 * Stores an invitation with the hash of its e-mailed code. The team's earlier pending invitation of the
 * same address is deleted first: only the newest link works, and the unique index allows one.
 */
export async function replacePendingInvitation(
  db: Executor,
  values: NewTeamInvitation,
  code: string,
): Promise<TeamInvitationRow> {
  await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.ownerId, values.ownerId),
        sql`lower(${teamInvitations.email}) = ${values.email.toLowerCase()}`,
        isNull(teamInvitations.acceptedAt),
      ),
    );
  const [row] = await db
    .insert(teamInvitations)
    .values({ ...values, codeHash: hashToken(code) })
    .returning();
  if (!row) throw new Error('insert into team_invitations returned nothing');
  return row;
}

/** The team's invitations nobody accepted yet whose link still works, oldest first. */
export async function listPendingInvitations(db: Executor, ownerId: number): Promise<TeamInvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.ownerId, ownerId), pending()))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

/** The invitation an e-mailed code belongs to, if it is neither accepted nor expired. */
export async function findUsableInvitation(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.codeHash, hashToken(code)), pending()))
    .limit(1);
  return row;
}

/**
 * Spends the invitation in one statement, so two accepts at once cannot both join: only the one that
 * still finds it pending gets the row back.
 */
export async function claimInvitation(db: Executor, id: number): Promise<TeamInvitationRow | undefined> {
  const [row] = await db
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(teamInvitations.id, id), pending()))
    .returning();
  return row;
}

export async function recordAcceptedBy(db: Executor, id: number, userId: number): Promise<void> {
  await db.update(teamInvitations).set({ acceptedBy: userId }).where(eq(teamInvitations.id, id));
}

/** Whether the account leads a team of its own (has active members), which cannot join another. */
export async function hasActiveMembers(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.createdBy, userId), eq(users.disabled, false)))
    .limit(1);
  return row !== undefined;
}
