import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CodePurpose, oneTimeCodes } from '../../db/schema.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';

export const CODE_TTL_HOURS = 24;

/**
 * Codes that a new code of a purpose makes unusable: the newest link is the only one that works.
 * Setting a password by an administrator's link and by a reset link are one kind. Invitations are
 * not superseded: each comes from a different team. Any other purpose supersedes its own kind.
 */
const SUPERSEDES: Partial<Record<CodePurpose, readonly CodePurpose[]>> = {
  'set-password': ['set-password', 'reset-password'],
  'reset-password': ['set-password', 'reset-password'],
  invitation: [],
};

/**
 * A new code; the user's unused codes of the same kind are deleted in the same transaction. E-mailed
 * codes live CODE_TTL_HOURS; a code handed straight to the browser (social sign-in) asks for far less.
 */
export async function createOneTimeCode(
  db: Executor,
  userId: number,
  purpose: CodePurpose,
  ttlMs = CODE_TTL_HOURS * 3_600_000,
): Promise<string> {
  const superseded = SUPERSEDES[purpose] ?? [purpose];
  if (superseded.length > 0) {
    await db
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          inArray(oneTimeCodes.purpose, [...superseded]),
          isNull(oneTimeCodes.usedAt),
        ),
      );
  }
  const code = createOpaqueToken();
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}

/**
 * Makes the user's unused password links unusable: after the password changed, or the address did (a
 * reset link mailed to the old address must not outlive it), nobody may set a password through them.
 */
export async function dropPasswordCodes(db: Executor, userId: number): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, ['set-password', 'reset-password']),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** An unused, unexpired code of one of the accepted purposes. */
function isUsableCode(code: string, purposes: readonly CodePurpose[]) {
  return and(
    eq(oneTimeCodes.codeHash, hashToken(code)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
    inArray(oneTimeCodes.purpose, [...purposes]),
  );
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
    .where(isUsableCode(code, purposes))
    .returning({ userId: oneTimeCodes.userId, purpose: oneTimeCodes.purpose });
  return row;
}

/** Whose a usable code is, without using it up (a new password is checked against its owner first). */
export async function findOneTimeCodeOwner(
  db: Executor,
  code: string,
  purposes: readonly CodePurpose[],
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(isUsableCode(code, purposes))
    .limit(1);
  return row?.userId;
}
