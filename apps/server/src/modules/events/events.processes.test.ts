import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { type BuiltApp, buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { MOST_STREAMS_PER_ACCOUNT } from './event-hub.ts';
import { publishUnreadCount } from './events.publish.ts';
import {
  eventually,
  listeningUrl,
  openStream,
  registeredStream,
  type TestStream,
} from './events.test-support.ts';

/**
 * Two servers on one database, as behind a load balancer: a change made through one reaches a browser
 * whose stream the other holds. On PostgreSQL (TEST_DATABASE_URL) the second server has its own pool
 * and its own listening connection on the same schema, so the event crosses connections exactly as
 * between two processes; if PostgreSQL cannot be reached the setup fails, it is never skipped. PGlite
 * cannot be opened by a second process, so there the two servers share the embedded database in one
 * process, which is what a PGlite deployment can be.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const setting = onPostgres
  ? 'PostgreSQL: two servers with their own connections to one schema'
  : 'PGlite: two servers in one process sharing the embedded database';

let first: TestApp;
let second: BuiltApp;
let secondDatabase: DatabaseHandle;
let staff: Person;
let customer: Person;

beforeAll(async () => {
  first = await createTestApp();
  if (onPostgres) {
    const result = await first.database.db.execute(sql`select current_schema() as scope`);
    const [row] = (result as unknown as { rows: { scope: string }[] }).rows;
    secondDatabase = await openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL as string,
      poolSize: 2,
      searchPath: row?.scope as string,
      applicationName: `${row?.scope}_second`,
    });
  } else {
    secondDatabase = first.database;
  }
  // The same configuration, so a token signed by one server is good on the other, as in production.
  second = await buildApp(first.ctx.config, secondDatabase, { logStream: { write: () => {} } });
  await second.app.ready();
  staff = await signedInPerson(first, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(first);
});
afterAll(async () => {
  await second?.app.close();
  if (onPostgres) await secondDatabase?.close();
  await first?.close();
});

describe(`live events across servers (${setting})`, () => {
  it('a status change made through one server reaches streams held by both', async () => {
    const order = await placedOrder(first, customer, 'Across servers');
    const [onSecond, onFirst] = await Promise.all([
      openStream(await listeningUrl(second.app), customer.headers),
      openStream(await listeningUrl(first.app), customer.headers),
    ]);
    expect([onSecond.status, onFirst.status]).toEqual([200, 200]);
    await eventually(() => second.liveEvents.openCount === 1 && first.liveEvents.openCount === 1);

    const started = performance.now();
    const moved = await caller(first)('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'PENDING',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const heard = await onSecond.next('order', 1_000);
    expect(heard.receivedAt - started).toBeLessThan(1_000);
    expect(JSON.parse(heard.data)).toEqual({ orderId: order.orderId, status: 'PENDING' });
    expect(JSON.parse((await onFirst.next('order', 1_000)).data)).toEqual(JSON.parse(heard.data));
    console.info(
      `order event, server 1 → browser on server 2: ${(heard.receivedAt - started).toFixed(1)} ms`,
    );
    onSecond.close();
    onFirst.close();
  });
});

// PostgreSQL only: an embedded database is held by one process (db.lock), where each hub's own cap is
// the whole count; the two servers sharing PGlite here are a test's arrangement, not a deployment.
describe.skipIf(!onPostgres)('the cap of streams per account across servers (PostgreSQL)', () => {
  const leasesOf = async (userId: number) => {
    const result = await first.database.db.execute(
      sql`select count(*)::int as count from event_stream_leases where user_id = ${userId}`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
  };

  it('holds for both together: the 11th stream, opened on the other server, ends the oldest', async () => {
    const reader = await signedInPerson(first);
    const [firstUrl, secondUrl] = [await listeningUrl(first.app), await listeningUrl(second.app)];
    const opened: TestStream[] = [];
    // Six on the first server, then five on the second: neither holds more than its own cap.
    for (const url of [...Array(6).fill(firstUrl), ...Array(5).fill(secondUrl)] as string[]) {
      const stream = await registeredStream(url, reader.headers);
      expect(stream.status).toBe(200);
      opened.push(stream);
    }
    const [oldest, ...rest] = opened as [TestStream, ...TestStream[]];
    const outcome = await Promise.race([
      oldest.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 2_000)),
    ]);
    expect(outcome).toBe('ended');
    expect(oldest.isComplete()).toBe(true);
    await eventually(() => first.liveEvents.openCount === 5 && second.liveEvents.openCount === 5);
    expect(await leasesOf(reader.user.id)).toBe(MOST_STREAMS_PER_ACCOUNT);

    // The ten left all still hear the account's events.
    await publishUnreadCount(first.ctx.db, reader.user.id, 7);
    for (const stream of rest) {
      expect(JSON.parse((await stream.next('unread', 1_000)).data)).toEqual({ count: 7 });
    }
    expect(oldest.frames).toEqual([]);

    for (const stream of rest) stream.close();
    await eventually(() => first.liveEvents.openCount === 0 && second.liveEvents.openCount === 0);
    // Each process forgets the streams it ended, so nothing is left counting against the account.
    for (let tries = 0; (await leasesOf(reader.user.id)) !== 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await leasesOf(reader.user.id)).toBe(0);
  });
});
