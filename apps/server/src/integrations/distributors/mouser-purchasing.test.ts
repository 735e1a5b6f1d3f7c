import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMouserFake } from './mouser-fake.ts';
import { MouserPurchasing, purchaseStatusOfMouser } from './mouser-purchasing.ts';
import { DistributorError, type PurchaseRequest } from './port.ts';
import { simulatorPart } from './simulator-parts.ts';
import { memoryRecorder } from './test-recorder.ts';

let mouser: Awaited<ReturnType<typeof startMouserFake>>;

beforeAll(async () => {
  mouser = await startMouserFake();
  mouser.fake.addParts([
    simulatorPart('LM358DR', {
      offers: {
        Mouser: {
          sku: '595-LM358DR',
          stock: 500,
          moq: 1,
          multiple: 1,
          leadTimeDays: null,
          packaging: 'Cut Tape',
          priceBreaks: [[1, 0.3]],
        },
      },
    }),
  ]);
});
afterAll(() => mouser.close());
beforeEach(() => {
  mouser.fake.behaviour.calls.length = 0;
  mouser.fake.behaviour.clearFailures();
});

const purchase = (poNumber: string, extra: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  poNumber,
  lines: [{ sku: '595-LM358DR', mpn: 'LM358DR', quantity: 25, customerPartNumber: 'BOM-1 U1' }],
  orderId: 41,
  ...extra,
});

const adapter = (options: ConstructorParameters<typeof MouserPurchasing>[2] = {}) =>
  new MouserPurchasing(mouser.baseUrl, mouser.orderApiKey, { timeoutMs: 300, ...options });

/** The DistributorError a failing order throws. */
async function orderFailure(orders: MouserPurchasing, poNumber: string): Promise<DistributorError> {
  const error = await orders.placeOrder(purchase(poNumber)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DistributorError);
  return error as DistributorError;
}

describe('MouserPurchasing against the Mouser fake', () => {
  it('fills a cart, submits it with our PO number and finds the order again by that PO number', async () => {
    const recorder = memoryRecorder();
    const mouserOrders = adapter({ recorder });
    const { cartKey } = await mouserOrders.addToCart(purchase('PO-1001'));
    expect(mouser.fake.carts.get(cartKey)).toEqual([
      { MouserPartNumber: '595-LM358DR', Quantity: 25, CustomerPartNumber: 'BOM-1 U1' },
    ]);
    const answer = await mouserOrders.placeOrder(purchase('PO-1001', { cartKey }));
    const placed = mouser.fake.orders.find((order) => order.poNumber === 'PO-1001');
    expect(answer).toEqual({
      poNumber: 'PO-1001',
      distributorOrderNumber: placed?.webOrderNumber,
      status: 'ORDERED',
      statusText: null,
    });
    expect(placed?.items[0]?.Quantity).toBe(25);

    const found = await mouserOrders.orderStatus('po-1001');
    expect(found).toEqual({
      poNumber: 'PO-1001',
      distributorOrderNumber: placed?.salesOrderNumber,
      status: 'ORDERED',
      statusText: 'In Process',
    });
    placed!.status = 'Shipped';
    expect((await mouserOrders.orderStatus('PO-1001'))?.status).toBe('SHIPPED');
    expect(await mouserOrders.orderStatus('PO-NEVER')).toBeNull();

    // History dates go out as MM/DD/YYYY.
    const today = new Date().toISOString().slice(0, 10);
    const between = await mouserOrders.ordersBetween(today, today);
    expect(between.map((order) => order.poNumber)).toContain('PO-1001');
    const history = mouser.fake.behaviour.callsOf('orderHistory').at(-1);
    expect(history?.path).toBe('/orderhistory/ByDateRange');

    expect(recorder.rows.map((row) => `${row.operation}:${row.status}`)).toEqual([
      'cart:ok',
      'order:ok',
      'orderHistory:ok',
      'orderHistory:ok',
      'orderHistory:ok',
      'orderHistory:ok',
    ]);
    expect(recorder.rows[1]?.orderId).toBe(41);
    expect(JSON.stringify(recorder.rows)).not.toContain(mouser.orderApiKey);
  });

  it('fills a cart itself when the order comes without one', async () => {
    const answer = await adapter().placeOrder(purchase('PO-1002'));
    expect(answer.status).toBe('ORDERED');
    expect(mouser.fake.behaviour.calls.map((call) => call.operation)).toEqual(['cart', 'order']);
  });

  it('never retries an order: a server error is one call and may have arrived', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-500', operation: 'order' });
    const error = await orderFailure(adapter({ retryAttempts: 5 }), 'PO-1003');
    expect(error.mayHaveArrived).toBe(true);
    expect(error.distributor).toBe('Mouser');
    expect(mouser.fake.behaviour.callsOf('order')).toHaveLength(1);
  });

  it('an order answered 500 with Errors[] may have arrived: a server failure, not a refusal', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-error', status: 500, operation: 'order' });
    const error = await orderFailure(adapter(), 'PO-1007');
    expect(error.message).toBe('Mouser: An error has occurred.');
    expect(error.mayHaveArrived).toBe(true);
    expect(mouser.fake.behaviour.callsOf('order')).toHaveLength(1);
  });

  it('an order refused in Errors[] did not arrive and says why', async () => {
    mouser.fake.behaviour.inject({ kind: 'refuse', operation: 'order', message: 'Credit limit exceeded' });
    const error = await orderFailure(adapter(), 'PO-1004');
    expect(error.message).toBe('Mouser: Credit limit exceeded');
    expect(error.mayHaveArrived).toBe(false);
    expect(mouser.fake.orders.some((order) => order.poNumber === 'PO-1004')).toBe(false);
  });

  it('a timeout after Mouser accepted: mayHaveArrived, and reconciliation finds the order by PO number', async () => {
    mouser.fake.behaviour.inject({ kind: 'accept-then-hang', operation: 'order' });
    const orders = adapter({ timeoutMs: 200 });
    const started = Date.now();
    const error = await orderFailure(orders, 'PO-1005');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toBe('Mouser: timeout');
    expect(error.mayHaveArrived).toBe(true);
    expect(mouser.fake.behaviour.callsOf('order')).toHaveLength(1);
    expect((await orders.orderStatus('PO-1005'))?.status).toBe('ORDERED');
  });

  it('a cart that fails cannot have bought anything', async () => {
    mouser.fake.behaviour.inject({ kind: 'hang', operation: 'cart' });
    const error = await orderFailure(adapter({ timeoutMs: 100 }), 'PO-1006');
    expect(error.mayHaveArrived).toBe(false);
    expect(mouser.fake.behaviour.callsOf('order')).toHaveLength(0);
  });

  it('reads Mouser’s status words', () => {
    expect(purchaseStatusOfMouser('In Process')).toBe('ORDERED');
    expect(purchaseStatusOfMouser('Partially Shipped')).toBe('ORDERED');
    expect(purchaseStatusOfMouser('Shipped')).toBe('SHIPPED');
    expect(purchaseStatusOfMouser('Cancelled')).toBe('CANCELLED');
    expect(purchaseStatusOfMouser('Something new')).toBe('UNKNOWN');
    expect(purchaseStatusOfMouser(null)).toBe('UNKNOWN');
  });
});
