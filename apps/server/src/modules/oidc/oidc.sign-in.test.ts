import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { oidcSignInStates, userIdentities, users } from '../../db/schema.ts';
import { AccountCache } from '../accounts/account-cache.ts';
import { OidcService } from './oidc.service.ts';

/** Social sign-in end to end: the app on a port, the local identity provider, a browser played with fetch. */
let world: OidcWorld;
beforeAll(async () => {
  world = await startOidcWorld();
}, 60_000);
afterAll(() => world?.close());

const exchange = (code: string) =>
  world.t.app.inject({ method: 'POST', url: '/auth/oidc/exchange', payload: { code } });
const failedLogin = () => `${world.appUrl}/#/login?socialError=failed`;
const accountOf = async (email: string) =>
  (await world.t.ctx.db.select().from(users).where(eq(users.email, email)))[0];
const identitiesOf = (userId: number) =>
  world.t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

/** Exchanges the code of a successful callback; the session's tokens are secrets the logs must not hold. */
async function sessionOf(location: string) {
  const code = codeOf(location);
  expect(code, location).not.toBeNull();
  rememberSecret(code ?? '');
  const response = await exchange(code ?? '');
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json();
  rememberSecret(session.accessToken);
  rememberSecret(session.refreshToken);
  return session;
}

describe('start', () => {
  it('redirects to the authorization endpoint with every parameter of a code flow with PKCE', async () => {
    const jar = new CookieJar();
    const response = await world.start(jar, 'linkedin');
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${world.idp.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: world.idp.clientId,
      redirect_uri: `${world.appUrl}/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      kc_idp_hint: 'linkedin',
    });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The browser's cookie: HttpOnly, Lax, only for /auth/oidc, not Secure on an http server.
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('boardhouse_oidc='));
    expect(cookie).toMatch(/; Path=\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // The row keeps hashes, not the state or the browser's value.
    const rows = await world.t.ctx.db.select().from(oidcSignInStates);
    const row = rows.find((candidate) => candidate.nonce === params.nonce);
    expect(row).toMatchObject({ provider: 'linkedin', linkUserId: null });
    expect(row?.stateHash).not.toBe(params.state);
    expect(row?.browserHash).not.toBe(jar.get('boardhouse_oidc'));
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('lists the configured providers; refuses a provider it does not know', async () => {
    const providers = await world.t.app.inject({ method: 'GET', url: '/auth/oidc/providers' });
    expect(providers.json()).toEqual({ providers: ['google', 'linkedin'] });
    const unknown = await world.t.app.inject({ method: 'GET', url: '/auth/oidc/start?provider=facebook' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.provider).toMatch(/google, linkedin/);
  });
});

describe('signing in', () => {
  it('creates the account of a new Google user, whose one-time code works once', async () => {
    const location = await world.signIn('newcomer');
    expect(location).toMatch(new RegExp(`^${world.appUrl}/#/oidc/[\\w-]{20,}$`));
    const session = await sessionOf(location);
    expect(session).toMatchObject({ newAccount: true, roles: ['USER'], expiresIn: 900 });
    expect(session.token).toBe(session.accessToken);
    expect(world.idp.hints.at(-1)).toBe('google');

    const account = await accountOf('nora.newcomer@gmail.test');
    expect(account).toMatchObject({
      username: 'nora.newcomer',
      firstname: 'Nora',
      lastname: 'Newcomer',
      source: 'Google+',
      passwordHash: null,
      emailConfirmed: true,
      language: 'de',
      roles: ['USER'],
    });
    expect(await identitiesOf(account?.id ?? 0)).toMatchObject([
      {
        issuer: world.idp.issuer,
        subject: 'newcomer',
        provider: 'google',
        email: 'nora.newcomer@gmail.test',
      },
    ]);
    const me = await world.t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.json()).toMatchObject({ account: { user: { email: 'nora.newcomer@gmail.test' } } });

    const code = codeOf(location) ?? '';
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toMatch(/already been used or has expired/);
  });

  it('signs a returning user into the same account, source LinkedIn when LinkedIn created it', async () => {
    const first = await sessionOf(await world.signIn('returning', { provider: 'linkedin' }));
    expect(first.newAccount).toBe(true);
    const account = await accountOf('rex.returning@gmail.test');
    expect(account).toMatchObject({ source: 'Linkedin', username: 'rex.returning', language: 'en' });
    const again = await sessionOf(await world.signIn('returning'));
    expect(again.newAccount).toBe(false);
    expect(
      await world.t.ctx.db.select().from(users).where(eq(users.email, 'rex.returning@gmail.test')),
    ).toHaveLength(1);
    expect(await identitiesOf(account?.id ?? 0)).toHaveLength(1);
  });

  it('joins an existing account by e-mail (any case) only because the provider verified it', async () => {
    // Someone signed up with Erin's address and a password of their own, and never confirmed it.
    const { user, password } = await buildUser(world.t, {
      email: 'Erin.Existing@Example.test',
      emailConfirmed: false,
    });
    const session = await sessionOf(await world.signIn('existing'));
    expect(session.newAccount).toBe(false);
    const me = await world.t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.json().account.user.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toMatchObject([{ subject: 'existing', provider: 'google' }]);
    // The provider vouched for the address, as our confirmation link would have.
    expect((await accountOf(user.email))?.emailConfirmed).toBe(true);
    expect((await accountOf(user.email))?.source).toBe('auth');
    // The password nobody proved the address for no longer signs into Erin's account.
    expect((await accountOf(user.email))?.passwordHash).toBeNull();
    const squatter = await world.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password },
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('signs no one in with an unverified address that belongs to an account, and links nothing', async () => {
    const { user } = await buildUser(world.t, { email: 'uma.unverified@example.test' });
    const location = await world.signIn('unverified');
    expect(location).toBe(`${world.appUrl}/#/login?socialError=unverified-email`);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect(
      await world.t.ctx.db.select().from(users).where(eq(users.email, 'uma.unverified@example.test')),
    ).toHaveLength(1);
  });

  it('refuses a disabled account like any failure', async () => {
    world.idp.users.set('disabled-one', { email: 'dora.disabled@example.test', email_verified: true });
    await buildUser(world.t, { email: 'dora.disabled@example.test', disabled: true });
    expect(await world.signIn('disabled-one')).toBe(failedLogin());
  });

  it('gives a taken username a suffix and takes names from the full name', async () => {
    await buildUser(world.t, { username: 'sam.same' });
    world.idp.users.set('same-name', {
      email: 'Sam.Same@gmail.test',
      email_verified: true,
      name: 'Sam van Same',
    });
    const session = await sessionOf(await world.signIn('same-name'));
    expect(session.newAccount).toBe(true);
    expect(await accountOf('Sam.Same@gmail.test')).toMatchObject({
      username: 'sam.same-2',
      firstname: 'Sam',
      lastname: 'van Same',
    });
  });
});

describe('callbacks that sign no one in', () => {
  /** Starts in `jar`'s browser and signs in at the provider; answers the callback address, not yet followed. */
  async function callbackAddress(jar: CookieJar, login = 'returning') {
    const started = await world.start(jar);
    return signInAtProvider(
      started.headers.get('location') ?? '',
      login,
      `${world.appUrl}/auth/oidc/callback`,
    );
  }

  it('refuses a callback without state, or with a state it never gave', async () => {
    const jar = new CookieJar();
    const callback = new URL(await callbackAddress(jar));
    callback.searchParams.delete('state');
    expect((await browserRequest(jar, callback.href)).headers.get('location')).toBe(failedLogin());
    callback.searchParams.set('state', 'a-state-this-server-never-gave-out');
    expect((await browserRequest(jar, callback.href)).headers.get('location')).toBe(failedLogin());
  });

  it('refuses a callback from a browser that did not start the sign-in, and the state is then spent', async () => {
    const starter = new CookieJar();
    const callback = await callbackAddress(starter);
    const other = await browserRequest(new CookieJar(), callback);
    expect(other.headers.get('location')).toBe(failedLogin());
    // Single use: even the right browser cannot use it afterwards.
    expect((await browserRequest(starter, callback)).headers.get('location')).toBe(failedLogin());
  });

  it('signs in once per state: a replayed callback fails', async () => {
    const jar = new CookieJar();
    const callback = await callbackAddress(jar);
    const cookie = jar.get('boardhouse_oidc') ?? '';
    const first = await browserRequest(jar, callback);
    expect(codeOf(first.headers.get('location') ?? '')).not.toBeNull();
    rememberSecret(codeOf(first.headers.get('location') ?? '') ?? '');
    const again = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `boardhouse_oidc=${cookie}` },
    });
    expect(again.headers.get('location')).toBe(failedLogin());
  });

  it('refuses the provider’s error answer', async () => {
    const jar = new CookieJar();
    const started = await world.start(jar);
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const response = await browserRequest(
      jar,
      `${world.appUrl}/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(world.idp.issuer)}`,
    );
    expect(response.headers.get('location')).toBe(failedLogin());
  });

  it('refuses a code sent with another sign-in’s state (its verifier does not match)', async () => {
    const jar = new CookieJar();
    const first = new URL(await callbackAddress(jar));
    const second = new URL(await callbackAddress(jar));
    first.searchParams.set('state', second.searchParams.get('state') ?? '');
    expect((await browserRequest(jar, first.href)).headers.get('location')).toBe(failedLogin());
  });
});

describe('a new social account in the CRM', () => {
  it('is asked for inside the transaction that creates an account with a verified address, then pushed; not for others', async () => {
    const created: number[] = [];
    const pushed: number[] = [];
    const service = new OidcService(
      world.t.ctx,
      { auth: world.t.services.auth, accountCache: new AccountCache() },
      {
        // Run in the creating transaction: the new row is visible there.
        async request(tx, userId) {
          const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
          created.push(row?.id ?? -1);
        },
        deliver: (userIds) => pushed.push(...userIds),
      },
    );
    const walk = async (login: string) => {
      const started = await service.start('google', null);
      const callback = new URL(
        await signInAtProvider(started.location, login, `${world.appUrl}/auth/oidc/callback`),
      );
      return service.callback(
        callback.search,
        Object.fromEntries(callback.searchParams),
        started.browserValue ?? '',
      );
    };
    world.idp.users.set('hooked', { email: 'hank.hooked@gmail.test', email_verified: true });
    world.idp.users.set('hooked-unverified', { email: 'ursula.hooked@gmail.test', email_verified: false });
    rememberSecret(codeOf(await walk('hooked')) ?? '');
    const account = await accountOf('hank.hooked@gmail.test');
    expect(created).toEqual([account?.id]);
    expect(pushed).toEqual([account?.id]);
    rememberSecret(codeOf(await walk('hooked')) ?? '');
    rememberSecret(codeOf(await walk('hooked-unverified')) ?? '');
    expect(created).toEqual([account?.id]);
    expect(pushed).toEqual([account?.id]);
    expect((await accountOf('ursula.hooked@gmail.test'))?.emailConfirmed).toBe(false);
    const rows = await world.t.ctx.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.subject, 'hooked'), eq(userIdentities.issuer, world.idp.issuer)));
    expect(rows).toHaveLength(1);
  });
});
