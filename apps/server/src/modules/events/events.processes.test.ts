import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { type BuiltApp, buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { eventually, listeningUrl, openStream } from './events.test-support.ts';

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
