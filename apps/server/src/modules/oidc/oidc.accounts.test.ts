import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import {
  browserRequest,
  CookieJar,
  codeOf,
  type OidcWorld,
  signInAtProvider,
  startOidcWorld,
} from '../../../test/oidc-walk.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { userIdentities, users } from '../../db/schema.ts';

/** Linking from My Profile, the linked sign-ins, and the original product's two open calls. */
let world: OidcWorld;
beforeAll(async () => {
  world = await startOidcWorld();
}, 60_000);
afterAll(() => world?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: object) =>
  world.t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

/** Links `login`'s identity to `who` in one browser, as My Profile does; answers where the browser lands. */
async function linkFromProfile(who: Person, login: string, jar = new CookieJar()) {
  const answer = await browserRequest(jar, `${world.appUrl}/rest/account/oidc/link`, {
    method: 'POST',
    body: JSON.stringify({ provider: 'google' }),
    headers: { ...who.headers, 'content-type': 'application/json' },
  });
  expect(answer.status).toBe(200);
  const { url } = (await answer.json()) as { url: string };
  const started = await browserRequest(jar, url);
  const location = started.headers.get('location') ?? '';
  if (!location.startsWith(world.idp.issuer)) return location;
  const callback = await signInAtProvider(location, login, `${world.appUrl}/auth/oidc/callback`);
  return (await browserRequest(jar, callback)).headers.get('location') ?? '';
}

describe('linking from My Profile', () => {
  it('links the provider to the signed-in account, with no verified address needed', async () => {
    const person = await signedInPerson(world.t, { email: 'someone.else@example.test' });
    world.idp.users.set('linker', { email: 'linker@unverified.test', email_verified: false });
    expect(await linkFromProfile(person, 'linker')).toBe(`${world.appUrl}/#/profile?linked=google`);
    const listed = await call('GET', '/rest/account/identities', person);
    expect(listed.json()).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'google', email: 'linker@unverified.test', lastSignInAt: expect.any(String) }],
    });
    // The identity now signs that account in.
    const location = await world.signIn('linker');
    rememberSecret(codeOf(location) ?? '');
    const session = await call('POST', '/auth/oidc/exchange', undefined, { code: codeOf(location) ?? '' });
    rememberSecret(session.json().accessToken);
    rememberSecret(session.json().refreshToken);
    expect(session.json().newAccount).toBe(false);
    const me = await world.t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
    });
    expect(me.json().account.user.id).toBe(person.user.id);
  });

  it('refuses an identity that already signs another account in', async () => {
    const owner = await signedInPerson(world.t);
    const other = await signedInPerson(world.t);
    world.idp.users.set('shared-identity', { email: 'shared@gmail.test', email_verified: true });
    expect(await linkFromProfile(owner, 'shared-identity')).toBe(`${world.appUrl}/#/profile?linked=google`);
    expect(await linkFromProfile(other, 'shared-identity')).toBe(
      `${world.appUrl}/#/profile?socialError=linked-elsewhere`,
    );
    expect((await call('GET', '/rest/account/identities', other)).json().identities).toEqual([]);
  });

  it('refuses a link address used in another browser (no link cookie)', async () => {
    const person = await signedInPerson(world.t);
    const answer = await call('POST', '/rest/account/oidc/link', person, { provider: 'google' });
    const started = await browserRequest(new CookieJar(), answer.json().url);
    expect(started.status).toBe(302);
    expect(started.headers.get('location')).toBe(`${world.appUrl}/#/profile?socialError=failed`);
  });

  it('asks for a signed-in caller', async () => {
    expect(
      (await call('POST', '/rest/account/oidc/link', undefined, { provider: 'google' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/rest/account/identities')).statusCode).toBe(401);
  });
});

describe('unlinking', () => {
  it('unlinks only the caller’s own identity, and never the last way into an account without password', async () => {
    world.idp.users.set('only-google', { email: 'olga.only@gmail.test', email_verified: true });
    const location = await world.signIn('only-google');
    rememberSecret(codeOf(location) ?? '');
    const exchanged = (
      await call('POST', '/auth/oidc/exchange', undefined, { code: codeOf(location) ?? '' })
    ).json();
    rememberSecret(exchanged.accessToken);
    rememberSecret(exchanged.refreshToken);
    const social: Person = {
      user: (
        await world.t.ctx.db.select().from(users).where(eq(users.email, 'olga.only@gmail.test'))
      )[0] as Person['user'],
      headers: { authorization: `Bearer ${exchanged.accessToken}` },
    };
    const listed = (await call('GET', '/rest/account/identities', social)).json();
    expect(listed.hasPassword).toBe(false);
    const [identity] = listed.identities;

    const stranger = await signedInPerson(world.t);
    expect((await call('DELETE', `/rest/account/identities/${identity.id}`, stranger)).statusCode).toBe(404);
    const last = await call('DELETE', `/rest/account/identities/${identity.id}`, social);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/only way to sign in/);
    // The page shows the same words in the reader's language (details.text, apps/web/src/i18n/error-text.ts).
    expect(last.json().error.details.text).toEqual({ key: 'refused.identity.lastWayIn' });

    // With a second identity linked, the first one may go.
    world.idp.users.set('olga-second', { email: 'olga.other@gmail.test', email_verified: true });
    expect(await linkFromProfile(social, 'olga-second')).toBe(`${world.appUrl}/#/profile?linked=google`);
    expect((await call('DELETE', `/rest/account/identities/${identity.id}`, social)).statusCode).toBe(204);
    const left = (await call('GET', '/rest/account/identities', social)).json().identities;
    expect(left).toMatchObject([{ email: 'olga.other@gmail.test' }]);
  });

  it('lets a password account unlink its only identity', async () => {
    const person = await signedInPerson(world.t);
    world.idp.users.set('unlinkable', { email: 'unlink@gmail.test', email_verified: true });
    await linkFromProfile(person, 'unlinkable');
    const [identity] = (await call('GET', '/rest/account/identities', person)).json().identities;
    expect((await call('DELETE', `/rest/account/identities/${identity.id}`, person)).statusCode).toBe(204);
  });
});

describe('the account as a whole', () => {
  it('exports the linked sign-ins and deletes them with the account', async () => {
    const { user, password } = await buildUser(world.t);
    const login = await world.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    const owner: Person = { user, headers: { authorization: `Bearer ${login.json().accessToken}` } };
    rememberSecret(login.json().accessToken);
    rememberSecret(login.json().refreshToken);
    world.idp.users.set('exported', { email: 'exported@gmail.test', email_verified: true });
    await linkFromProfile(owner, 'exported');
    const exported = JSON.parse((await call('GET', '/rest/account/export', owner)).body);
    expect(exported.linkedSignIns).toMatchObject([{ provider: 'google', email: 'exported@gmail.test' }]);

    const deleted = await call('POST', '/rest/account/delete', owner, { password, confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await world.t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toEqual([]);
  });
});

describe('the original product’s open calls', () => {
  it('refuse without a token, with a foreign token, an expired one, or one for another address', async () => {
    const email = world.idp.users.get('existing')?.email ?? '';
    for (const url of ['/rest/open/getuserbyemailId', '/rest/open/set-default-password']) {
      expect((await call('POST', url, undefined, { email })).statusCode).toBe(400);
      const refusals = [
        await world.idp.issueForeignIdToken('existing'),
        await world.idp.issueIdToken('existing', { exp: Math.floor(Date.now() / 1000) - 60 }),
        await world.idp.issueIdToken('existing', { aud: 'another-client' }),
        await world.idp.issueIdToken('newcomer'),
        await world.idp.issueIdToken('unverified', { email }),
        'not.a.token',
      ];
      for (const idToken of refusals) {
        rememberSecret(idToken);
        const response = await call('POST', url, undefined, { email, idToken });
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.message).toMatch(/ID token is not valid/);
      }
    }
  });

  it('answer the account, never password data, and set no password, for a valid ID token', async () => {
    await signedInPerson(world.t, { email: 'Erin.Existing@Example.test', username: 'erin' });
    const idToken = await world.idp.issueIdToken('existing');
    rememberSecret(idToken);
    const found = await call('POST', '/rest/open/getuserbyemailId', undefined, {
      email: 'erin.existing@example.test',
      idToken,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      id: expect.any(Number),
      username: 'erin',
      email: 'Erin.Existing@Example.test',
      firstname: 'Test',
      lastname: expect.any(String),
      source: 'auth',
      hasPassword: true,
    });
    const [before] = await world.t.ctx.db.select().from(users).where(eq(users.username, 'erin'));
    const set = await call('POST', '/rest/open/set-default-password', undefined, {
      email: 'erin.existing@example.test',
      idToken,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ validation: true, message: expect.stringMatching(/No password was set/) });
    const [after] = await world.t.ctx.db.select().from(users).where(eq(users.username, 'erin'));
    expect(after?.passwordHash).toBe(before?.passwordHash);

    world.idp.users.set('nobody', { email: 'nobody@gmail.test', email_verified: true });
    const unknown = await call('POST', '/rest/open/getuserbyemailId', undefined, {
      email: 'nobody@gmail.test',
      idToken: await world.idp.issueIdToken('nobody'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('without social sign-in configured', () => {
  it('offers no provider, and start and the open calls answer 404 with a message', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/auth/oidc/providers' })).json()).toEqual({
        providers: [],
      });
      const start = await plain.app.inject({ method: 'GET', url: '/auth/oidc/start?provider=google' });
      expect(start.statusCode).toBe(404);
      expect(start.json().error.message).toMatch(/not set up/);
      const lookup = await plain.app.inject({
        method: 'POST',
        url: '/rest/open/getuserbyemailId',
        payload: { email: 'a@example.test', idToken: 'x.y.z' },
      });
      expect(lookup.statusCode).toBe(404);
      const callback = await plain.app.inject({
        method: 'GET',
        url: '/auth/oidc/callback?state=abc&code=def',
      });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('http://boardhouse.test/#/login?socialError=failed');
    } finally {
      await plain.close();
    }
  });
});
