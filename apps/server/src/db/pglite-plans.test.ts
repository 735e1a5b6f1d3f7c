import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlans } from './pglite-plans.ts';
import { StatementNames } from './statement-names.ts';

/**
 * The embedded database's kept plans (pglite-plans.ts): every answer must be what PGlite's own
 * parameter binding gives, whatever the values hold. Two bare PGlite instances, one keeping plans and
 * one not, side by side; nothing here depends on the database the other tests are given.
 */
let kept: PGlite;
let plain: PGlite;

const TABLE = `create table notes (
  id serial primary key, body text, count int, ratio float8, done boolean, at timestamptz,
  tags text[], data jsonb, raw bytea)`;

beforeAll(async () => {
  [kept, plain] = [new PGlite(), new PGlite()];
  for (const client of [kept, plain]) await client.exec(TABLE);
  expect(await keepPlans(kept)).toBe(true);
});
afterAll(async () => {
  await kept.close();
  await plain.close();
});

const prepared = async () =>
  (
    await kept.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    )
  ).rows;

const INSERT = `insert into notes (body, count, ratio, done, at, tags, data, raw)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;

describe('plans kept on the embedded database', () => {
  it('prepares a text once and answers each run with its own values', async () => {
    const byCount = 'select body from notes where count = $1 order by id';
    await kept.query(INSERT, ['one', 1, null, null, null, null, null, null]);
    await kept.query(INSERT, ['two', 2, null, null, null, null, null, null]);
    const bodies = async (count: number) =>
      (await kept.query<{ body: string }>(byCount, [count])).rows.map((row) => row.body);
    expect([await bodies(1), await bodies(2), await bodies(1), await bodies(3)]).toEqual([
      ['one'],
      ['two'],
      ['one'],
      [],
    ]);
    const statements = (await prepared()).filter((row) => row.statement.includes('where count = $1'));
    expect(statements).toHaveLength(1);
  });

  it('stores and compares every kind of value as PGlite’s own binding does, quotes and all', async () => {
    const awkward = [
      "it's",
      "'); drop table notes; --",
      "back\\slash \\' and \\\\",
      '$1 $$ dollar $tag$ quoted $tag$',
      'ünïcödé ✓ 日本語 𝄞',
      '',
      ' leading and trailing ',
      'line\nbreak\ttab\r',
    ];
    for (const body of awkward) {
      const values = [
        body,
        -42,
        Math.PI,
        true,
        new Date('2026-11-29T06:01:02.345Z'),
        [body, 'a,b', '{x}', '"q"', null],
        { body, nested: { list: [1, 'two', null] } },
        new Uint8Array([0, 39, 92, 255]),
      ];
      const [mine, theirs] = await Promise.all(
        [kept, plain].map(async (client) => {
          const { rows } = await client.query<Record<string, unknown>>(INSERT, values);
          const { id: _id, ...row } = rows[0] as Record<string, unknown>;
          const found = await client.query<{ n: number }>(
            'select count(*)::int as n from notes where body = $1 and tags = $2 and data = $3',
            [body, values[5], values[6]],
          );
          return { row, found: found.rows[0]?.n };
        }),
      );
      expect(mine, JSON.stringify(body)).toEqual(theirs);
      expect(mine?.found, JSON.stringify(body)).toBe(1);
    }
    // The table is still there, and holds what was written.
    expect((await kept.query('select body from notes where body = $1', [awkward[1]])).rows).toHaveLength(1);
  });

  it('plans a LIKE for each pattern, keeping nothing of it', async () => {
    const byPattern = 'select count(*)::int as n from notes where body like $1';
    const counts = [];
    for (const pattern of ['%o%', 'two', '%nothing%']) {
      counts.push((await kept.query<{ n: number }>(byPattern, [pattern])).rows[0]?.n);
    }
    const expected = [];
    for (const pattern of ['%o%', 'two', '%nothing%']) {
      expected.push((await kept.query<{ n: number }>(byPattern.replace('like', '~~'), [pattern])).rows[0]?.n);
    }
    expect(counts).toEqual(expected);
    expect((await prepared()).filter((row) => row.statement.includes('like'))).toEqual([]);
  });

  it('answers a text it cannot prepare, or a value it cannot quote, as PGlite does', async () => {
    const wrong = 'select nothing from nowhere where id = $1';
    const [mine, theirs] = await Promise.all(
      [kept, plain].map((client) => client.query(wrong, [1]).catch((error: Error) => error.message)),
    );
    expect(mine).toBe(theirs);
    expect(mine).toMatch(/nowhere/);
    // A value the parameter's type refuses: the error names the query as written, never the
    // EXECUTE with the value in it (the log drops an error's params, not its query).
    const refused = await Promise.all(
      [kept, plain].map((client) =>
        client
          .query('select count(*) from notes where count = $1', ['secret-not-a-number'])
          .catch((error: Error & { query?: string; code?: string }) => ({
            message: error.message,
            code: error.code,
            query: error.query,
          })),
      ),
    );
    expect(refused[0]).toEqual(refused[1]);
    expect(refused[0]).toMatchObject({ code: '22P02', query: 'select count(*) from notes where count = $1' });
    const withNul = await Promise.all(
      [kept, plain].map((client) =>
        client.query('select $1::text as t', ['a\0b']).catch((error: Error) => error.constructor.name),
      ),
    );
    expect(withNul[0]).toEqual(withNul[1]);
  });

  it('runs the texts past its limit unprepared, and leaves transactions alone', async () => {
    const limited = new PGlite();
    try {
      expect(await keepPlans(limited, new StatementNames(2))).toBe(true);
      for (let n = 0; n < 5; n += 1) {
        const { rows } = await limited.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
        expect(rows[0]?.n).toBe(1 + n);
      }
      const statements = await limited.query('select name from pg_prepared_statements');
      expect(statements.rows).toHaveLength(2);
    } finally {
      await limited.close();
    }
    const before = (await prepared()).length;
    const seen = await kept.transaction(async (transaction) => {
      await transaction.query('insert into notes (body) values ($1)', ['in a transaction']);
      return (
        await transaction.query('select count(*)::int as n from notes where body = $1', ['in a transaction'])
      ).rows;
    });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await prepared()).toHaveLength(before);
  });
});
