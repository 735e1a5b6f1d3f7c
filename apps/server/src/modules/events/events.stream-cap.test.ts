import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { publishUnreadCount } from './events.publish.ts';
import { eventually, listeningUrl, streamPool, type TestStream } from './events.test-support.ts';

/**
 * Open streams are bounded (security review: 500 streams on one token were all held open). On the
 * whole app over real HTTP, since the streams, their ends and the server's limits are the real ones.
 */
let t: TestApp;
let url: string;
let customer: Person;
let other: Person;
const streams = streamPool();

beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t.app);
  customer = await signedInPerson(t);
  other = await signedInPerson(t);
});
afterAll(async () => {
  await t.close();
  await streams.allEnded();
});

/** `count` streams of `who`, opened one after the other so the server registers them in that order. */
async function openStreams(who: Person, count: number): Promise<TestStream[]> {
  const opened: TestStream[] = [];
  for (let index = 0; index < count; index += 1) {
    const stream = await streams.streamOf(url, who);
    expect(stream.status).toBe(200);
    opened.push(stream);
  }
  return opened;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('streams per account', () => {
  it('an 11th stream of one account ends its oldest; the other 10 and another account’s stay open', async () => {
    const others = await openStreams(other, 10);
    const [oldest, ...rest] = (await openStreams(customer, 10)) as [TestStream, ...TestStream[]];
    expect(t.liveEvents.openCount).toBe(20);

    const newest = (await openStreams(customer, 1))[0] as TestStream;
    const outcome = await Promise.race([oldest.ended.then(() => 'ended'), sleep(2_000).then(() => 'open')]);
    expect(outcome).toBe('ended');
    // Ended, not cut off: the answer is complete, as when a token expires.
    expect(oldest.isComplete()).toBe(true);
    await eventually(() => t.liveEvents.openCount === 20);

    // Every stream still open hears its account's next event; the ended one heard nothing more.
    await publishUnreadCount(t.ctx.db, customer.user.id, 4);
    await publishUnreadCount(t.ctx.db, other.user.id, 5);
    for (const stream of [...rest, newest]) {
      expect(JSON.parse((await stream.next('unread', 1_000)).data)).toEqual({ count: 4 });
    }
    for (const stream of others) {
      expect(JSON.parse((await stream.next('unread', 1_000)).data)).toEqual({ count: 5 });
    }
    expect(oldest.frames).toEqual([]);
    for (const stream of [...rest, newest, ...others]) stream.close();
    await eventually(() => t.liveEvents.openCount === 0);
  });
});

describe('the HTTP server’s connection limits', () => {
  it('bounds connections and slow requests, but sets no idle timeout that would end a quiet stream', () => {
    const server = t.app.server;
    expect(server.maxConnections).toBeGreaterThan(0);
    expect(server.maxConnections).toBeLessThan(Number.POSITIVE_INFINITY);
    // Receiving a request: a stream's GET is received at once, so this never ends an open stream.
    expect(server.requestTimeout).toBeGreaterThan(0);
    // No socket idle timeout and no handler timeout: a stream is long-lived and quiet between heartbeats.
    expect(server.timeout).toBe(0);
    expect(t.app.initialConfig.connectionTimeout ?? 0).toBe(0);
  });
});
