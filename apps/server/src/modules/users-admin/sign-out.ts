import type { Executor } from '../../db/client.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../auth/access-tokens.ts';
import { revokeUserSignIns } from '../auth/refresh-tokens.repository.ts';

/**
 * Ends every sign-in of an account and refuses its live access tokens at once (in every process):
 * used when staff disable or delete an account, change its roles or set its password, so nothing the
 * account held before keeps working.
 */
export async function signOutEverywhere(tx: Executor, tokens: AccessTokens, userId: number): Promise<void> {
  const live = await revokeUserSignIns(tx, userId, null, ACCESS_TOKEN_TTL_SECONDS);
  await tokens.denySignIns(tx, live);
}
