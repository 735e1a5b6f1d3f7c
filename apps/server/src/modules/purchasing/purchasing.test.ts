import { serverText } from '@boardhouse/shared/server-texts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrderWithBom } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { startArrowFake } from '../../integrations/distributors/arrow-fake.ts';
import { startMouserFake } from '../../integrations/distributors/mouser-fake.ts';
import { startPartnerOrderFake } from '../../integrations/distributors/partner-order-fake.ts';
import { simulatorOffer, simulatorPart } from '../../integrations/distributors/simulator-parts.ts';

/**
 * Buying a paid order's parts: the real Mouser, Arrow and Verical adapters against their fakes over
 * HTTP. Mouser's order submit times out after Mouser took it; later calls find it by PO number.
 */

let mouser: Awaited<ReturnType<typeof startMouserFake>>;
let arrow: Awaited<ReturnType<typeof startArrowFake>>;
let verical: Awaited<ReturnType<typeof startPartnerOrderFake>>;
let arrowOrders: Awaited<ReturnType<typeof startPartnerOrderFake>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let admin: Person;

const offer = simulatorOffer;

beforeAll(async () => {
  [mouser, arrow, verical, arrowOrders] = await Promise.all([
    startMouserFake(),
    startArrowFake(),
    startPartnerOrderFake({ apiKey: 'verical-order-key-01', orderPrefix: 'VE-' }),
    startPartnerOrderFake({ apiKey: 'arrow-order-key-0001', orderPrefix: 'AR-' }),
  ]);
  const parts = [
    simulatorPart('LM358DR', {
      offers: {
        Mouser: offer('595-LM358DR', 5000, [
          [1, 0.3],
          [10, 0.2],
        ]),
      },
    }),
    // Bought in reels of 25 from at least 20: 10 boards need 11, the offer buys 25.
    simulatorPart('B5B-XH-A', {
      mountingStyle: 'THT',
      pins: 5,
      offers: { Verical: offer('V-B5B-XH-A', 100, [[1, 0.2]], { moq: 20, multiple: 25 }) },
    }),
    simulatorPart('NE555DR', { offers: { Mouser: offer('595-NE555DR', 900, [[1, 0.4]]) } }),
  ];
  mouser.fake.addParts(parts);
  arrow.fake.addParts(parts);
  t = await createTestApp({
    MOUSER_SEARCH_API_KEY: mouser.searchApiKey,
    MOUSER_ORDER_API_KEY: mouser.orderApiKey,
    MOUSER_BASE_URL: mouser.baseUrl,
    ARROW_LOGIN: arrow.login,
    ARROW_API_KEY: arrow.apiKey,
    ARROW_BASE_URL: arrow.baseUrl,
    ARROW_ORDER_BASE_URL: arrowOrders.baseUrl,
    ARROW_ORDER_API_KEY: arrowOrders.apiKey,
    VERICAL_BASE_URL: verical.baseUrl,
    VERICAL_API_KEY: verical.apiKey,
    // A submit that gets no answer is given up after a second (Mouser's fake then has the order).
    DISTRIBUTOR_TIMEOUT_MS: '1000',
  });
  call = caller(t);
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mouser?.close(), arrow?.close(), verical?.close(), arrowOrders?.close()]);
});

const BOM = [
  'Designator,Quantity,MPN,Manufacturer,Description',
  'U1,1,LM358DR,Texas Instruments,Dual op amp',
  'J1,1,B5B-XH-A,JST,Connector',
  'U2,1,NE555DR,Texas Instruments,Timer',
  'U3,1,ZZ-UNKNOWN-7,Acme,Mystery chip',
].join('\n');

/** A paid order of 10 boards of a project whose BOM was matched against the fakes. */
async function paidOrder(name: string): Promise<{ orderId: number; orderKey: string }> {
  const { orderId, orderKey } = await placedOrderWithBom(t, owner, name, BOM);
  await moveTo(orderId, 'PAID');
  return { orderId, orderKey };
}

const moveTo = async (orderId: number, status: string, pricingOverride?: string) =>
  call('POST', '/rest/order/update-order-status', admin, {
    orderId,
    status,
    ...(pricingOverride ? { pricingOverride } : {}),
  });

interface Purchasing {
  unpricedLines: number[];
  lines: {
    lineNo: number;
    quantity: number;
    distributor: string | null;
    sku: string | null;
    state: string;
    pricing: string | null;
  }[];
  purchases: {
    id: number;
    distributor: string;
    poNumber: string;
    status: string;
    distributorOrderNumber: string | null;
  }[];
}
const purchasingOf = async (orderId: number) => {
  const response = await call('GET', `/rest/order/purchasing/${orderId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Purchasing;
};
const staffPost = (url: string, body: object) => call('POST', url, admin, body);

describe('purchasing a paid order’s parts', () => {
  let order: { orderId: number; orderKey: string };
  beforeAll(async () => {
    order = await paidOrder('Timer board');
  });

  it('buys per line what the offer bought, from the distributor that priced it', async () => {
    const view = await purchasingOf(order.orderId);
    // 10 boards + 1 spare each; the header at Verical: 11 charged, at least 20, in reels of 25 → 25.
    expect(
      view.lines.map((line) => [line.lineNo, line.quantity, line.distributor, line.sku, line.pricing]),
    ).toEqual([
      [1, 11, 'Mouser', '595-LM358DR', 'offer'],
      [2, 25, 'Verical', 'V-B5B-XH-A', 'offer'],
      [3, 11, 'Mouser', '595-NE555DR', 'offer'],
      [4, 11, null, null, null],
    ]);
    expect(view.unpricedLines).toEqual([4]);
    // The production view says the same number of parts.
    const staffOrder = (await call('GET', `/rest/order-info/${order.orderId}`, admin)).json();
    const needed = staffOrder.production?.bomLines?.map((line: { partsNeeded: number }) => line.partsNeeded);
    expect(needed).toEqual([11, 25, 11, 11]);
  });

  it('keeps an order with an unpriced line out of purchasing until it is priced or staff say why', async () => {
    expect((await moveTo(order.orderId, 'IN_REVIEW')).statusCode).toBe(200);
    const refused = await moveTo(order.orderId, 'PURCHASING');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ORDER.UNPRICED_LINES',
      details: { unpricedLines: [4] },
    });
    const priced = await staffPost('/rest/order/purchasing/line', {
      orderId: order.orderId,
      lineNo: 4,
      unitPriceEuros: 1.25,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().unpricedLines).toEqual([]);
    expect((await moveTo(order.orderId, 'PURCHASING')).statusCode).toBe(200);
  });

  it('lets staff go ahead with a reason, kept in the order’s history', async () => {
    const other = await paidOrder('Timer board, second run');
    await moveTo(other.orderId, 'IN_REVIEW');
    const moved = await moveTo(other.orderId, 'PURCHASING', 'Customer sends the mystery chip');
    expect(moved.statusCode, moved.body).toBe(200);
    const history = JSON.stringify(moved.json());
    expect(history).toContain('Went ahead with unpriced BOM line 4: Customer sends the mystery chip');
    // A German reader reads the house's words in German; staff's reason stays as typed.
    const last = (await call('GET', `/rest/order-info/${other.orderId}`, admin)).json().history.at(-1);
    expect(serverText(last.noteText, 'de')).toBe(
      'Trotz ungepreister Stücklistenzeile 4 fortgefahren: Customer sends the mystery chip',
    );
  });

  it('keeps staff’s own note and the override in one history note, each in the reader’s language', async () => {
    const other = await paidOrder('Timer board, urgent run');
    await moveTo(other.orderId, 'IN_REVIEW');
    const moved = await call('POST', '/rest/order/update-order-status', admin, {
      orderId: other.orderId,
      status: 'PURCHASING',
      note: 'Eilauftrag',
      pricingOverride: 'Chip kommt vom Kunden',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const last = (await call('GET', `/rest/order-info/${other.orderId}`, admin)).json().history.at(-1);
    expect(last.note).toBe('Eilauftrag\nWent ahead with unpriced BOM line 4: Chip kommt vom Kunden');
    expect(serverText(last.noteText, 'de')).toBe(
      'Eilauftrag\nTrotz ungepreister Stücklistenzeile 4 fortgefahren: Chip kommt vom Kunden',
    );
  });

  it('fills one Mouser cart with the Mouser lines and their quantities', async () => {
    const answer = await staffPost('/rest/order/insertComponentsToMouserCart', { orderId: order.orderId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(mouser.fake.carts.size).toBe(1);
    const [items] = [...mouser.fake.carts.values()];
    expect(items?.map((item) => [item.MouserPartNumber, item.Quantity, item.CustomerPartNumber])).toEqual([
      ['595-LM358DR', 11, 'L1'],
      ['595-NE555DR', 11, 'L3'],
    ]);
    const view = answer.json() as Purchasing;
    expect(view.purchases).toMatchObject([
      { distributor: 'Mouser', status: 'IN_CART', poNumber: `${order.orderKey}-MOU-1` },
    ]);
    expect(view.lines.filter((line) => line.distributor === 'Mouser').map((line) => line.state)).toEqual([
      'IN_CART',
      'IN_CART',
    ]);
  });

  it('places the Mouser order once when the submit times out and is called twice more', async () => {
    mouser.fake.behaviour.inject({ kind: 'accept-then-hang', operation: 'order' });
    const first = await staffPost('/rest/order/placeOrderToMouserAPI', { orderId: order.orderId });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as Purchasing).purchases[0]?.status).toBe('UNKNOWN');
    const second = await staffPost('/rest/order/placeOrderToMouserAPI', { orderId: order.orderId });
    const third = await staffPost('/rest/order/placeOrderToMouserAPI', { orderId: order.orderId });
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    const placed = mouser.fake.orders.filter(
      (placedOrder) => placedOrder.poNumber === `${order.orderKey}-MOU-1`,
    );
    expect(placed).toHaveLength(1);
    const view = third.json() as Purchasing;
    expect(view.purchases[0]).toMatchObject({
      status: 'ORDERED',
      distributorOrderNumber: placed[0]?.salesOrderNumber ?? placed[0]?.webOrderNumber,
    });
    expect(view.lines.filter((line) => line.distributor === 'Mouser').map((line) => line.state)).toEqual([
      'ORDERED',
      'ORDERED',
    ]);
  });

  it('finds Mouser’s orders of a date range and matches them by PO number', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const answer = await staffPost('/rest/order/checkStatusOfMouserOrderByDateRange', {
      from: today,
      to: today,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const ours = answer
      .json()
      .orders.find((entry: { poNumber: string }) => entry.poNumber === `${order.orderKey}-MOU-1`);
    expect(ours?.purchase).toMatchObject({ orderId: order.orderId, status: 'ORDERED' });
    const refused = await staffPost('/rest/order/checkStatusOfMouserOrderByDateRange', {
      from: today,
      to: '2020-01-01',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists a refused Verical purchase as failed and puts it through on retry', async () => {
    verical.fake.behaviour.inject({ kind: 'refuse', operation: 'order', message: 'Credit limit reached' });
    const refused = await staffPost('/rest/order/placeOrderToVericalAPI', { orderId: order.orderId });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('PURCHASE.DISTRIBUTOR_ERROR');
    const failed = await call(
      'GET',
      `/rest/project/callAutomatedSupplierAPIStatusFailure?orderId=${order.orderId}`,
      admin,
    );
    const [purchase] = failed.json().purchases;
    expect(purchase).toMatchObject({ distributor: 'Verical', status: 'FAILED' });
    const retried = await staffPost('/rest/project/callAutomatedSupplierAPIStatusToPutData', {
      purchaseId: purchase.id,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('ORDERED');
    expect(verical.fake.orders.size).toBe(1);
    verical.fake.setStatus(purchase.poNumber, 'SHIPPED', 'Shipped by UPS');
    const checked = await staffPost('/rest/order/checkStatusOfVericalOrder', { orderId: order.orderId });
    const view = checked.json() as Purchasing;
    expect(view.purchases.find((entry) => entry.distributor === 'Verical')?.status).toBe('SHIPPED');
    expect(view.lines.find((line) => line.lineNo === 2)?.state).toBe('SHIPPED');
  });

  it('removes a purchase the distributor never confirmed, so its lines can be bought again', async () => {
    const other = await paidOrder('Timer board, third run');
    await staffPost('/rest/order/insertComponentsToMouserCart', { orderId: other.orderId });
    const removable = await call(
      'GET',
      '/rest/project/callAutomatedSupplierAPIStatusToRemoveData?distributor=Mouser',
      admin,
    );
    const purchase = removable
      .json()
      .purchases.find((entry: { orderId: number }) => entry.orderId === other.orderId);
    expect(purchase).toMatchObject({ status: 'IN_CART' });
    const removed = await staffPost('/rest/project/callAutomatedSupplierAPIStatusToRemoveData', {
      purchaseId: purchase.id,
    });
    expect(removed.json().status).toBe('REMOVED');
    const view = await purchasingOf(other.orderId);
    expect(view.lines.filter((line) => line.distributor === 'Mouser').map((line) => line.state)).toEqual([
      'NOT_PLACED',
      'NOT_PLACED',
    ]);
    // The next purchase gets the next PO number.
    await staffPost('/rest/order/insertComponentsToMouserCart', { orderId: other.orderId });
    expect((await purchasingOf(other.orderId)).purchases.map((entry) => entry.poNumber)).toEqual([
      `${other.orderKey}-MOU-1`,
      `${other.orderKey}-MOU-2`,
    ]);
    // An ordered purchase cannot be removed.
    const ordered = (await purchasingOf(order.orderId)).purchases.find(
      (entry) => entry.distributor === 'Mouser',
    );
    const kept = await staffPost('/rest/project/callAutomatedSupplierAPIStatusToRemoveData', {
      purchaseId: ordered?.id,
    });
    expect(kept.statusCode).toBe(409);
  });

  it('is for staff only', async () => {
    for (const [method, url, body] of [
      ['GET', `/rest/order/purchasing/${order.orderId}`, undefined],
      ['POST', '/rest/order/placeOrderToMouserAPI', { orderId: order.orderId }],
      ['POST', '/rest/order/insertComponentsToMouserCart', { orderId: order.orderId }],
      ['GET', '/rest/project/callAutomatedSupplierAPIStatusFailure', undefined],
    ] as const) {
      const response = await call(method, url, owner, body);
      expect(response.statusCode, url).toBe(403);
    }
  });
});
