import type { LoginResponse } from '@boardhouse/shared/auth';
import type { Role } from '@boardhouse/shared/product';
import { insertUser, type UserRow } from '../src/modules/accounts/users.repository.ts';
import type { TestApp } from './app-harness.ts';
import { rememberSecret } from './log-leaks.ts';

let sequence = 0;

export interface BuiltUser {
  user: UserRow;
  password: string;
}

/** A user straight in the database (confirmed unless told otherwise), with a known password. */
export async function buildUser(
  testApp: TestApp,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    roles: Role[];
    emailConfirmed: boolean;
    disabled: boolean;
    firstname: string;
    lastname: string;
    language: string;
    /** No street, postal code or city on the profile (a customer who never gave them). */
    withoutAddress: boolean;
  }> = {},
): Promise<BuiltUser> {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}${Date.now().toString(36)}`;
  const password = overrides.password ?? `Str0ng-pass-${sequence}`;
  const user = await insertUser(testApp.ctx.db, {
    username,
    email: overrides.email ?? `${username}@example.test`,
    firstname: overrides.firstname ?? 'Test',
    lastname: overrides.lastname ?? `User ${sequence}`,
    roles: overrides.roles ?? ['USER'],
    ...(overrides.language ? { language: overrides.language } : {}),
    emailConfirmed: overrides.emailConfirmed ?? true,
    disabled: overrides.disabled ?? false,
    // Somewhere to send boards: an order without a delivery address goes to this one.
    ...(overrides.withoutAddress ? {} : { address: 'Teststraat 1', zipCode: '1011 AA', city: 'Amsterdam' }),
    passwordHash: await testApp.services.auth.passwords.hash(password),
  });
  rememberSecret(password);
  return { user, password };
}

export async function signIn(testApp: TestApp, username: string, password: string): Promise<LoginResponse> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const answer: LoginResponse = response.json();
  rememberSecret(answer.accessToken);
  rememberSecret(answer.refreshToken);
  return answer;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
