import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';

/** A refresh token not used for this long expires (idle lifetime). */
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A sign-in ends this long after it started, however often it refreshes (absolute lifetime). */
export const SIGN_IN_MAX_AGE_DAYS = 30;
/** A used token presented again this soon is a second tab racing the first, not a stolen copy. */
export const REFRESH_GRACE_MS = 10_000;

const DAY_MS = 86_400_000;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

function newRefreshToken(userId: number, familyId: string, signInExpiresAt: Date) {
  const token = createOpaqueToken();
  const idleExpiry = Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS;
  const row = {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Math.min(idleExpiry, signInExpiresAt.getTime())),
    signInExpiresAt,
  };
  return { token, row };
}

/** Issues the next token of a family inside a rotation's transaction; the sign-in's end carries over. */
export async function issueRefreshToken(
  db: Executor,
  predecessor: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'signInExpiresAt'>,
): Promise<IssuedRefreshToken> {
  const { token, row } = newRefreshToken(
    predecessor.userId,
    predecessor.familyId,
    predecessor.signInExpiresAt,
  );
  await db.insert(refreshTokens).values(row);
  return { token, familyId: row.familyId };
}

/** Starts a new family at sign-in, the busiest write: prepared once, so no SQL is built per sign-in. */
export function prepareStartRefreshFamily(db: Database) {
  const insert = db
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
      signInExpiresAt: sql.placeholder('signInExpiresAt'),
    })
    .prepare('start_refresh_family');
  return async (userId: number): Promise<IssuedRefreshToken> => {
    const signInExpiresAt = new Date(Date.now() + SIGN_IN_MAX_AGE_DAYS * DAY_MS);
    const { token, row } = newRefreshToken(userId, randomUUID(), signInExpiresAt);
    await insert.execute(row);
    return { token, familyId: row.familyId };
  };
}

/** Locks the token's row for the rotation that follows, so two parallel refreshes cannot both rotate. */
export async function findRefreshTokenForUpdate(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Marks a token used and keeps its successor (sealed) for the grace window. Sealed successors that
 * are no longer needed — earlier ones of this family, and any past the window — are wiped first, so a
 * sealed pair outlives its window only until the next refresh anywhere. Rows another transaction holds
 * are skipped (they are being revoked or answered): waiting for them could deadlock.
 */
export async function markRefreshTokenUsed(
  db: Executor,
  row: Pick<RefreshTokenRow, 'id' | 'familyId'>,
  successorSealed: string,
): Promise<void> {
  const stale = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        isNotNull(refreshTokens.successorSealed),
        or(
          eq(refreshTokens.familyId, row.familyId),
          lt(refreshTokens.usedAt, new Date(Date.now() - REFRESH_GRACE_MS)),
        ),
      ),
    )
    .for('update', { skipLocked: true });
  await db.update(refreshTokens).set({ successorSealed: null }).where(inArray(refreshTokens.id, stale));
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date(), successorSealed })
    .where(eq(refreshTokens.id, row.id));
}

export async function revokeRefreshFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, successorSealed: null })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every sign-in of a user except `keepFamilyId` (null: all of them). Answers the sign-ins that
 * may still hold a live access token — those that issued a token within an access token's lifetime
 * (plus a minute of clock skew) — so the caller can refuse those tokens too.
 */
export async function revokeUserSignIns(
  db: Executor,
  userId: number,
  keepFamilyId: string | null,
  accessTokenTtlSeconds: number,
): Promise<string[]> {
  const others = keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, successorSealed: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
  const recent = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        gt(refreshTokens.createdAt, new Date(Date.now() - (accessTokenTtlSeconds + 60) * 1000)),
        others,
      ),
    );
  return recent.map((row) => row.familyId);
}
