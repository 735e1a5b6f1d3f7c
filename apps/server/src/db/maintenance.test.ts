import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { pollUntil } from '../../test/polling.ts';
import { afterBulkChange, DatabaseMaintenance } from './maintenance.ts';

/**
 * PGlite has no autovacuum: the maintenance's VACUUM ANALYZE is what gives the planner its row counts
 * after a bulk change. (On PostgreSQL autovacuum does it and the maintenance runs nothing.)
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function statistics(t: TestApp) {
  const result = await t.ctx.db.execute(sql`
    select c.reltuples::float8 as reltuples, s.last_analyze is not null as analyzed
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relname = 'maintenance_probe'`);
  return (result as unknown as { rows: { reltuples: number; analyzed: boolean }[] }).rows[0];
}

async function tableOfRows(t: TestApp, rows: number) {
  await t.ctx.db.execute(sql`create table maintenance_probe (id integer primary key)`);
  await t.ctx.db.execute(sql`insert into maintenance_probe select generate_series(1, ${rows}::int)`);
  // Never analysed: the planner does not know how many rows the table holds.
  expect(await statistics(t)).toEqual({ reltuples: -1, analyzed: false });
}

describe.skipIf(onPostgres)('database maintenance on the embedded database', () => {
  it('refreshes the statistics once a reported bulk change has settled', async () => {
    const t = await createTestApp();
    const maintenance = new DatabaseMaintenance(t.database, t.app.log, 50).watch();
    try {
      await tableOfRows(t, 5000);
      afterBulkChange(t.ctx.db);
      const after = await pollUntil(
        'VACUUM ANALYZE',
        () => statistics(t),
        (row) => row?.analyzed === true,
        { timeoutMs: 10_000 },
      );
      expect(after?.reltuples).toBe(5000);
    } finally {
      await maintenance.stop();
      await t.close();
    }
  });

  it('runs nothing once stopped', async () => {
    const t = await createTestApp();
    try {
      const maintenance = new DatabaseMaintenance(t.database, t.app.log, 10).watch();
      await maintenance.stop();
      await tableOfRows(t, 100);
      afterBulkChange(t.ctx.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statistics(t)).toEqual({ reltuples: -1, analyzed: false });
    } finally {
      await t.close();
    }
  });
});
