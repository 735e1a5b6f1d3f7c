import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';

/**
 * A password change ends the account's other sign-ins, and their access tokens with them, however long
 * ago they signed in: a token lives 15 minutes, so a sign-in of 14 minutes ago still holds a live one
 * (docs/decisions/007-sessions.md). The clock is moved on, not waited for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE_MS = 60_000;
const account = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/rest/account', headers: bearer(accessToken) });

describe('a password change', () => {
  it('ends the other device’s access token when that sign-in is 14 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, password } = await buildUser(t);
    const phone = await signIn(t, user.username, password);
    const laptop = await signIn(t, user.username, password);

    // 14 minutes on: the phone's token (15 minutes) is still good, as it would be without the change.
    vi.setSystemTime(Date.now() + 14 * MINUTE_MS);
    expect((await account(phone.accessToken)).statusCode).toBe(200);

    const change = await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers: bearer(laptop.accessToken),
      payload: { currentPassword: password, newPassword: 'Fresh-Copper-Trace-91' },
    });
    expect(change.statusCode, change.body).toBe(200);

    const refused = await account(phone.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('AUTH.TOKEN_INVALID');
    expect((await account(laptop.accessToken)).statusCode).toBe(200);
  });

  it('makes an earlier password-reset link unusable', async () => {
    const { user, password } = await buildUser(t);
    const session = await signIn(t, user.username, password);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    expect((await post('/rest/open/reset-my-password', { username: user.username })).statusCode).toBe(200);
    await t.services.auth.settled();
    const { code } = await lastMailTo(t, user.email);
    const change = await post(
      '/rest/psw_set',
      { currentPassword: password, newPassword: 'Fresh-Copper-Trace-92' },
      bearer(session.accessToken),
    );
    expect(change.statusCode, change.body).toBe(200);
    const replaced = await post(`/rest/open/welcome/${code}`, { password: 'Someone-Elses-Pass-93' });
    expect(replaced.statusCode).toBe(400);
    await signIn(t, user.username, 'Fresh-Copper-Trace-92');
  });
});
