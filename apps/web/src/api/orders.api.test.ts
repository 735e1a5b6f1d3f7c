import { afterEach, describe, expect, it, vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Loads the order calls against a fake server, signed in with a token. */
async function loadOrdersApi(answer: () => Response) {
  vi.resetModules();
  const storage = new Map<string, string>([
    ['accessToken', 'token-1'],
    ['isLoggedIn', 'true'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
  const { ordersApi } = await import('./orders.api.ts');
  return { ordersApi, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('order calls', () => {
  it('ask for the seed’s window of orders with the tab, and a search only when one is typed', async () => {
    const { ordersApi, calls } = await loadOrdersApi(() =>
      json(200, { newOrders: [], openOrders: [], closedOrders: [] }),
    );
    await ordersApi.list('My Orders', '');
    await ordersApi.list('Open orders', 'BH-26');
    expect(calls.map((call) => call.url)).toEqual(['./rest/order/user-orders', './rest/order/user-orders']);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      startLimit: 0,
      endLimit: 500,
      ordersRefreshFlag: true,
      selectedTab: 'My Orders',
    });
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({
      selectedTab: 'Open orders',
      search: 'BH-26',
    });
  });

  it('submit with the bearer token and the idempotency key', async () => {
    const { ordersApi, calls } = await loadOrdersApi(() =>
      json(200, {
        orderId: 5,
        orderKey: 'BH-26-000005',
        status: 'AWAITING_PAYMENT',
        totalCents: 100,
        currency: 'EUR',
      }),
    );
    await ordersApi.submit({ projectId: 'P-26-000001', idempotencyKey: 'key-12345678' });
    expect(calls[0]?.url).toBe('./rest/project/submit-order');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer token-1',
    );
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      projectId: 'P-26-000001',
      idempotencyKey: 'key-12345678',
    });
  });

  it('hand a refusal on as the server’s code and message', async () => {
    const { ordersApi } = await loadOrdersApi(() =>
      json(503, {
        error: { code: 'PAYMENT.UNAVAILABLE', message: 'Card payments are unavailable right now' },
      }),
    );
    await expect(ordersApi.payByCard(5)).rejects.toMatchObject({
      status: 503,
      code: 'PAYMENT.UNAVAILABLE',
      message: 'Card payments are unavailable right now',
    });
  });
});
