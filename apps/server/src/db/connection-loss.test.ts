import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../test/factories.ts';
import { AccountCache } from '../modules/accounts/account-cache.ts';
import { users } from './schema.ts';

/**
 * PostgreSQL ending the server's connections (failover, restart, pg_terminate_backend). Only PostgreSQL
 * has connections to end: PGlite runs inside the process, so on the embedded database this file skips.
 * With TEST_DATABASE_URL set and unreachable, the run fails in global-setup and createTestApp.
 */
const url = process.env.TEST_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe.skipIf(!url)('PostgreSQL ending our connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let applicationName: string;
  const unhandled: unknown[] = [];
  const recordUnhandled = (error: unknown) => unhandled.push(error);

  /** Ends every connection of this test's app (pool and listeners), as a failover would. */
  async function endOurConnections(): Promise<number[]> {
    // Filter first, then terminate: PostgreSQL may evaluate WHERE conditions in any order.
    const { rows } = await admin.query<{ pid: number }>(
      `with ours as materialized (
         select pid from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()
       )
       select pid, pg_terminate_backend(pid) from ours`,
      [applicationName],
    );
    return rows.map((row) => row.pid);
  }

  async function listenerPids(channel: string): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = $1 and query = $2`,
      [applicationName, `LISTEN "${channel}"`],
    );
    return rows.map((row) => row.pid);
  }

  beforeAll(async () => {
    process.on('uncaughtException', recordUnhandled);
    process.on('unhandledRejection', recordUnhandled);
    t = await createTestApp();
    const result = await t.ctx.db.execute(sql`select current_setting('application_name') as name`);
    applicationName = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    admin = new pg.Client({ connectionString: url, application_name: 'boardhouse-test-admin' });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    process.off('uncaughtException', recordUnhandled);
    process.off('unhandledRejection', recordUnhandled);
    vi.restoreAllMocks();
  });

  it('keeps serving under load: 200 or 503 meanwhile, 200 again within 5 s, listening again', async () => {
    expect(applicationName).toMatch(/^test_/);
    const invalidated = vi.spyOn(AccountCache.prototype, 'invalidate');
    const trusted = vi.spyOn(AccountCache.prototype, 'trust');
    const { user, password } = await buildUser(t, { firstname: 'Before' });
    const headers = bearer((await signIn(t, user.username, password)).accessToken);
    const listenersBefore = await listenerPids('user_changed');
    expect(listenersBefore).toHaveLength(1);

    // 20 callers in a loop; half read the account (cache, then database), half always query.
    const statuses = new Map<number, number>();
    const unavailableBodies: unknown[] = [];
    let isLoading = true;
    const caller = async (index: number) => {
      const path = index % 2 ? '/rest/account' : '/rest/project/checkIfProjectNameExist?name=board';
      while (isLoading) {
        const response = await t.app.inject({ method: 'GET', url: path, headers });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 503) unavailableBodies.push(response.json());
        // A real caller waits for the network between requests; without this turn of the event loop,
        // a call answered from the caches alone (no I/O at all) would loop in microtasks and starve
        // the timers that end the load.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // First while the pool's connections are idle (an idle connection reports its end as an 'error'
    // event of the pool), then while every connection is busy with a request.
    const ended = await endOurConnections();
    await sleep(200);
    const load = Array.from({ length: 20 }, (_, index) => caller(index));
    await sleep(300);
    ended.push(...(await endOurConnections()));
    await sleep(150);
    ended.push(...(await endOurConnections()));
    await sleep(300);
    isLoading = false;
    await Promise.all(load);

    expect(ended.length).toBeGreaterThan(0);
    expect(unhandled).toEqual([]);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    for (const body of unavailableBodies) {
      expect(body).toEqual({
        error: {
          code: 'DATABASE.UNAVAILABLE',
          message: 'The database is not reachable at the moment; try again in a few seconds.',
        },
      });
    }

    const startedAt = Date.now();
    const isServing = await eventually(async () => {
      const account = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      return account.statusCode === 200 && ready.statusCode === 200;
    }, 5_000);
    expect(isServing).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(5_000);

    // The account cache's listener is a new connection, the cache trusts itself again, and a change
    // made straight in the database arrives as a NOTIFY.
    const isListeningAgain = await eventually(async () => {
      const pids = await listenerPids('user_changed');
      return pids.some((pid) => !listenersBefore.includes(pid)) && trusted.mock.calls.length > 0;
    }, 5_000);
    expect(isListeningAgain).toBe(true);
    await t.ctx.db.update(users).set({ firstname: 'After' }).where(eq(users.id, user.id));
    expect(await eventually(async () => invalidated.mock.calls.some(([id]) => id === user.id), 3_000)).toBe(
      true,
    );
    const account = await t.app.inject({ method: 'GET', url: '/rest/account', headers });
    expect(account.json().account.user.firstname).toBe('After');
    expect(unhandled).toEqual([]);
  });

  it('a listener calls onLost once, listens again with backoff and then hears NOTIFYs', async () => {
    const channel = `connection_loss_${Date.now()}`;
    const heard: string[] = [];
    const events: string[] = [];
    await t.database.listen(
      channel,
      (payload) => heard.push(payload),
      () => events.push('lost'),
      () => events.push('restored'),
    );
    await endOurConnections();
    expect(await eventually(async () => events.includes('restored'), 5_000)).toBe(true);
    expect(events).toEqual(['lost', 'restored']);
    await admin.query('select pg_notify($1, $2)', [channel, 'hello again']);
    expect(await eventually(async () => heard.includes('hello again'), 3_000)).toBe(true);
    expect(unhandled).toEqual([]);
  });
});
