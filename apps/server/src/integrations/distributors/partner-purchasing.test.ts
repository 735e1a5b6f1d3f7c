import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArrowPurchasing } from './arrow-purchasing.ts';
import { startPartnerOrderFake } from './partner-order-fake.ts';
import { purchaseStatusOfPartner } from './partner-order-wire.ts';
import { DistributorError, type PurchaseRequest } from './port.ts';
import { memoryRecorder } from './test-recorder.ts';
import { createVericalPurchasing } from './verical-purchasing.ts';

let arrow: Awaited<ReturnType<typeof startPartnerOrderFake>>;
let verical: Awaited<ReturnType<typeof startPartnerOrderFake>>;

beforeAll(async () => {
  arrow = await startPartnerOrderFake({ apiKey: 'arrow-order-key-777777', orderPrefix: 'AR-' });
  verical = await startPartnerOrderFake({ apiKey: 'verical-order-key-8888', orderPrefix: 'VR-' });
});
afterAll(async () => {
  await arrow.close();
  await verical.close();
});
beforeEach(() => {
  for (const fake of [arrow.fake, verical.fake]) {
    fake.behaviour.calls.length = 0;
    fake.behaviour.clearFailures();
  }
});

const purchase = (poNumber: string): PurchaseRequest => ({
  poNumber,
  lines: [
    { sku: 'BAV99,215', mpn: 'BAV99', quantity: 3000, customerPartNumber: 'L3 D1-D4' },
    { sku: 'B5B-XH-A', mpn: 'B5B-XH-A', quantity: 10, customerPartNumber: 'L9 J10' },
  ],
  orderId: 12,
});

describe('Arrow and Verical purchasing against the partner order fake', () => {
  it('places an order with our PO number and finds it by that number', async () => {
    const recorder = memoryRecorder();
    const orders = createArrowPurchasing(arrow.baseUrl, arrow.apiKey, { recorder });
    const answer = await orders.placeOrder(purchase('PO-2001'));
    const stored = arrow.fake.orders.get('PO-2001');
    expect(answer).toEqual({
      poNumber: 'PO-2001',
      distributorOrderNumber: stored?.orderNumber,
      status: 'ORDERED',
      statusText: 'Accepted',
    });
    expect(stored?.orderNumber).toMatch(/^AR-\d+$/);
    expect(stored?.lines).toEqual([
      {
        lineNumber: 1,
        partNumber: 'BAV99,215',
        manufacturerPartNumber: 'BAV99',
        quantity: 3000,
        customerPartNumber: 'L3 D1-D4',
      },
      {
        lineNumber: 2,
        partNumber: 'B5B-XH-A',
        manufacturerPartNumber: 'B5B-XH-A',
        quantity: 10,
        customerPartNumber: 'L9 J10',
      },
    ]);
    arrow.fake.setStatus('PO-2001', 'SHIPPED', 'Shipped via UPS');
    expect(await orders.orderStatus('PO-2001')).toEqual({
      poNumber: 'PO-2001',
      distributorOrderNumber: stored?.orderNumber,
      status: 'SHIPPED',
      statusText: 'Shipped via UPS',
    });
    expect(await orders.orderStatus('PO-UNKNOWN')).toBeNull();
    expect(recorder.rows.map((row) => `${row.service}:${row.operation}:${row.httpStatus}`)).toEqual([
      'arrow:order:201',
      'arrow:orderStatus:200',
      'arrow:orderStatus:404',
    ]);
    expect(JSON.stringify(recorder.rows)).not.toContain(arrow.apiKey);
  });

  it('a second submit of one PO is observable at the distributor and answers the first order', async () => {
    const orders = createVericalPurchasing(verical.baseUrl, verical.apiKey);
    const first = await orders.placeOrder(purchase('PO-2002'));
    const second = await orders.placeOrder(purchase('PO-2002'));
    expect(second.distributorOrderNumber).toBe(first.distributorOrderNumber);
    expect(first.distributorOrderNumber).toMatch(/^VR-/);
    expect(
      verical.fake.submissions.filter((entry) => entry.poNumber === 'PO-2002').map((entry) => entry.outcome),
    ).toEqual(['created', 'duplicate']);
    expect(verical.fake.orders.size).toBeGreaterThanOrEqual(1);
  });

  it('a timeout after the distributor accepted: mayHaveArrived, one call, and the order is there by PO', async () => {
    arrow.fake.behaviour.inject({ kind: 'accept-then-hang', operation: 'order' });
    const orders = createArrowPurchasing(arrow.baseUrl, arrow.apiKey, { timeoutMs: 150, retryAttempts: 5 });
    const error = (await orders
      .placeOrder(purchase('PO-2003'))
      .catch((caught: unknown) => caught)) as DistributorError;
    expect(error).toBeInstanceOf(DistributorError);
    expect(error.distributor).toBe('Arrow');
    expect(error.mayHaveArrived).toBe(true);
    expect(arrow.fake.behaviour.callsOf('order')).toHaveLength(1);
    expect((await orders.orderStatus('PO-2003'))?.status).toBe('ORDERED');
  });

  it('never retries an order: a 500 is one call and may have arrived; a 400 did not', async () => {
    const orders = createArrowPurchasing(arrow.baseUrl, arrow.apiKey, { retryAttempts: 5 });
    arrow.fake.behaviour.inject({ kind: 'http-500', operation: 'order' });
    const failed = (await orders
      .placeOrder(purchase('PO-2004'))
      .catch((caught: unknown) => caught)) as DistributorError;
    expect(failed.mayHaveArrived).toBe(true);
    expect(arrow.fake.behaviour.callsOf('order')).toHaveLength(1);

    const invalid = (await orders
      .placeOrder({ ...purchase('PO-2005'), lines: [] })
      .catch((caught: unknown) => caught)) as DistributorError;
    expect(invalid.message).toBe('Arrow: INVALID_REQUEST: at least one line is required');
    expect(invalid.mayHaveArrived).toBe(false);
  });

  it('a wrong key is refused, and the key never appears in the error', async () => {
    const recorder = memoryRecorder();
    const orders = createVericalPurchasing(verical.baseUrl, 'not-the-key-123456', { recorder });
    const error = (await orders
      .placeOrder(purchase('PO-2006'))
      .catch((caught: unknown) => caught)) as DistributorError;
    expect(error.message).toBe('Verical: UNAUTHORIZED: Invalid API key');
    expect(error.mayHaveArrived).toBe(false);
    expect(recorder.rows[0]).toMatchObject({
      service: 'verical',
      operation: 'order',
      status: 'error',
      httpStatus: 401,
    });
    expect(JSON.stringify(recorder.rows)).not.toContain('not-the-key');
  });

  it('maps the partner statuses', () => {
    expect(
      ['ACCEPTED', 'IN_PROCESS', 'PARTIALLY_SHIPPED', 'SHIPPED', 'CANCELLED', 'REJECTED', 'ODD'].map(
        purchaseStatusOfPartner,
      ),
    ).toEqual(['ORDERED', 'ORDERED', 'ORDERED', 'SHIPPED', 'CANCELLED', 'FAILED', 'UNKNOWN']);
  });
});
