import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_SECONDS: '120', IDLE_WARNING_SECONDS: '10' });
});
afterAll(() => t.close());

async function session() {
  const built = await buildUser(t);
  const { accessToken } = await signIn(t, built.user.username, built.password);
  return { ...built, headers: bearer(accessToken) };
}

describe('profile', () => {
  it('updates names, e-mail and language of the caller only', async () => {
    const { user, headers } = await session();
    const other = await buildUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: { firstname: 'Ada', lastname: 'Lovelace', email: 'ADA@example.test', language: 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      firstname: 'Ada',
      email: 'ada@example.test',
      language: 'de',
    });
    const account = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
    expect(account.json().account.user.language).toBe('de');
    const untouched = await t.app.inject({
      method: 'GET',
      url: '/rest/user',
      headers: bearer((await signIn(t, other.user.username, other.password)).accessToken),
    });
    expect(untouched.json().user.firstname).toBe('Test');
  });

  it('refuses an e-mail address another account uses, and an unknown language', async () => {
    const { headers } = await session();
    const other = await buildUser(t);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: { firstname: 'A', lastname: 'B', email: other.user.email, language: 'en' },
    });
    expect(taken.statusCode).toBe(409);
    const badLanguage = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: { firstname: 'A', lastname: 'B', email: 'free@example.test', language: 'xx' },
    });
    expect(badLanguage.json().error.details.fields.language).toBe('Language is not valid');
  });
});

describe('POST /rest/psw_set', () => {
  it('changes the password when the current one is right', async () => {
    const { user, password, headers } = await session();
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers,
      payload: { currentPassword: password, newPassword: 'Changed-Pass-55' },
    });
    expect(response.statusCode).toBe(200);
    await signIn(t, user.username, 'Changed-Pass-55');
    // Sign-in reads accounts through the cache: the old password must stop working at once.
    const old = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password on its field', async () => {
    const { headers } = await session();
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers,
      payload: { currentPassword: 'wrong-one', newPassword: 'Changed-Pass-55' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.currentPassword).toBe('The current password is not correct');
  });
});

describe('public properties and health', () => {
  it('answers the sign-in settings without a token, with the configured idle timers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/open/get-iproto-properties' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      productName: 'Boardhouse',
      versionLabel: 'V2.87.4',
      signInMethods: ['password'],
      idleTimeoutSeconds: 120,
      idleWarningSeconds: 10,
    });
    expect(response.json().languages.map((entry: { lang: string }) => entry.lang)).toEqual([
      'en',
      'ch',
      'es',
      'jp',
      'de',
      'fr',
    ]);
  });

  it('reports live and ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ok' });
  });
});
