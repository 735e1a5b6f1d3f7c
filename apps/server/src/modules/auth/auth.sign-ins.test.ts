import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { refreshTokens } from '../../db/schema.ts';
import { AccessTokens, SIGN_INS_ENDED_CHANNEL } from './access-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: `/refresh?refreshToken=${encodeURIComponent(token)}` });
const account = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/rest/account', headers: bearer(accessToken) });
const DAY_MS = 86_400_000;

describe('a password change', () => {
  it('ends every other sign-in of the account at once, and keeps the one that changed it', async () => {
    const { user, password } = await buildUser(t);
    const laptop = await signIn(t, user.username, password);
    const phone = await signIn(t, user.username, password);
    const tablet = await signIn(t, user.username, password);
    // The phone refreshed once: its older access token must die too, not only the newest.
    const phoneRefreshed = (await refresh(phone.refreshToken)).json();

    const change = await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers: bearer(laptop.accessToken),
      payload: { currentPassword: password, newPassword: 'Fresh-Copper-Trace-81' },
    });
    expect(change.statusCode).toBe(200);

    for (const other of [phone.accessToken, phoneRefreshed.accessToken, tablet.accessToken]) {
      expect((await account(other)).statusCode).toBe(401);
    }
    expect((await refresh(phoneRefreshed.refreshToken)).statusCode).toBe(401);
    expect((await refresh(tablet.refreshToken)).statusCode).toBe(401);

    expect((await account(laptop.accessToken)).statusCode).toBe(200);
    const laptopNext = await refresh(laptop.refreshToken);
    expect(laptopNext.statusCode).toBe(200);
    expect((await account(laptopNext.json().accessToken)).statusCode).toBe(200);
  });

  it('keeps refusing the other sign-ins after a restart (the refusal is stored)', async () => {
    const { user, password } = await buildUser(t);
    const here = await signIn(t, user.username, password);
    const elsewhere = await signIn(t, user.username, password);
    await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers: bearer(here.accessToken),
      payload: { currentPassword: password, newPassword: 'Fresh-Copper-Trace-82' },
    });
    const restarted = new AccessTokens(t.ctx.db, t.ctx.config.jwtSecret);
    await restarted.loadDenylist();
    await expect(restarted.verify(elsewhere.accessToken)).rejects.toThrow(/session has ended/);
    await expect(restarted.verify(here.accessToken)).resolves.toMatchObject({ userId: user.id });
  });

  it('is announced, so another server process on the same database refuses the tokens too', async () => {
    const otherProcess = new AccessTokens(t.ctx.db, t.ctx.config.jwtSecret);
    await otherProcess.loadDenylist();
    await t.database.listen(
      SIGN_INS_ENDED_CHANNEL,
      (payload) => otherProcess.denyAnnounced(payload),
      () => {},
    );
    const { user, password } = await buildUser(t);
    const here = await signIn(t, user.username, password);
    const elsewhere = await signIn(t, user.username, password);
    await expect(otherProcess.verify(elsewhere.accessToken)).resolves.toMatchObject({ userId: user.id });
    await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers: bearer(here.accessToken),
      payload: { currentPassword: password, newPassword: 'Fresh-Copper-Trace-84' },
    });
    // The announcement arrives when the database delivers it: wait for the event, however slow the
    // machine, rather than for a second.
    await vi.waitFor(
      () => expect(otherProcess.verify(elsewhere.accessToken)).rejects.toThrow(/session has ended/),
      { timeout: 20_000, interval: 25 },
    );
    await expect(otherProcess.verify(here.accessToken)).resolves.toMatchObject({ userId: user.id });
  });

  it('with a wrong current password changes nothing and ends nothing', async () => {
    const { user, password } = await buildUser(t);
    const here = await signIn(t, user.username, password);
    const elsewhere = await signIn(t, user.username, password);
    const change = await t.app.inject({
      method: 'POST',
      url: '/rest/psw_set',
      headers: bearer(here.accessToken),
      payload: { currentPassword: 'not-the-password', newPassword: 'Fresh-Copper-Trace-83' },
    });
    expect(change.statusCode).toBe(400);
    expect((await account(elsewhere.accessToken)).statusCode).toBe(200);
  });
});

describe('a password reset by e-mailed code', () => {
  it('ends every sign-in of the account', async () => {
    const { user, password } = await buildUser(t);
    const first = await signIn(t, user.username, password);
    const second = await signIn(t, user.username, password);
    await t.app.inject({
      method: 'POST',
      url: '/rest/open/reset-my-password',
      payload: { username: user.username },
    });
    await t.services.auth.settled();
    const { code } = await lastMailTo(t, user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/rest/open/welcome/${code}`,
      payload: { password: 'Reset-Solder-Mask-64' },
    });
    expect(reset.statusCode).toBe(200);
    for (const session of [first, second]) {
      expect((await account(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
    await signIn(t, user.username, 'Reset-Solder-Mask-64');
  });
});

describe('logout', () => {
  it('also refuses the access tokens its sign-in was given before the last refresh', async () => {
    const { user, password } = await buildUser(t);
    const session = await signIn(t, user.username, password);
    const next = (await refresh(session.refreshToken)).json();
    await t.app.inject({ method: 'OPTIONS', url: '/logout', headers: bearer(next.accessToken) });
    expect((await account(session.accessToken)).statusCode).toBe(401);
  });
});

describe('absolute lifetime of a sign-in', () => {
  it('ends 30 days after sign-in however often it refreshed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { user, password } = await buildUser(t);
    let { refreshToken } = await signIn(t, user.username, password);
    for (const day of [10, 20, 29]) {
      vi.setSystemTime(start + day * DAY_MS);
      const answer = await refresh(refreshToken);
      expect(answer.statusCode).toBe(200);
      refreshToken = answer.json().refreshToken;
    }
    const rows = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // Refreshing on day 29 may not push the end past day 30 (a sliding window would say day 59).
    for (const row of rows) expect(row.expiresAt.getTime()).toBeLessThanOrEqual(start + 30 * DAY_MS + 5_000);

    vi.setSystemTime(start + 30 * DAY_MS + 10_000);
    const late = await refresh(refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('AUTH.REFRESH_INVALID');
  });
});

describe('two tabs refreshing with the same token', () => {
  it('at the same moment both get the same new pair, and the sign-in goes on', async () => {
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(b?.json()).toEqual(a?.json());
    const pair = a?.json();
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect((await account(pair.accessToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('a few seconds apart (within the grace window) the second gets the pair the first got', async () => {
    // The clock stands still and is moved 8 s on, so a slow machine cannot push the second refresh
    // past the 10 s window between the two calls.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    const first = await refresh(refreshToken);
    vi.setSystemTime(Date.now() + 8_000);
    const second = await refresh(refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('after the grace window, the old token is reuse and ends the sign-in with its access tokens', async () => {
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    const first = (await refresh(refreshToken)).json();
    await t.ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await account(first.accessToken)).statusCode).toBe(401);
  });

  it('keeps the issued pair only sealed, and wipes it once the family moves on', async () => {
    const { user, password } = await buildUser(t);
    const { refreshToken } = await signIn(t, user.username, password);
    const first = (await refresh(refreshToken)).json();
    const stored = JSON.stringify(
      await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)),
    );
    expect(stored).not.toContain(first.refreshToken);
    expect(stored).not.toContain(first.accessToken);
    await refresh(first.refreshToken);
    const sealed = await t.ctx.db
      .select({ id: refreshTokens.id, sealed: refreshTokens.successorSealed })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(sealed.filter((row) => row.sealed !== null)).toHaveLength(1);
  });
});
