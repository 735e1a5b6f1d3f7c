import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the purchasing calls against a fake server, signed in with a token; `answer` is what it says. */
async function loadPurchasingApi(answer: { status: number; body: unknown } = { status: 200, body: {} }) {
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
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { ...(await import('./purchasing.api.ts')), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the purchasing calls', () => {
  it('use the seed’s paths per distributor', async () => {
    const { purchasingApi, calls } = await loadPurchasingApi();
    await purchasingApi.get(7);
    await purchasingApi.fillMouserCart(7);
    await purchasingApi.placeOrder(7, 'Mouser');
    await purchasingApi.placeOrder(7, 'Verical');
    await purchasingApi.checkStatus(7, 'Arrow');
    await purchasingApi.setStaffPrice(7, 4, 1.25);
    await purchasingApi.automated('failed', { orderId: 7 });
    await purchasingApi.automated('toPut');
    await purchasingApi.retry(3);
    await purchasingApi.remove(3);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET ./rest/order/purchasing/7',
      'POST ./rest/order/insertComponentsToMouserCart',
      'POST ./rest/order/placeOrderToMouserAPI',
      'POST ./rest/order/placeOrderToVericalAPI',
      'POST ./rest/order/checkStatusOfArrowOrder',
      'POST ./rest/order/purchasing/line',
      'GET ./rest/project/callAutomatedSupplierAPIStatusFailure?orderId=7',
      'GET ./rest/project/callAutomatedSupplierAPIStatusToPutData',
      'POST ./rest/project/callAutomatedSupplierAPIStatusToPutData',
      'POST ./rest/project/callAutomatedSupplierAPIStatusToRemoveData',
    ]);
    expect(calls[5]?.body).toEqual({ orderId: 7, lineNo: 4, unitPriceEuros: 1.25 });
    expect(calls[9]?.body).toEqual({ purchaseId: 3 });
  });

  it('keys each order’s panel and each list under the area’s key', async () => {
    const { purchasingKeys } = await loadPurchasingApi();
    expect(purchasingKeys.order(7)).toEqual(['purchasing', 'order', 7]);
    expect(purchasingKeys.automated('failed').slice(0, 1)).toEqual(purchasingKeys.all);
  });

  it('reads the unpriced lines of a refused status change, and nothing from other errors', async () => {
    const refused = {
      status: 409,
      body: {
        error: {
          code: 'ORDER.UNPRICED_LINES',
          message: 'BOM line 4 is…',
          details: { unpricedLines: [4, 9] },
        },
      },
    };
    const { unpricedLinesOf } = await loadPurchasingApi(refused);
    const { apiRequest } = await import('./client.ts');
    const error = await apiRequest('rest/order/update-order-status', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(unpricedLinesOf(error)).toEqual([4, 9]);
    expect(unpricedLinesOf(new Error('other'))).toBeNull();
  });
});
