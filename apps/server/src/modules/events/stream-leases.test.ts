import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import type { Database } from '../../db/client.ts';
import { readAnnouncement, type StreamEnds } from './events.publish.ts';
import { announcementsOf, eventually } from './events.test-support.ts';
import { LEASE_MS, StreamLeases } from './stream-leases.ts';

/**
 * The count of streams across processes, on PGlite or (TEST_DATABASE_URL) PostgreSQL, with leases
 * written as another process would have left them. The whole path over HTTP and two servers is in
 * events.processes.test.ts.
 */
let t: TestApp;
let announced: { scope: string; payloads: string[] };
const warnings: string[] = [];
const log = {
  warn: (_context: unknown, message: string) => warnings.push(message),
  debug: () => {},
} as unknown as FastifyBaseLogger;
let nextUserId = 900_000;

beforeAll(async () => {
  t = await createTestApp();
  announced = await announcementsOf(t.database);
});

/** The stream ends announced so far for `userId`. */
function endsOf(userId: number): StreamEnds['endStreams'][] {
  return announced.payloads.flatMap((payload) => {
    const announcement = readAnnouncement(payload, announced.scope);
    return announcement && announcement !== 'elsewhere' && 'endStreams' in announcement
      ? [announcement.endStreams].filter((end) => end.userId === userId)
      : [];
  });
}
afterAll(() => t.close());

const stream = (userId: number) => ({ id: randomUUID(), userId });

async function leaseRows(userId: number): Promise<{ id: string; heldUntil: string }[]> {
  const result = await t.ctx.db.execute(
    sql`select id, held_until::text as "heldUntil" from event_stream_leases where user_id = ${userId} order by opened_at`,
  );
  return (result as unknown as { rows: { id: string; heldUntil: string }[] }).rows;
}

/** A lease another process wrote `agoMs` ago and has (if `isLive`) kept refreshing. */
async function foreignLease(userId: number, agoMs: number, isLive: boolean): Promise<string> {
  const id = randomUUID();
  const heldFor = isLive ? LEASE_MS : -1_000;
  await t.ctx.db.execute(sql`
    insert into event_stream_leases (id, user_id, opened_at, held_until)
    values (${id}, ${userId}, now() - ${agoMs} * interval '1 millisecond',
            now() + ${heldFor} * interval '1 millisecond')`);
  return id;
}

describe('StreamLeases', () => {
  it('ends the oldest streams past the cap wherever they are held, newest kept', async () => {
    const userId = nextUserId++;
    const leases = new StreamLeases(t.ctx.db as Database, log, { mostPerAccount: 3 });
    const older = await foreignLease(userId, 3_000, true);
    const newer = await foreignLease(userId, 2_000, true);
    const mine = [stream(userId), stream(userId)];
    await leases.open(mine[0] as { id: string; userId: number });
    expect(endsOf(userId)).toEqual([]);
    await leases.open(mine[1] as { id: string; userId: number });
    await eventually(() => endsOf(userId).length > 0);
    expect(endsOf(userId)).toEqual([{ userId, streamIds: [older] }]);
    expect((await leaseRows(userId)).map((row) => row.id)).toEqual([newer, mine[0]?.id, mine[1]?.id]);
    await leases.stop();
  });

  it('does not count the streams of a process that stopped refreshing them, and forgets them', async () => {
    const userId = nextUserId++;
    const leases = new StreamLeases(t.ctx.db as Database, log, { mostPerAccount: 2 });
    await foreignLease(userId, 5_000, false);
    await foreignLease(userId, 4_000, false);
    const live = await foreignLease(userId, 3_000, true);
    const mine = stream(userId);
    await leases.open(mine);
    expect((await leaseRows(userId)).map((row) => row.id)).toEqual([live, mine.id]);
    expect(endsOf(userId)).toEqual([]);
    await leases.stop();
  });

  it('refreshes the leases it holds and deletes expired ones of any account', async () => {
    const userId = nextUserId++;
    const abandonedBy = nextUserId++;
    await foreignLease(abandonedBy, 5_000, false);
    const leases = new StreamLeases(t.ctx.db as Database, log, { mostPerAccount: 10, refreshEveryMs: 50 });
    const mine = stream(userId);
    await leases.open(mine);
    const [before] = await leaseRows(userId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await leaseRows(userId);
    expect(Date.parse(after?.heldUntil ?? '')).toBeGreaterThan(Date.parse(before?.heldUntil ?? ''));
    expect(await leaseRows(abandonedBy)).toEqual([]);
    await leases.stop();
  });

  it('forgets a stream that ended, even while its lease was still being written', async () => {
    const userId = nextUserId++;
    const leases = new StreamLeases(t.ctx.db as Database, log, { mostPerAccount: 10 });
    const mine = stream(userId);
    void leases.open(mine);
    leases.close(mine);
    await leases.stop();
    expect(await leaseRows(userId)).toEqual([]);
  });

  it('opens the stream anyway when the database fails, and says so in the log', async () => {
    const failing = {
      transaction: () => Promise.reject(new Error('connection terminated')),
      execute: () => Promise.reject(new Error('connection terminated')),
    } as unknown as Database;
    const leases = new StreamLeases(failing, log, { mostPerAccount: 10 });
    const mine = stream(nextUserId++);
    await expect(leases.open(mine)).resolves.toBeUndefined();
    leases.close(mine);
    await leases.stop();
    expect(warnings).toEqual(['could not count a live-event stream']);
  });
});
