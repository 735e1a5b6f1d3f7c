import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oidcSignInStates, userIdentities, users } from '../../db/schema.ts';

export type SignInStateRow = typeof oidcSignInStates.$inferSelect;
export type IdentityRow = typeof userIdentities.$inferSelect;

/** A sign-in under way; sign-ins abandoned long ago are cleared on the way. */
export async function insertSignInState(
  db: Executor,
  values: typeof oidcSignInStates.$inferInsert,
): Promise<void> {
  await db.delete(oidcSignInStates).where(lt(oidcSignInStates.expiresAt, sql`now()`));
  await db.insert(oidcSignInStates).values(values);
}

/** Takes a state out in one statement: a callback replayed (or raced) finds nothing the second time. */
export async function takeSignInState(db: Executor, stateHash: string): Promise<SignInStateRow | undefined> {
  const [row] = await db
    .delete(oidcSignInStates)
    .where(and(eq(oidcSignInStates.stateHash, stateHash), gt(oidcSignInStates.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** The identity of `subject` under any of `issuers` (spellings of one issuer). */
export async function findIdentity(
  db: Executor,
  issuers: readonly string[],
  subject: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(inArray(userIdentities.issuer, [...issuers]), eq(userIdentities.subject, subject)))
    .orderBy(asc(userIdentities.id))
    .limit(1);
  return row;
}

export async function insertIdentity(
  db: Executor,
  values: Pick<IdentityRow, 'userId' | 'issuer' | 'subject' | 'provider' | 'email'>,
): Promise<void> {
  await db.insert(userIdentities).values({ ...values, lastSignInAt: sql`now()` });
}

export async function touchIdentity(db: Executor, id: number, email: string | null): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastSignInAt: sql`now()`, ...(email ? { email } : {}) })
    .where(eq(userIdentities.id, id));
}

/** The identities that sign one account in; scoped by the account in the query. */
export function listIdentitiesOf(db: Executor, userId: number) {
  return db
    .select({
      id: userIdentities.id,
      provider: userIdentities.provider,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
      lastSignInAt: userIdentities.lastSignInAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.id));
}

export async function countIdentitiesOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return row?.count ?? 0;
}

/** Deletes one of the account's own identities; false when it has none of that id. */
export async function deleteIdentityOf(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, id), eq(userIdentities.userId, userId)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** The usernames (lower case) that start with `base`, to pick a free one next to them. */
export async function listUsernamesStartingWith(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`starts_with(lower(${users.username}), ${base.toLowerCase()})`);
  return new Set(rows.map((row) => row.username));
}

/** The account row, locked until the transaction ends (unlinking checks what is left under the lock). */
export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
