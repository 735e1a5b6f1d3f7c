import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { codeOf, type OidcWorld, startOidcWorld } from '../../../test/oidc-walk.ts';
import { apiLogs, userIdentities, users } from '../../db/schema.ts';

/**
 * Claims as real issuers send them: the address only in userinfo (Zitadel's code flow), and
 * email_verified as a string (JumpCloud's and Apple's ID tokens, Cognito's userinfo).
 */
let world: OidcWorld;
beforeAll(async () => {
  world = await startOidcWorld();
}, 60_000);
afterAll(() => world?.close());

const accountOf = async (email: string) =>
  (await world.t.ctx.db.select().from(users).where(eq(users.email, email)))[0];
const identitiesOf = (userId: number) =>
  world.t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
const failedLogin = () => `${world.appUrl}/#/login?socialError=failed`;

/** Signs `login` in and answers the account of `email`, after checking the callback gave a code. */
async function signedUp(login: string, email: string) {
  const location = await world.signIn(login);
  expect(codeOf(location), location).not.toBeNull();
  rememberSecret(codeOf(location) ?? '');
  return accountOf(email);
}

describe('an ID token without the address (it is in userinfo)', () => {
  it('creates the account from userinfo: address, verification and names', async () => {
    world.idp.users.set('zita', {
      email: 'zita.zitadel@gmail.test',
      email_verified: true,
      given_name: 'Zita',
      family_name: 'Zitadel',
      userinfoOnly: true,
    });
    const account = await signedUp('zita', 'zita.zitadel@gmail.test');
    // The provider really left the address out of the ID token.
    expect(decodeJwt(world.idp.idTokens.at(-1) ?? '')).not.toHaveProperty('email');
    expect(account).toMatchObject({ firstname: 'Zita', lastname: 'Zitadel', emailConfirmed: true });
    expect(await identitiesOf(account?.id ?? 0)).toMatchObject([
      { subject: 'zita', email: 'zita.zitadel@gmail.test' },
    ]);
    await world.t.apiLog.flush();
    const rows = await world.t.ctx.db.select().from(apiLogs).where(eq(apiLogs.service, 'oidc'));
    expect(rows.some((row) => row.operation === 'userinfo' && row.status === 'ok')).toBe(true);
  });

  it('joins an existing account when userinfo says the address is verified', async () => {
    const { user } = await buildUser(world.t, { email: 'zeno.zitadel@example.test' });
    world.idp.users.set('zeno', {
      email: 'zeno.zitadel@example.test',
      email_verified: true,
      userinfoOnly: true,
    });
    expect((await signedUp('zeno', user.email))?.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toMatchObject([{ subject: 'zeno' }]);
  });

  it('refuses a userinfo answer about another subject', async () => {
    world.idp.users.set('swapped', {
      email: 'sam.swapped@gmail.test',
      email_verified: true,
      userinfoOnly: true,
    });
    world.idp.misbehave('userinfo-other-subject');
    try {
      expect(await world.signIn('swapped')).toBe(failedLogin());
    } finally {
      world.idp.misbehave(null);
    }
    expect(await accountOf('sam.swapped@gmail.test')).toBeUndefined();
  });
});

describe('email_verified as a string', () => {
  it.each([
    ['true', 1],
    ['TRUE', 2],
    ['True', 3],
  ])('"%s" is a verified address: it joins the existing account', async (value, n) => {
    const login = `string-true-${n}`;
    const { user } = await buildUser(world.t, { email: `${login}@example.test`, emailConfirmed: false });
    world.idp.users.set(login, { email: `${login}@example.test`, email_verified: value });
    expect((await signedUp(login, user.email))?.id).toBe(user.id);
    expect((await accountOf(user.email))?.emailConfirmed).toBe(true);
  });

  it.each(['false', 'yes', '1', ' true', ''])(
    '"%s" is not: no join, and a new account is unconfirmed',
    async (value) => {
      const login = `not-verified-${value.trim() || 'empty'}`;
      await buildUser(world.t, { email: `${login}@example.test` });
      world.idp.users.set(login, { email: `${login}@example.test`, email_verified: value });
      expect(await world.signIn(login)).toBe(`${world.appUrl}/#/login?socialError=unverified-email`);
      world.idp.users.set(`${login}-new`, { email: `${login}-new@gmail.test`, email_verified: value });
      expect((await signedUp(`${login}-new`, `${login}-new@gmail.test`))?.emailConfirmed).toBe(false);
    },
  );

  it('counts a string "true" from userinfo (Cognito) as verified', async () => {
    world.idp.users.set('cognito', {
      email: 'cora.cognito@gmail.test',
      email_verified: 'true',
      userinfoOnly: true,
    });
    expect((await signedUp('cognito', 'cora.cognito@gmail.test'))?.emailConfirmed).toBe(true);
  });

  it('accepts an ID token with "true" at the old open calls', async () => {
    await buildUser(world.t, { email: 'jo.jumpcloud@example.test' });
    world.idp.users.set('jumpcloud', { email: 'jo.jumpcloud@example.test', email_verified: 'true' });
    const idToken = await world.idp.issueIdToken('jumpcloud');
    rememberSecret(idToken);
    const found = await world.t.app.inject({
      method: 'POST',
      url: '/rest/open/getuserbyemailId',
      payload: { email: 'jo.jumpcloud@example.test', idToken },
    });
    expect(found.statusCode, found.body).toBe(200);
  });
});
