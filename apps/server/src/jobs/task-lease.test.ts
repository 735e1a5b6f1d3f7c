import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { PROCESS_NAME, takeTaskLease } from './task-lease.ts';

/** A scheduled task runs in one process of several: the lease's holder, until it stops renewing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const holderOf = async (task: string) => {
  const result = await t.ctx.db.execute(sql`select holder from job_leases where name = ${task}`);
  return (result as unknown as { rows: { holder: string }[] }).rows[0]?.holder;
};

describe('task leases', () => {
  it('go to the first process, which keeps them while it renews', async () => {
    expect(await takeTaskLease(t.ctx.db, 'first-come', 60_000)).toBe(true);
    expect(await takeTaskLease(t.ctx.db, 'first-come', 60_000)).toBe(true);
    expect(await holderOf('first-come')).toBe(PROCESS_NAME);
  });

  it('are refused while another process holds them, and taken once its lease ran out', async () => {
    await t.ctx.db.execute(sql`
      insert into job_leases (name, holder, leased_until)
      values ('held-elsewhere', 'other-host:1:abc', now() + interval '1 minute')`);
    expect(await takeTaskLease(t.ctx.db, 'held-elsewhere', 60_000)).toBe(false);
    expect(await holderOf('held-elsewhere')).toBe('other-host:1:abc');
    await t.ctx.db.execute(
      sql`update job_leases set leased_until = now() - interval '1 second' where name = 'held-elsewhere'`,
    );
    expect(await takeTaskLease(t.ctx.db, 'held-elsewhere', 60_000)).toBe(true);
    expect(await holderOf('held-elsewhere')).toBe(PROCESS_NAME);
  });
});
