import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { AccountCache } from './account-cache.ts';
import type { UserRow } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('GET /rest/account with the account cache', () => {
  it('sees a change made straight in the database (another process, an administrator)', async () => {
    const { user, password } = await buildUser(t, { firstname: 'Before' });
    const headers = bearer((await signIn(t, user.username, password)).accessToken);
    const first = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
    expect(first.json().account.user.firstname).toBe('Before');

    await t.ctx.db.update(users).set({ firstname: 'After' }).where(eq(users.id, user.id));
    const isSeen = await eventually(async () => {
      const response = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
      return response.json().account.user.firstname === 'After';
    });
    expect(isSeen).toBe(true);
  });

  it('refuses an account disabled after it was cached', async () => {
    const { user, password } = await buildUser(t);
    const headers = bearer((await signIn(t, user.username, password)).accessToken);
    expect((await t.app.inject({ method: 'GET', url: '/rest/account', headers })).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const isRefused = await eventually(
      async () => (await t.app.inject({ method: 'GET', url: '/rest/account', headers })).statusCode === 403,
    );
    expect(isRefused).toBe(true);
  });
});

describe('sign-in with the account cache', () => {
  it('follows a username change made straight in the database', async () => {
    const { user, password } = await buildUser(t);
    await signIn(t, user.username, password);
    const renamed = `${user.username}-renamed`;
    await t.ctx.db.update(users).set({ username: renamed }).where(eq(users.id, user.id));
    const login = (username: string) =>
      t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
    expect(await eventually(async () => (await login(user.username)).statusCode === 401)).toBe(true);
    expect((await login(renamed)).statusCode).toBe(200);
  });

  it('refuses an account disabled after it signed in', async () => {
    const { user, password } = await buildUser(t);
    await signIn(t, user.email.toUpperCase(), password);
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const isRefused = await eventually(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password },
      });
      return response.statusCode === 403;
    });
    expect(isRefused).toBe(true);
  });
});

describe('AccountCache', () => {
  const row = (firstname: string) =>
    ({ id: 1, username: 'u1', email: 'u1@example.test', firstname }) as UserRow;

  it('does not keep a row read before an invalidation that happened during the read', async () => {
    const cache = new AccountCache();
    cache.trust();
    let release: () => void = () => {};
    const slowRead = cache.get(1, () => new Promise((resolve) => (release = () => resolve(row('stale')))));
    cache.invalidate(1);
    release();
    expect((await slowRead)?.firstname).toBe('stale');
    expect((await cache.get(1, async () => row('fresh')))?.firstname).toBe('fresh');
  });

  it('finds a row by username or e-mail in any case, and forgets a name the row no longer has', async () => {
    const cache = new AccountCache();
    cache.trust();
    const user = { id: 7, username: 'Ada', email: 'ada@example.test', firstname: 'one' } as UserRow;
    await cache.getByLogin('ada', async () => user);
    const unexpected = async (): Promise<UserRow | undefined> => {
      throw new Error('should have been cached');
    };
    expect((await cache.getByLogin(' ADA ', unexpected))?.firstname).toBe('one');
    expect((await cache.getByLogin('Ada@Example.test', unexpected))?.firstname).toBe('one');
    cache.invalidate(7);
    await cache.getByLogin('ada@example.test', async () => ({ ...user, username: 'Lovelace' }));
    expect(await cache.getByLogin('ada', async () => undefined)).toBeUndefined();
  });

  it('does not remember names that belong to nobody', async () => {
    const cache = new AccountCache();
    cache.trust();
    let loads = 0;
    const nobody = async () => {
      loads += 1;
      return undefined;
    };
    await cache.getByLogin('ghost', nobody);
    await cache.getByLogin('ghost', nobody);
    expect(loads).toBe(2);
  });

  it('caches nothing while it cannot hear about changes', async () => {
    const cache = new AccountCache();
    await cache.get(1, async () => row('first'));
    expect((await cache.get(1, async () => row('second')))?.firstname).toBe('second');
    cache.trust();
    await cache.get(1, async () => row('third'));
    expect((await cache.get(1, async () => row('fourth')))?.firstname).toBe('third');
    cache.distrust();
    expect((await cache.get(1, async () => row('fifth')))?.firstname).toBe('fifth');
  });

  it('once listening again, keeps no row read while the announcements could not be heard', async () => {
    const cache = new AccountCache();
    cache.trust();
    cache.distrust();
    let release: () => void = () => {};
    const readWhileDeaf = cache.get(1, () => new Promise((resolve) => (release = () => resolve(row('old')))));
    cache.trust();
    release();
    await readWhileDeaf;
    expect((await cache.get(1, async () => row('current')))?.firstname).toBe('current');
  });
});
