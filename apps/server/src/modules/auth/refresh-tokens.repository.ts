import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

function newRefreshToken(userId: number, familyId: string) {
  const token = createOpaqueToken();
  const row = {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  };
  return { token, row };
}

/** Issues the next token of a family inside a rotation's transaction. */
export async function issueRefreshToken(
  db: Executor,
  userId: number,
  familyId: string,
): Promise<IssuedRefreshToken> {
  const { token, row } = newRefreshToken(userId, familyId);
  await db.insert(refreshTokens).values(row);
  return { token, familyId };
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
    })
    .prepare('start_refresh_family');
  return async (userId: number): Promise<IssuedRefreshToken> => {
    const { token, row } = newRefreshToken(userId, randomUUID());
    await insert.execute(row);
    return { token, familyId: row.familyId };
  };
}

/** Locks the token's row for the rotation that follows, so two parallel refreshes cannot both win. */
export async function findRefreshTokenForUpdate(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update')
    .limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Executor, id: number): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
