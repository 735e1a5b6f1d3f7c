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
  it('updates names, language and company details of the caller only', async () => {
    const { user, headers } = await session();
    const other = await buildUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: user.email.toUpperCase(),
        language: 'de',
        companyName: '  Analytical Engines Ltd ',
        address: '12 St James Square',
        city: 'London',
        zipCode: 'SW1Y 4JH',
        vatNumber: 'GB123456789',
        country: 'United Kingdom',
        phoneNumber: '+44 20 7946 0958',
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      firstname: 'Ada',
      email: user.email,
      language: 'de',
      companyName: 'Analytical Engines Ltd',
      address: '12 St James Square',
      city: 'London',
      zipCode: 'SW1Y 4JH',
      vatNumber: 'GB123456789',
      country: 'United Kingdom',
      phoneNumber: '+44 20 7946 0958',
      pendingEmail: null,
    };
    expect(response.json().user).toMatchObject(expected);
    const reread = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(reread.json().user).toMatchObject(expected);
    const account = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
    expect(account.json().account.user.language).toBe('de');
    const untouched = await t.app.inject({
      method: 'GET',
      url: '/rest/user',
      headers: bearer((await signIn(t, other.user.username, other.password)).accessToken),
    });
    expect(untouched.json().user).toMatchObject({ firstname: 'Test', companyName: null });
  });

  it('keeps details left out, clears emptied ones, and checks their lengths', async () => {
    const { headers } = await session();
    const save = (details: object) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/user',
        headers,
        payload: { firstname: 'A', lastname: 'B', language: 'en', ...details },
      });
    await save({ companyName: 'Acme', vatNumber: 'NL123456789B01' });
    const partial = await save({ vatNumber: '' });
    expect(partial.json().user).toMatchObject({ companyName: 'Acme', vatNumber: null });
    const tooLong = await save({ vatNumber: 'X'.repeat(41), zipCode: '1'.repeat(21) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toEqual({
      vatNumber: 'VAT number maximum length is 40',
      zipCode: 'Zip code maximum length is 20',
    });
  });

  it('refuses a changed e-mail address, pointing to the confirmed change, and an unknown language', async () => {
    const { user, headers } = await session();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: { firstname: 'A', lastname: 'B', email: 'free@example.test', language: 'en' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.details.fields.email).toBe(
      'Email is changed with "Change e-mail address": the new address must be confirmed first',
    );
    const reread = await t.app.inject({ method: 'GET', url: '/rest/user', headers });
    expect(reread.json().user).toMatchObject({ email: user.email, firstname: 'Test' });
    const badLanguage = await t.app.inject({
      method: 'POST',
      url: '/rest/user',
      headers,
      payload: { firstname: 'A', lastname: 'B', language: 'xx' },
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
    expect(response.json().error.details.fieldTexts).toEqual({
      currentPassword: { key: 'refused.account.wrongPassword' },
    });
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
