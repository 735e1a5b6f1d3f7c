import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { buildUser } from '../../test/factories.ts';
import { users } from './schema.ts';
import { StatementNames } from './statement-names.ts';

describe('statement names', () => {
  it('names a statement with parameters by its text, alike every time', () => {
    const names = new StatementNames();
    const nameOf = (text: string, values: unknown[]) =>
      (names.named({ text }, values) as { name?: string }).name;
    const first = nameOf('select * from users where id = $1', [1]);
    expect(first).toMatch(/^bh_[0-9a-f]{20}$/);
    expect(nameOf('select * from users where id = $1', [2])).toBe(first);
    expect(nameOf('select * from users where email = $1', ['a@b.c'])).not.toBe(first);
    // Parameters carried in the config count too.
    expect(names.named({ text: 'select $1::int', values: [1] }, undefined)).toHaveProperty('name');
  });

  it('leaves alone what must keep the simple protocol or is not its to name', () => {
    const names = new StatementNames();
    // Migrations: several statements in one text, no parameters.
    const migration = { text: 'create table a (id int); create table b (id int);' };
    expect(names.named(migration, undefined)).toBe(migration);
    expect(names.named(migration, [])).toBe(migration);
    expect(names.named('select 1', [1])).toBe('select 1');
    const named = { text: 'select $1', name: 'mine' };
    expect(names.named(named, [1])).toBe(named);
    const submittable = { text: 'select $1', submit: () => {} };
    expect(names.named(submittable, [1])).toBe(submittable);
  });

  it('leaves a text with LIKE unnamed: its best plan depends on the pattern', () => {
    const names = new StatementNames();
    expect(names.nameFor('select id from orders where search_text like lower($1)')).toBeUndefined();
    expect(names.nameFor('select id from orders where name ILIKE $1')).toBeUndefined();
    expect(names.nameFor('select id from orders where likes = $1')).toBeDefined();
  });

  it('names at most its limit of texts; the rest run unnamed', () => {
    const names = new StatementNames(2);
    expect(names.nameFor('select $1')).toBeDefined();
    expect(names.nameFor('select $1, $2')).toBeDefined();
    expect(names.nameFor('select $1, $2, $3')).toBeUndefined();
    // Texts named before the limit keep their names.
    expect(names.nameFor('select $1')).toBeDefined();
  });
});

// The embedded database has no connections or statement cache to name into (it runs queries in this
// process); the PostgreSQL stage of .ci/run sets TEST_DATABASE_URL and fails when it is unreachable.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statement names on PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares a query once per connection, and its answers stay right', async () => {
    const { user: alice } = await buildUser(t, { username: 'prepared-alice' });
    const { user: bob } = await buildUser(t, { username: 'prepared-bob' });
    // One connection for the whole check: prepared statements belong to a connection.
    const found = await t.ctx.db.transaction(async (transaction) => {
      const byId = (id: number) =>
        transaction.select({ username: users.username }).from(users).where(eq(users.id, id));
      const answers = [await byId(alice.id), await byId(bob.id), await byId(alice.id)];
      const prepared = (await transaction.execute(
        sql`select name, statement from pg_prepared_statements where name like ${'bh\\_%'}`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      return { answers, prepared: prepared.rows };
    });
    expect(found.answers.map((rows) => rows[0]?.username)).toEqual([
      'prepared-alice',
      'prepared-bob',
      'prepared-alice',
    ]);
    const byIdStatements = found.prepared.filter(
      (row) => row.statement.includes('"username"') && row.statement.includes('"id" = $1'),
    );
    expect(byIdStatements).toHaveLength(1);
  });
});
