import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Ages the user's used refresh tokens past the grace window, so presenting one again is reuse. */
const pastGraceWindow = (userId: number) =>
  t.ctx.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - 60_000) })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));

const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: `/refresh?refreshToken=${encodeURIComponent(token)}` });

describe('GET /refresh', () => {
  it('rotates: answers new tokens, and the new access token works', async () => {
    const { user, password } = await buildUser(t);
    const first = await signIn(t, user.username, password);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.roles).toEqual(['USER']);
    const account = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(next.accessToken),
    });
    expect(account.json().account.user.id).toBe(user.id);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    const rows = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(refreshToken);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('detects reuse: an already-used token is refused and revokes the whole family', async () => {
    const { user, password } = await buildUser(t);
    const first = await signIn(t, user.username, password);
    const second = (await refresh(first.refreshToken)).json();
    await pastGraceWindow(user.id);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('AUTH.REFRESH_INVALID');
    // The legitimate holder's newer token died with the family.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same user alive when one family is revoked', async () => {
    const { user, password } = await buildUser(t);
    const laptop = await signIn(t, user.username, password);
    const phone = await signIn(t, user.username, password);
    await refresh(laptop.refreshToken);
    await pastGraceWindow(user.id);
    await refresh(laptop.refreshToken); // reuse → laptop family revoked
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it('refuses unknown, missing and expired tokens', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/refresh' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.refreshToken).toBe('Refresh token is required');
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    await t.ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('the refresh token outside the URL (proxies log URLs)', () => {
  const session = async () => {
    const { user, password } = await buildUser(t);
    return signIn(t, user.username, password);
  };

  it('POST /refresh rotates a token sent in the JSON body', async () => {
    const { refreshToken } = await session();
    const response = await t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json().refreshToken).not.toBe(refreshToken);
    const account = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(response.json().accessToken),
    });
    expect(account.statusCode).toBe(200);
  });

  it('POST and GET /refresh rotate a token sent in the X-Refresh-Token header', async () => {
    const first = await session();
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/refresh',
      headers: { 'x-refresh-token': first.refreshToken },
    });
    expect(viaPost.statusCode).toBe(200);
    const viaGet = await t.app.inject({
      method: 'GET',
      url: '/refresh',
      headers: { 'x-refresh-token': viaPost.json().refreshToken },
    });
    expect(viaGet.statusCode).toBe(200);
  });

  it('refuses a POST without a token, and an unknown one, as GET does', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.refreshToken).toBe('Refresh token is required');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/refresh',
      payload: { refreshToken: 'made-up-token' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('AUTH.REFRESH_INVALID');
  });
});

describe('OPTIONS /logout', () => {
  it('revokes the refresh family and refuses the access token afterwards', async () => {
    const { user, password } = await buildUser(t);
    const session = await signIn(t, user.username, password);
    const logout = await t.app.inject({
      method: 'OPTIONS',
      url: '/logout',
      headers: bearer(session.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    const account = await t.app.inject({
      method: 'GET',
      url: '/rest/account',
      headers: bearer(session.accessToken),
    });
    expect(account.statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps refusing the logged-out token after a restart (denylist is persisted)', async () => {
    const { user, password } = await buildUser(t);
    const session = await signIn(t, user.username, password);
    await t.app.inject({ method: 'OPTIONS', url: '/logout', headers: bearer(session.accessToken) });
    const { AccessTokens } = await import('./access-tokens.ts');
    const restarted = new AccessTokens(t.ctx.db, t.ctx.config.jwtSecret);
    await restarted.loadDenylist();
    await expect(restarted.verify(session.accessToken)).rejects.toThrow(/session has ended/);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'OPTIONS', url: '/logout' })).statusCode).toBe(401);
  });
});
