import { describe, expect, it } from 'vitest';
import { EventHub, MOST_STREAMS_PER_ACCOUNT } from './event-hub.ts';
import { EventStream, encodeEvent } from './event-stream.ts';

/** The hub's delivery rules, on streams nobody reads over a network. */
function streamOf(
  hub: EventHub,
  userId: number,
  isStaff = false,
): { stream: EventStream; text: () => string } {
  const chunks: string[] = [];
  const stream = new EventStream({
    userId,
    isStaff,
    expiresAt: Date.now() + 60_000,
    isStillSignedIn: async () => true,
    onClose: () => hub.remove(stream),
  });
  stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  hub.add(stream);
  return { stream, text: () => chunks.join('') };
}

const order = { type: 'order', orderId: 9, status: 'SHIPPED' } as const;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('EventHub', () => {
  it('delivers to each stream of the named users and of staff, once each, and to no one else', async () => {
    const hub = new EventHub();
    const firstTab = streamOf(hub, 1);
    const secondTab = streamOf(hub, 1);
    const other = streamOf(hub, 2);
    const staff = streamOf(hub, 3, true);
    expect(hub.deliver(order, { userIds: [1, 3], staff: true })).toBe(3);
    await flush();
    const frame = 'event: order\ndata: {"orderId":9,"status":"SHIPPED"}\n\n';
    expect([firstTab.text(), secondTab.text(), staff.text(), other.text()]).toEqual([
      frame,
      frame,
      frame,
      '',
    ]);
    hub.closeAll();
  });

  it('forgets a stream once it closes, and runs no timer without streams', async () => {
    const hub = new EventHub();
    const { stream } = streamOf(hub, 1);
    expect(hub.openCount).toBe(1);
    stream.body.destroy();
    await flush();
    expect(hub.openCount).toBe(0);
    expect(hub.deliver(order, { userIds: [1] })).toBe(0);
  });

  it('holds at most MOST_STREAMS_PER_ACCOUNT streams of one account, ending the oldest first', async () => {
    const hub = new EventHub();
    const tabs = Array.from({ length: MOST_STREAMS_PER_ACCOUNT + 2 }, () => streamOf(hub, 1, true));
    const other = streamOf(hub, 2);
    expect(hub.openCount).toBe(MOST_STREAMS_PER_ACCOUNT + 1);
    // The two oldest ended (their answers finished, not cut off) and hear nothing more, staff or not.
    expect(tabs.slice(0, 2).map(({ stream }) => stream.body.writableEnded)).toEqual([true, true]);
    expect(hub.deliver(order, { userIds: [1, 2], staff: true })).toBe(MOST_STREAMS_PER_ACCOUNT + 1);
    await flush();
    expect(tabs.map(({ text }) => text() !== '')).toEqual([
      false,
      false,
      ...Array(MOST_STREAMS_PER_ACCOUNT).fill(true),
    ]);
    expect(other.text()).not.toBe('');
    hub.closeAll();
  });

  it('cuts off a reader that stopped reading instead of buffering for it without end', () => {
    const hub = new EventHub();
    // Nobody consumes this stream's body: what is written stays buffered.
    const stream = new EventStream({
      userId: 5,
      isStaff: false,
      expiresAt: Date.now() + 60_000,
      isStillSignedIn: async () => true,
      onClose: () => hub.remove(stream),
    });
    hub.add(stream);
    // Twice the 256 KB limit: from Node.js 22 on, a stream's readable side holds 64 KB more before the
    // writable side starts to count.
    const bigEnough = Math.ceil((512 * 1024) / encodeEvent(order).length);
    let delivered = 0;
    for (let index = 0; index < bigEnough; index += 1) delivered += hub.deliver(order, { userIds: [5] });
    expect(delivered).toBeLessThan(bigEnough);
    expect(hub.openCount).toBe(0);
  });
});
