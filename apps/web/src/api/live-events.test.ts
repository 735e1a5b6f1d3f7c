import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage for Node, enough for the session store. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const encoder = new TextEncoder();

/**
 * A server as the browser's fetch sees it: `GET ./rest/events` answers 503 while `isDown`, else an
 * event stream the test writes to; it ends when the request is aborted.
 */
function fakeServer() {
  const server = {
    isDown: true,
    calls: [] as { url: string; authorization: string }[],
    send: (_text: string) => {},
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      server.calls.push({ url, authorization: headers.Authorization ?? '' });
      if (server.isDown) {
        return new Response('{"error":{"code":"UNAVAILABLE","message":"paused"}}', { status: 503 });
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          server.send = (text) => controller.enqueue(encoder.encode(text));
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  return server;
}

async function load() {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  // fetch-event-source schedules its retries on window; the fake timers stand in for both.
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', { hidden: false, addEventListener: () => {}, removeEventListener: () => {} });
  const session = await import('./session.store.ts');
  session.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const live = await import('./live-events.ts');
  const queryClient = new QueryClient();
  const refreshed: string[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    refreshed.push(JSON.stringify(filters?.queryKey));
  });
  return { live, queryClient, refreshed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live events in the browser', () => {
  it('polls every 30 s while the stream fails, then opens it and refreshes what it missed', async () => {
    const server = fakeServer();
    const { live, queryClient, refreshed } = await load();
    const stop = live.connectLiveEvents(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getLiveState().connection).toBe('polling');
    expect(server.calls[0]).toEqual({ url: './rest/events', authorization: 'Bearer access-1' });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshed).toEqual([
      '["orders"]',
      '["staff-orders"]',
      '["backoffice"]',
      '["sharing","notifications"]',
      '["distributor-prices"]',
    ]);
    // Retried with backoff (1 s, 2 s, 4 s, 8 s, 16 s … plus up to 1 s each), not in a tight loop.
    expect(server.calls.length).toBeGreaterThanOrEqual(4);
    expect(server.calls.length).toBeLessThanOrEqual(6);

    server.isDown = false;
    refreshed.length = 0;
    await vi.advanceTimersByTimeAsync(61_000);
    expect(live.getLiveState().connection).toBe('open');
    expect(refreshed).toEqual([
      '["orders"]',
      '["staff-orders"]',
      '["backoffice"]',
      '["sharing","notifications"]',
      '["distributor-prices"]',
    ]);

    // Open again: no more polling.
    refreshed.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshed).toEqual([]);
    stop();
  });

  it('refreshes the queries an event names and keeps the latest unread count', async () => {
    const server = fakeServer();
    server.isDown = false;
    const { live, queryClient, refreshed } = await load();
    const heard: string[] = [];
    live.onLiveEvent((event) => heard.push(event.type));
    const stop = live.connectLiveEvents(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.getLiveState().connection).toBe('open');
    expect(refreshed).toEqual([]);

    server.send('retry: 3000\n\n: heartbeat\n\n');
    server.send('event: order\ndata: {"orderId":7,"status":"SHIPPED"}\n\n');
    server.send('event: share\ndata: {"projectId":"P-1"}\n\n');
    server.send('event: unread\ndata: {"count":2}\n\n');
    server.send('event: order\ndata: {"orderId":"not an id"}\n\n');
    // Prices for some lines: that project's BOM column; the last answers: its offers too.
    server.send('event: prices\ndata: {"projectId":"P-26-000123","done":false}\n\n');
    server.send('event: prices\ndata: {"projectId":"P-26-000123","done":true}\n\n');
    // A document staff added: that order's page, the document lists and staff's view of the order.
    server.send('event: document\ndata: {"orderId":7,"documentId":3}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshed).toEqual([
      '["orders"]',
      '["staff-orders",7]',
      '["backoffice"]',
      '["sharing","notifications"]',
      '["distributor-prices","P-26-000123"]',
      '["distributor-prices","P-26-000123"]',
      '["offers","P-26-000123","set"]',
      '["offers","P-26-000123","breakdown"]',
      '["orders","detail",7]',
      '["documents"]',
      '["staff-orders",7]',
    ]);
    expect(heard).toEqual(['order', 'share', 'unread', 'prices', 'prices', 'document']);
    expect(live.getLiveState().unread).toEqual({ count: 2 });

    stop();
    expect(live.getLiveState()).toEqual({ connection: 'off', unread: null, message: null });
  });
});

describe('a session that has ended', () => {
  it('stops the stream for good: no retries, no polling', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url.split('?')[0] as string);
        return new Response('{"error":{"code":"AUTH.TOKEN_INVALID","message":"ended"}}', { status: 401 });
      }),
    );
    const { live, queryClient, refreshed } = await load();
    live.connectLiveEvents(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    // One refresh of the token was tried (and refused), as for any call.
    expect(calls).toEqual(['./rest/events', './refresh']);
    expect(live.getLiveState().connection).toBe('off');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(2);
    expect(refreshed).toEqual([]);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from 1 s up to a minute, with up to a second of spread; at once after a clean end', async () => {
    const { live } = await load();
    const none = () => 0;
    expect([0, 1, 2, 3, 7, 8, 20].map((failures) => live.reconnectDelayMs(failures, none))).toEqual([
      0, 1_000, 2_000, 4_000, 60_000, 60_000, 60_000,
    ]);
    expect(live.reconnectDelayMs(1, () => 0.999)).toBe(1_999);
  });
});
