import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { publishEvent, publishUnreadCount } from './events.publish.ts';
import { eventually, listeningUrl, openStream, streamPool, type TestStream } from './events.test-support.ts';

/**
 * GET /rest/events on the whole app over real HTTP, on PGlite or (TEST_DATABASE_URL) PostgreSQL: what
 * each signed-in browser hears, and what it must not.
 */
let t: TestApp;
let url: string;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
let teamMate: Person;
let stranger: Person;
const streams = streamPool();

beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t.app);
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(t);
  teamMate = await signedInPerson(t, { createdBy: customer.user.id });
  stranger = await signedInPerson(t);
});
afterAll(async () => {
  // Closing the app with streams still open: it must end them rather than wait for them.
  await t.close();
  await streams.allEnded();
});

/** A stream of `who`, once the server has registered it. */
async function streamOf(who: Person): Promise<TestStream> {
  const stream = await streams.streamOf(url, who);
  expect(stream.status).toBe(200);
  return stream;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /rest/events', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const stream = await openStream(url, headers);
      await stream.ended;
      expect(stream.status).toBe(401);
      expect(JSON.parse(stream.text()).error.code).toMatch(/^AUTH\./);
    }
  });

  it('is an unbuffered event stream that starts with a retry hint', async () => {
    const stream = await streamOf(customer);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.text()).toBe('retry: 3000\n\n');
    stream.close();
  });

  it('tells the customer, their team and staff of a status change within 1 s, and nobody else', async () => {
    const order = await placedOrder(t, customer, 'Live order');
    const [mine, mates, staffs, strangers] = (await Promise.all(
      [customer, teamMate, staff, stranger].map(streamOf),
    )) as [TestStream, TestStream, TestStream, TestStream];
    const started = performance.now();
    const moved = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'PENDING',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const heard = await mine.next('order', 1_000);
    const elapsedMs = heard.receivedAt - started;
    expect(elapsedMs).toBeLessThan(1_000);
    expect(JSON.parse(heard.data)).toEqual({ orderId: order.orderId, status: 'PENDING' });
    for (const stream of [mates, staffs]) {
      expect(JSON.parse((await stream.next('order', 1_000)).data)).toEqual(JSON.parse(heard.data));
    }
    // One delivery writes to every stream at once: the stranger's would have come with the others.
    await sleep(200);
    expect(strangers.frames).toEqual([]);
    expect(mine.frames).toHaveLength(1);
    console.info(`order event: change requested → customer's browser in ${elapsedMs.toFixed(1)} ms`);
  });

  it('tells the recipient of a share notification, naming the project by its key', async () => {
    const projectId = await projectOf(t, customer, 'Shared live');
    const [mates, mine] = await Promise.all([streamOf(teamMate), streamOf(customer)]);
    const shared = await call('POST', '/rest/project/shareproject', customer, {
      projectId,
      userId: teamMate.user.id,
      access: 'read',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(JSON.parse((await mates.next('share', 1_000)).data)).toEqual({ projectId });
    await sleep(100);
    expect(mine.frames).toEqual([]);
  });

  it('never delivers an event published in a transaction that rolled back', async () => {
    const stream = await streamOf(stranger);
    const audience = { userIds: [stranger.user.id] };
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'share', projectId: 'rolled-back' }, audience);
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');
    // Notifications arrive in commit order: had the first one gone out, it would come before this.
    await t.ctx.db.transaction((tx) => publishUnreadCount(tx, stranger.user.id, 3));
    expect(JSON.parse((await stream.next('unread', 1_000)).data)).toEqual({ count: 3 });
    expect(stream.frames.map((frame) => frame.event)).toEqual(['unread']);
  });

  it('forgets a stream when its browser goes away', async () => {
    const before = t.liveEvents.openCount;
    const stream = await streamOf(stranger);
    expect(t.liveEvents.openCount).toBe(before + 1);
    stream.close();
    await eventually(() => t.liveEvents.openCount === before);
  });
});
