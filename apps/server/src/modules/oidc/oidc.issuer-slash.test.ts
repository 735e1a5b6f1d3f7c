import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { codeOf, type OidcWorld, startOidcWorld } from '../../../test/oidc-walk.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { insertIdentity } from './oidc.repository.ts';

/**
 * An issuer configured with or without the trailing slash its discovery document does not have:
 * Auth0's issuer ends in one (https://tenant.auth0.com/), Keycloak's does not (…/realms/x).
 */
const withoutSlash = (issuer: string) => issuer.replace(/\/$/, '');

/** Signs `login` in and answers its account, after checking the callback gave a code. */
async function signedIn(world: OidcWorld, login: string) {
  const location = await world.signIn(login);
  expect(codeOf(location), location).not.toBeNull();
  rememberSecret(codeOf(location) ?? '');
  const email = world.idp.users.get(login)?.email ?? '';
  return (await world.t.ctx.db.select().from(users).where(eq(users.email, email)))[0];
}

/** POST /rest/open/getuserbyemailId with a valid ID token the issuer signed for `login`. */
async function openCall(world: OidcWorld, login: string) {
  const idToken = await world.idp.issueIdToken(login);
  rememberSecret(idToken);
  return world.t.app.inject({
    method: 'POST',
    url: '/rest/open/getuserbyemailId',
    payload: { email: world.idp.users.get(login)?.email, idToken },
  });
}

describe('Auth0: the issuer ends in a slash, configured without it', () => {
  let world: OidcWorld;
  beforeAll(async () => {
    world = await startOidcWorld(
      (idp) => ({ OIDC_ISSUER: withoutSlash(idp.issuer) }),
      {},
      { issuerPath: '/' },
    );
  }, 60_000);
  afterAll(() => world?.close());

  it('keys a new identity by the issuer as discovered', async () => {
    expect(world.idp.issuer).toMatch(/:\d+\/$/);
    const account = await signedIn(world, 'newcomer');
    const identities = await world.t.ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, account?.id ?? 0));
    expect(identities).toMatchObject([{ issuer: world.idp.issuer, subject: 'newcomer' }]);
  });

  it('still signs in an identity linked under the configured spelling', async () => {
    const { user } = await buildUser(world.t, { email: 'rex.returning@gmail.test' });
    // Linked before the fix, keyed by OIDC_ISSUER as typed.
    await insertIdentity(world.t.ctx.db, {
      userId: user.id,
      issuer: withoutSlash(world.idp.issuer),
      subject: 'returning',
      provider: 'google',
      email: user.email,
    });
    expect((await signedIn(world, 'returning'))?.id).toBe(user.id);
    const rows = await world.t.ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'returning'));
    expect(rows).toHaveLength(1);
  });

  it('accepts an ID token of the issuer at the old open calls', async () => {
    await buildUser(world.t, { email: 'erin.existing@example.test' });
    const found = await openCall(world, 'existing');
    expect(found.statusCode, found.body).toBe(200);
  });
});

describe('Keycloak: the issuer has a path without a slash, configured with one', () => {
  let world: OidcWorld;
  beforeAll(async () => {
    world = await startOidcWorld(
      (idp) => ({ OIDC_ISSUER: `${idp.issuer}/` }),
      {},
      { issuerPath: '/realms/boardhouse' },
    );
  }, 60_000);
  afterAll(() => world?.close());

  it('signs in, keyed by the issuer as discovered', async () => {
    expect(world.idp.issuer).toMatch(/\/realms\/boardhouse$/);
    const account = await signedIn(world, 'newcomer');
    expect(account?.email).toBe('nora.newcomer@gmail.test');
    const identities = await world.t.ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, account?.id ?? 0));
    expect(identities).toMatchObject([{ issuer: world.idp.issuer }]);
  });

  it('accepts an ID token of the issuer at the old open calls', async () => {
    await buildUser(world.t, { email: 'erin.existing@example.test' });
    const found = await openCall(world, 'existing');
    expect(found.statusCode, found.body).toBe(200);
  });
});
