import type { ShareAccess } from '@boardhouse/shared/sharing';
import { and, asc, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projectShares, projects, shareInvitations, users } from '../../db/schema.ts';

const sameAddress = (email: string): SQL => sql`lower(${shareInvitations.email}) = ${email.toLowerCase()}`;
const isOpen = and(
  eq(shareInvitations.status, 'pending'),
  gt(shareInvitations.expiresAt, sql`now()`),
  isNull(projects.deletedAt),
) as SQL;

/**
 * Invites an address, or changes the access of its pending invitation to the same project. Answers
 * whether a new invitation was written (only then does an e-mail go out: repeating the call must not
 * turn into a way of flooding an inbox).
 */
export async function upsertInvitation(
  db: Executor,
  values: { projectId: number; email: string; access: ShareAccess; invitedBy: number; days: number },
): Promise<boolean> {
  const { days, ...rest } = values;
  // No conflict target: the unique index is on an expression, and any conflict means "already invited".
  const inserted = await db
    .insert(shareInvitations)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days})` })
    .onConflictDoNothing()
    .returning({ id: shareInvitations.id });
  if (inserted.length > 0) return true;
  await db
    .update(shareInvitations)
    .set({ access: values.access, invitedBy: values.invitedBy, updatedAt: sql`now()` })
    .where(
      and(
        eq(shareInvitations.projectId, values.projectId),
        sameAddress(values.email),
        eq(shareInvitations.status, 'pending'),
      ),
    );
  return false;
}

/** Pending invitations that have expired stop blocking a fresh one for the same address. */
export async function expireInvitations(db: Executor, projectId: number, email: string): Promise<void> {
  await db
    .update(shareInvitations)
    .set({ status: 'revoked', updatedAt: sql`now()` })
    .where(
      and(
        eq(shareInvitations.projectId, projectId),
        sameAddress(email),
        eq(shareInvitations.status, 'pending'),
        sql`${shareInvitations.expiresAt} <= now()`,
      ),
    );
}

/** The open invitations to an address, newest first, with the project and who sent them. */
export async function listInvitationsTo(db: Executor, email: string) {
  return db
    .select({
      id: shareInvitations.id,
      projectKey: projects.projectKey,
      projectName: projects.name,
      access: shareInvitations.access,
      invitedByFirstname: users.firstname,
      invitedByLastname: users.lastname,
      createdAt: shareInvitations.createdAt,
      expiresAt: shareInvitations.expiresAt,
    })
    .from(shareInvitations)
    .innerJoin(projects, eq(projects.id, shareInvitations.projectId))
    .innerJoin(users, eq(users.id, shareInvitations.invitedBy))
    .where(and(sameAddress(email), isOpen))
    .orderBy(desc(shareInvitations.createdAt), desc(shareInvitations.id))
    .limit(200);
}

/** One open invitation, only when it was sent to `email` (anyone else's is not found). */
export async function findInvitationTo(db: Executor, id: number, email: string) {
  const [row] = await db
    .select({
      id: shareInvitations.id,
      projectId: shareInvitations.projectId,
      ownerId: projects.ownerId,
      access: shareInvitations.access,
      invitedBy: shareInvitations.invitedBy,
    })
    .from(shareInvitations)
    .innerJoin(projects, eq(projects.id, shareInvitations.projectId))
    .where(and(eq(shareInvitations.id, id), sameAddress(email), isOpen))
    .limit(1);
  return row;
}

/** Closes a pending invitation; false when it was answered or closed meanwhile. */
export async function closeInvitation(
  db: Executor,
  id: number,
  status: 'accepted' | 'declined' | 'revoked',
  projectId?: number,
): Promise<boolean> {
  const closed = await db
    .update(shareInvitations)
    .set({ status, respondedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(shareInvitations.id, id),
        eq(shareInvitations.status, 'pending'),
        projectId === undefined ? undefined : eq(shareInvitations.projectId, projectId),
      ),
    )
    .returning({ id: shareInvitations.id });
  return closed.length > 0;
}

/** A project's pending invitations, for its managers. */
export async function listProjectInvitations(db: Executor, projectId: number) {
  return db
    .select({
      id: shareInvitations.id,
      email: shareInvitations.email,
      access: shareInvitations.access,
      createdAt: shareInvitations.createdAt,
      expiresAt: shareInvitations.expiresAt,
    })
    .from(shareInvitations)
    .where(
      and(
        eq(shareInvitations.projectId, projectId),
        eq(shareInvitations.status, 'pending'),
        gt(shareInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(shareInvitations.email), asc(shareInvitations.id));
}

/** The accepted share of a project held by the account with this address, if any. */
export async function findShareByEmail(db: Executor, projectId: number, email: string) {
  const [row] = await db
    .select({ userId: projectShares.userId })
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(and(eq(projectShares.projectId, projectId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}
