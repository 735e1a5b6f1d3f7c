import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { buildUser } from '../../test/factories.ts';
import { type Preparable, rawQuery, runBuilt } from './built-statements.ts';
import type { Executor } from './client.ts';
import { users } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('statements built once', () => {
  it('builds a statement once and fills in each run’s own values', async () => {
    const { user: alice } = await buildUser(t, { username: 'built-alice' });
    const { user: bob } = await buildUser(t, { username: 'built-bob' });
    let builds = 0;
    const byId = (db: Executor) => {
      builds += 1;
      return db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
    };
    const nameOf = async (id: number) =>
      (await runBuilt(t.ctx.db, 'test_user_by_id', byId, { id }))[0]?.username;

    expect([await nameOf(alice.id), await nameOf(bob.id), await nameOf(alice.id)]).toEqual([
      'built-alice',
      'built-bob',
      'built-alice',
    ]);
    expect(builds).toBe(1);
  });

  it('runs a raw statement with placeholders and answers its rows', async () => {
    const { user } = await buildUser(t, { username: 'built-raw' });
    const usernameOf = (db: Executor): Preparable<{ rows: { username: string }[] }> =>
      rawQuery(
        db,
        sql`select ${users.username} as username from ${users} where ${users.id} = ${sql.placeholder('id')}`,
      );
    const answer = async (id: number) =>
      (await runBuilt(t.ctx.db, 'test_raw_username', usernameOf, { id })).rows;
    expect(await answer(user.id)).toEqual([{ username: 'built-raw' }]);
    expect(await answer(-1)).toEqual([]);
  });

  it('inside a transaction, runs on the transaction’s connection and sees its writes', async () => {
    const { user } = await buildUser(t, { username: 'built-before' });
    const byId = (db: Executor) =>
      db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
    // Built on the pool first: the transaction must not borrow that statement.
    await runBuilt(t.ctx.db, 'test_user_in_transaction', byId, { id: user.id });
    const seen = await t.ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ username: 'built-after' }).where(eq(users.id, user.id));
      return (await runBuilt(tx, 'test_user_in_transaction', byId, { id: user.id }))[0]?.username;
    });
    expect(seen).toBe('built-after');
  });
});
