import type { AccountUser, LoginResponse } from '@boardhouse/shared/auth';
import { modals } from '@mantine/modals';
import { authApi } from './auth.api.ts';
import { ApiError } from './client.ts';
import { queryClient } from './query-client.ts';
import { clearSession, getSession, storeAccount, storeTokens } from './session.store.ts';

/** Direct sign-in (SPEC.md section 4): tokens first, then the account with the user's details and roles. */
export async function signIn(username: string, password: string): Promise<AccountUser> {
  return startSession(await authApi.login(username, password));
}

/**
 * Keeps a sign-in's tokens, then loads and keeps the account: the one way every sign-in (password or
 * social) becomes a session, so both leave the same keys in storage.
 */
export async function startSession(tokens: LoginResponse): Promise<AccountUser> {
  storeTokens(tokens);
  try {
    const { account } = await authApi.account();
    if (!account?.user) throw new ApiError(401, 'AUTH.VALIDATION.INVALID_LOGIN', 'No account');
    storeAccount(account.user);
    return account.user;
  } catch (error) {
    clearSession();
    // SPEC.md section 8: a failed account load reads as an invalid login.
    throw error instanceof ApiError && error.status === 0
      ? error
      : new ApiError(401, 'AUTH.VALIDATION.INVALID_LOGIN', 'The login detail is incorrect');
  }
}

/** Logout: cancel what is pending, tell the server, forget the session, go to the sign-in page. */
export async function signOut(options: { redirect?: boolean } = {}): Promise<void> {
  await queryClient.cancelQueries();
  const hadSession = getSession().accessToken !== null;
  if (hadSession) await authApi.logout().catch(() => {});
  clearSession();
  queryClient.clear();
  modals.closeAll();
  if (options.redirect ?? true) window.location.hash = '#/login';
}
