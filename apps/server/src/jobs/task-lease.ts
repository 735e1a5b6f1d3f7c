import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** This process, as named in the leases it holds (host, pid and a random part for restarts). */
export const PROCESS_NAME = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

/**
 * Takes (or renews) the lease on a scheduled task for `ms`: true when this process may run it now.
 * Of several server processes on one database, the one holding the lease keeps it while it renews in
 * time; another takes over once a lease runs out (its holder stopped), so the task runs in one place.
 */
export async function takeTaskLease(db: Executor, task: string, ms: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, leased_until)
    values (${task}, ${PROCESS_NAME}, now() + ${ms} * interval '1 millisecond')
    on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
      where job_leases.leased_until <= now() or job_leases.holder = excluded.holder
    returning name`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
