import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CodePurpose, oneTimeCodes } from '../../db/schema.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';

export const CODE_TTL_HOURS = 24;

export async function createOneTimeCode(db: Executor, userId: number, purpose: CodePurpose): Promise<string> {
  const code = createOpaqueToken();
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CODE_TTL_HOURS * 3_600_000),
  });
  return code;
}

/**
 * Uses a code up in one statement: only an unused, unexpired code of an accepted purpose matches,
 * so the same code can never be spent twice, even by two requests at once.
 */
export async function consumeOneTimeCode(
  db: Executor,
  code: string,
  purposes: readonly CodePurpose[],
): Promise<{ userId: number; purpose: CodePurpose } | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashToken(code)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        inArray(oneTimeCodes.purpose, [...purposes]),
      ),
    )
    .returning({ userId: oneTimeCodes.userId, purpose: oneTimeCodes.purpose });
  return row;
}
