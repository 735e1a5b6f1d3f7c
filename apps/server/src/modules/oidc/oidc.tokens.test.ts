import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import {
  browserRequest,
  CookieJar,
  codeOf,
  type OidcWorld,
  signInAtProvider,
  startOidcWorld,
} from '../../../test/oidc-walk.ts';
import { apiLogs, oidcSignInStates, userIdentities, users } from '../../db/schema.ts';

/**
 * ID tokens a correct client refuses, made by the provider's own token endpoint (re-signed with an
 * altered claim, or with a key it never published); and what the server keeps of a sign-in in its
 * logs and API log.
 */
const logs = captureLogs();
let world: OidcWorld;
beforeAll(async () => {
  world = await startOidcWorld({}, { logStream: logs.stream });
}, 60_000);
afterAll(() => world?.close());

const failedLogin = () => `${world.appUrl}/#/login?socialError=failed`;
const accountsOf = (email: string) => world.t.ctx.db.select().from(users).where(eq(users.email, email));

describe('ID tokens the token endpoint hands out that sign no one in', () => {
  it.each([
    ['wrong-nonce', /claim nonce/],
    ['expired', /claim exp/],
    ['foreign-key', /signature/i],
  ] as const)('%s', async (mode, reason) => {
    const login = `victim-${mode}`;
    world.idp.users.set(login, { email: `${login}@gmail.test`, email_verified: true });
    world.idp.misbehave(mode);
    try {
      const before = logs.lines.length;
      expect(await world.signIn(login)).toBe(failedLogin());
      expect(await accountsOf(`${login}@gmail.test`)).toEqual([]);
      const refusal = logs.lines.slice(before).find((line) => line.includes('social sign-in refused'));
      expect(JSON.parse(refusal ?? '{}')).toMatchObject({ level: 40, reason: expect.stringMatching(reason) });
    } finally {
      world.idp.misbehave(null);
    }
    // The same user signs in at once when the provider behaves.
    const location = await world.signIn(login);
    expect(codeOf(location)).not.toBeNull();
    rememberSecret(codeOf(location) ?? '');
  });
});

describe('what a sign-in leaves behind', () => {
  it('logs no code, state, verifier, nonce, client secret or ID token, and records each issuer call', async () => {
    world.idp.users.set('logged', { email: 'lou.logged@gmail.test', email_verified: true });
    const jar = new CookieJar();
    const started = await world.start(jar);
    const authorize = new URL(started.headers.get('location') ?? '');
    const state = authorize.searchParams.get('state') ?? '';
    const nonce = authorize.searchParams.get('nonce') ?? '';
    const [saved] = await world.t.ctx.db
      .select()
      .from(oidcSignInStates)
      .where(eq(oidcSignInStates.nonce, nonce));
    const callback = await signInAtProvider(authorize.href, 'logged', `${world.appUrl}/auth/oidc/callback`);
    const browser = jar.get('boardhouse_oidc') ?? '';
    const providerCode = new URL(callback).searchParams.get('code') ?? '';
    const landed = (await browserRequest(jar, callback)).headers.get('location') ?? '';
    const oneTimeCode = codeOf(landed) ?? '';
    const exchanged = await world.t.app.inject({
      method: 'POST',
      url: '/auth/oidc/exchange',
      payload: { code: oneTimeCode },
    });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json();
    // A failure's warn line too.
    await browserRequest(
      new CookieJar(),
      `${world.appUrl}/auth/oidc/callback?state=${state}&code=${providerCode}`,
    );

    const secrets = {
      state,
      nonce,
      verifier: saved?.codeVerifier ?? '',
      browser,
      providerCode,
      oneTimeCode,
      clientSecret: world.idp.clientSecret,
      idToken: world.idp.idTokens.at(-1) ?? '',
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    };
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(15);
      expect(logs.text().includes(value), `${name} in the logs`).toBe(false);
      rememberSecret(value);
    }
    expect(logs.text()).toContain('/auth/oidc/callback');

    await world.t.apiLog.flush();
    const rows = await world.t.ctx.db.select().from(apiLogs).where(eq(apiLogs.service, 'oidc'));
    const operations = new Set(rows.map((row) => row.operation));
    expect(operations).toEqual(new Set(['discovery', 'token', 'jwks']));
    expect(rows.filter((row) => row.operation === 'discovery')).toHaveLength(1);
    expect(rows.every((row) => row.status === 'ok' && row.httpStatus === 200)).toBe(true);
    const stored = JSON.stringify(rows);
    for (const value of Object.values(secrets)) expect(stored.includes(value)).toBe(false);

    const [account] = await accountsOf('lou.logged@gmail.test');
    const identities = await world.t.ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, account?.id ?? 0));
    expect(identities).toHaveLength(1);
  });

  it('records a refused code exchange in the API log with the OAuth error only', async () => {
    world.idp.users.set('refused', { email: 'ray.refused@gmail.test', email_verified: true });
    const jar = new CookieJar();
    const started = await world.start(jar);
    const callback = new URL(
      await signInAtProvider(
        started.headers.get('location') ?? '',
        'refused',
        `${world.appUrl}/auth/oidc/callback`,
      ),
    );
    callback.searchParams.set('code', 'a-code-the-provider-never-issued');
    expect((await browserRequest(jar, callback.href)).headers.get('location')).toBe(failedLogin());
    await world.t.apiLog.flush();
    const rows = await world.t.ctx.db.select().from(apiLogs).where(eq(apiLogs.service, 'oidc'));
    expect(rows.filter((row) => row.status === 'error').at(-1)).toMatchObject({
      operation: 'token',
      httpStatus: 400,
      message: 'invalid_grant',
    });
  });
});
