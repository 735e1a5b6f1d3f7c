import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, crmContactPushes, users } from '../../db/schema.ts';

/**
 * The CRM outbox's SQL (table crm_contact_pushes): one row per account whose contact must reach
 * HubSpot. A row is written in the caller's transaction and pushed after the commit; several server
 * processes share the table, so a push is claimed by one conditional update before HubSpot is called.
 */

/** Staff accounts are no customers of the CRM; every other account is. */
export function isCrmCustomer(roles: readonly string[]): boolean {
  return !roles.some((role) => role === 'ADMIN' || role === 'SUPER_ADMIN');
}

/** What the sender of a push must hand back: `requestedAt` as the database wrote it, to tell a re-arm. */
export interface ClaimedPush {
  userId: number;
  attempts: number;
  /** requested_at as text (microseconds kept): the push counts as done only if nobody asked again since. */
  requestedToken: string;
}

/**
 * Asks for the account's contact to be pushed (again): called inside the transaction that makes the
 * account a customer (sign-up confirmation) or by someone asking now. A pushed or refused row is
 * re-armed: due now, its count and error cleared.
 */
export async function requestContactPush(tx: Executor, userId: number): Promise<void> {
  await tx
    .insert(crmContactPushes)
    .values({ userId })
    .onConflictDoUpdate({
      target: crmContactPushes.userId,
      set: {
        requestedAt: sql`now()`,
        pushedAt: null,
        attempts: 0,
        lastError: null,
        nextAttemptAt: sql`now()`,
      },
    });
}

/** Users whose push is due and not held by a process, oldest due first. */
export async function findDuePushes(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ userId: crmContactPushes.userId })
    .from(crmContactPushes)
    .where(
      and(
        isNull(crmContactPushes.pushedAt),
        lte(crmContactPushes.nextAttemptAt, sql`now()`),
        or(isNull(crmContactPushes.claimedUntil), lt(crmContactPushes.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(crmContactPushes.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Takes a due push for this process until `claimMs` from now: one conditional update, so of several
 * processes delivering at once exactly one gets it. A crashed process's claim runs out after claimMs.
 */
export async function claimPush(
  db: Executor,
  userId: number,
  claimMs: number,
): Promise<ClaimedPush | undefined> {
  const [row] = await db
    .update(crmContactPushes)
    .set({ claimedUntil: sql`now() + ${claimMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(crmContactPushes.userId, userId),
        isNull(crmContactPushes.pushedAt),
        lte(crmContactPushes.nextAttemptAt, sql`now()`),
        or(isNull(crmContactPushes.claimedUntil), lt(crmContactPushes.claimedUntil, sql`now()`)),
      ),
    )
    .returning({
      userId: crmContactPushes.userId,
      attempts: crmContactPushes.attempts,
      requestedToken: sql<string>`${crmContactPushes.requestedAt}::text`,
    });
  return row;
}

/** The push row as it stands (for a caller waiting on another process's claim). */
export async function findPush(db: Executor, userId: number) {
  const [row] = await db
    .select({
      pushedAt: crmContactPushes.pushedAt,
      lastError: crmContactPushes.lastError,
      isClaimed: sql<boolean>`coalesce(${crmContactPushes.claimedUntil} > now(), false)`,
      contactId: users.hubspotContactId,
    })
    .from(crmContactPushes)
    .innerJoin(users, eq(users.id, crmContactPushes.userId))
    .where(eq(crmContactPushes.userId, userId))
    .limit(1);
  return row;
}

/** What HubSpot gets of an account: the fields of its contact, or nothing for a deleted account. */
export async function findContactOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      companyName: users.companyName,
      companyOfRecord: companies.name,
      phone: users.phoneNumber,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return undefined;
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.companyName?.trim() || row.companyOfRecord || null,
    phone: row.phone,
  };
}

/** HubSpot has the contact: its id goes on the account, and the push is done unless someone asked again. */
export async function recordPushed(db: Executor, claim: ClaimedPush, contactId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ hubspotContactId: contactId }).where(eq(users.id, claim.userId));
    await tx
      .update(crmContactPushes)
      .set({
        pushedAt: sql`case when ${crmContactPushes.requestedAt}::text = ${claim.requestedToken} then now() end`,
        attempts: sql`${crmContactPushes.attempts} + 1`,
        lastError: null,
        nextAttemptAt: sql`now()`,
        claimedUntil: null,
      })
      .where(eq(crmContactPushes.userId, claim.userId));
  });
}

/**
 * The push failed: the error is kept and the next attempt set `retryInMs` from now (a re-arm in the
 * meantime makes it due at once). `retryInMs` null: HubSpot refused this contact, so it waits until
 * someone asks again.
 */
export async function recordFailed(
  db: Executor,
  claim: ClaimedPush,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const next =
    retryInMs === null
      ? sql`now() + interval '100 years'`
      : sql`now() + ${retryInMs} * interval '1 millisecond'`;
  await db
    .update(crmContactPushes)
    .set({
      attempts: sql`${crmContactPushes.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`case when ${crmContactPushes.requestedAt}::text = ${claim.requestedToken} then ${next} else now() end`,
      claimedUntil: null,
    })
    .where(eq(crmContactPushes.userId, claim.userId));
}

/** A deleted account has nothing to push: its row goes. */
export async function dropPush(db: Executor, userId: number): Promise<void> {
  await db.delete(crmContactPushes).where(eq(crmContactPushes.userId, userId));
}

/** Contacts waiting for HubSpot (not pushed yet), for the metrics. */
export async function countUnpushed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(crmContactPushes)
    .where(isNull(crmContactPushes.pushedAt));
  return row?.count ?? 0;
}
