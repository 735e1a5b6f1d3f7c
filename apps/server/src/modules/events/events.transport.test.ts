import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Announcement, announceStreamEnds, publishEvent, readAnnouncement } from './events.publish.ts';
import { announcementsOf, eventually } from './events.test-support.ts';

/**
 * The transport under the hub, on PGlite or (TEST_DATABASE_URL) PostgreSQL: an event published inside
 * a transaction goes out when it commits, never before and never after a rollback. This is what lets a
 * service publish in the same transaction as its change.
 */
let t: TestApp;
let scope: string;
let received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ scope, payloads: received } = await announcementsOf(t.database));
});
afterAll(() => t.close());
beforeEach(() => {
  received.length = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const events = (): Announcement[] =>
  received.flatMap((payload) => {
    const announcement = readAnnouncement(payload, scope);
    return announcement && announcement !== 'elsewhere' && 'event' in announcement ? [announcement] : [];
  });

describe(`NOTIFY inside a transaction (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is delivered when the transaction commits, not while it is open', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await publishEvent(tx, { type: 'unread', count: 4 }, { userIds: [11] });
      // Time enough for PostgreSQL's listening connection to hear it, had it been sent already.
      await sleep(200);
      expect(received).toEqual([]);
    });
    await eventually(() => received.length === 1, 1_000);
    expect(events()).toEqual([
      { event: { type: 'unread', count: 4 }, audience: { userIds: [11], staff: false } },
    ]);
  });

  it('is never delivered when the transaction rolls back', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'unread', count: 1 }, { userIds: [11] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publishEvent(t.ctx.db, { type: 'unread', count: 2 }, { userIds: [11] });
    await eventually(() => received.length >= 1, 1_000);
    await sleep(100);
    expect(events().map((announcement) => announcement.event)).toEqual([{ type: 'unread', count: 2 }]);
  });

  it('splits a large audience into announcements under the 8000-byte limit, staff named once', async () => {
    const userIds = Array.from({ length: 1_200 }, (_, index) => 1_000_000 + index);
    await publishEvent(t.ctx.db, { type: 'order', orderId: 5, status: 'PAID' }, { userIds, staff: true });
    await eventually(() => received.length === 3, 1_000);
    expect(received.every((payload) => Buffer.byteLength(payload) < 8_000)).toBe(true);
    const parts = events();
    expect(parts.flatMap((part) => part.audience.userIds)).toEqual(userIds);
    expect(parts.map((part) => part.audience.staff)).toEqual([true, false, false]);
  });

  it('names the schema it was published in, so apps on other schemas ignore it', async () => {
    await publishEvent(t.ctx.db, { type: 'share', projectId: 'P-1' }, { userIds: [3] });
    await eventually(() => received.length === 1, 1_000);
    const [payload] = received as [string];
    expect(JSON.parse(payload).scope).toBe(scope);
    expect(readAnnouncement(payload, `${scope}_other`)).toBe('elsewhere');
    expect(readAnnouncement('{"scope":1}', scope)).toBeNull();
    expect(readAnnouncement('not json', scope)).toBeNull();
  });

  it('carries the streams another process is to end, read apart from events', async () => {
    const streamIds = ['5f0c3a52-8f6e-4d2b-9a51-0e7d1c3b2a10', '0b6f8e1d-3c2a-4f5e-8d7c-6b5a4f3e2d1c'];
    await t.ctx.db.transaction((tx) => announceStreamEnds(tx, 42, streamIds));
    await announceStreamEnds(t.ctx.db, 42, []);
    await eventually(() => received.length === 1, 1_000);
    await sleep(100);
    expect(received.map((payload) => readAnnouncement(payload, scope))).toEqual([
      { endStreams: { userId: 42, streamIds } },
    ]);
    expect(events()).toEqual([]);
  });
});
