import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export async function issueRefreshToken(
  db: Executor,
  userId: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = createOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return { token, familyId };
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
