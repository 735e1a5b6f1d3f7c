import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GecFake, startGecFake } from '../../../test/fakes/gec-fake.ts';
import type { ApiCallRecord } from '../api-log/api-call-recorder.ts';
import { GecRestClient } from './gec-rest.ts';
import { GecError } from './port.ts';

/** The adapter's reading of the system's answers, against the fake over HTTP. */
let fake: GecFake;
let records: ApiCallRecord[];
const client = (timeoutMs = 2_000, token = fake.token) =>
  new GecRestClient(fake.baseUrl, token, timeoutMs, { record: (entry) => records.push(entry) });

const address = {
  name: 'Cora Client',
  companyName: null,
  street: 'Main 1',
  zipCode: '1011 AA',
  city: 'Amsterdam',
  country: 'NL',
  email: null,
  phone: null,
  vatNumber: null,
};
const document: GecOrderDocument = {
  schemaVersion: 1,
  orderKey: 'BH-26-000042',
  gecClientId: null,
  customer: {
    userId: 7,
    email: 'cora@example.test',
    firstname: 'Cora',
    lastname: 'Client',
    companyName: null,
  },
  billingAddress: address,
  shippingAddress: null,
  project: { id: 3, name: 'Timer' },
  board: { layers: 2 },
  quantity: 10,
  leadTimeDays: 20,
  assembly: false,
  dates: {
    orderedAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    expectedShipmentAt: null,
    expectedDeliveryAt: null,
  },
  prices: {
    currency: 'EUR',
    boards: 40,
    components: 0,
    assembly: 0,
    leadTime: 0,
    shipping: 15,
    discount: 0,
    totalExclVat: 55,
    vat: 11.55,
    totalInclVat: 66.55,
  },
  bomLines: [],
  customerReference: null,
  notes: null,
};

beforeAll(async () => {
  fake = await startGecFake();
});
afterAll(() => fake.stop());

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GecError);
  return error as GecError;
};

describe('GecRestClient', () => {
  it('creates, updates and reads an order, one log row a call with our order id', async () => {
    records = [];
    const created = await client().sendOrder(document, { orderId: 42 });
    expect(created).toEqual({
      gecOrderId: expect.stringMatching(/^GEC-/),
      clientId: expect.stringMatching(/^C-/),
    });
    const updated = await client().updateOrder(
      created.gecOrderId,
      { ...document, gecClientId: created.clientId, quantity: 12 },
      { orderId: 42 },
    );
    expect(updated).toEqual(created);
    const info = (await client().getOrder(created.gecOrderId, { orderId: 42 })) as Record<string, unknown>;
    expect(info).toMatchObject({
      gecOrderId: created.gecOrderId,
      status: 'UPDATED',
      document: { quantity: 12 },
    });
    expect(
      records.map((row) => [row.service, row.operation, row.status, row.httpStatus, row.orderId]),
    ).toEqual([
      ['gec', 'sendOrder', 'ok', 201, 42],
      ['gec', 'updateOrder', 'ok', 200, 42],
      ['gec', 'getOrder', 'ok', 200, 42],
    ]);
  });

  it('a document the system refuses is permanent, with its field messages', async () => {
    records = [];
    const invalid = { ...document, quantity: 0 } as GecOrderDocument;
    const error = await failureOf(client().sendOrder(invalid, { orderId: 43 }));
    expect(error).toMatchObject({ kind: 'permanent', httpStatus: 422 });
    expect(error.message).toContain('Order document is not valid');
    expect(error.message).toContain('quantity:');
    expect(records[0]).toMatchObject({ operation: 'sendOrder', status: 'error', httpStatus: 422 });
    expect(records[0]?.message).toBe(error.message);
  });

  it('an unknown order and a refused token are permanent; the token is in no message', async () => {
    records = [];
    const unknown = await failureOf(client().getOrder('GEC-1', { orderId: 44 }));
    expect(unknown).toMatchObject({ kind: 'permanent', httpStatus: 404, message: 'Order GEC-1 not found' });
    const token = `not-${fake.token}`;
    const refused = await failureOf(client(2_000, token).sendOrder(document, { orderId: 44 }));
    expect(refused).toMatchObject({ kind: 'permanent', httpStatus: 401 });
    expect(refused.message).toMatch(/^token refused/);
    for (const row of records) expect(row.message ?? '').not.toContain(token);
  });

  it('an outage, a timeout and an unreachable system are transient', async () => {
    records = [];
    fake.mode = 'outage';
    const down = await failureOf(client().sendOrder(document, { orderId: 45 }));
    expect(down).toMatchObject({
      kind: 'transient',
      httpStatus: 503,
      message: 'Order system under maintenance',
    });
    fake.mode = 'hang';
    const slow = await failureOf(client(200).sendOrder(document, { orderId: 45 }));
    expect(slow).toMatchObject({ kind: 'transient', httpStatus: null, message: 'timeout' });
    fake.mode = 'normal';
    const nowhere = new GecRestClient('http://127.0.0.1:9', fake.token, 1_000, { record: () => {} });
    expect(await failureOf(nowhere.sendOrder(document, { orderId: 45 }))).toMatchObject({
      kind: 'transient',
      httpStatus: null,
    });
    expect(records.map((row) => row.status)).toEqual(['error', 'error']);
  });

  it('a repeated idempotency key answers the order made the first time', async () => {
    const key = { orderId: 46, idempotencyKey: 'BH-26-000046-v1' };
    const first = await client().sendOrder(document, key);
    const again = await client().sendOrder(document, key);
    expect(again.gecOrderId).toBe(first.gecOrderId);
  });

  it('a 408 or 429 is transient and a 400 permanent, whatever their body; a 2xx that is not JSON is malformed', async () => {
    // The system's proxy answers these as plain text or HTML, which the fake never does.
    const answers: [number, string, string][] = [
      [429, 'text/plain', 'Too Many Requests'],
      [408, 'text/html', '<html><body>Request Timeout</body></html>'],
      [400, 'text/plain', 'Bad Request'],
      [502, 'text/html', '<html><body>Bad Gateway</body></html>'],
      [200, 'text/html', '<html><body>Maintenance</body></html>'],
    ];
    const proxy = createServer((request, response) => {
      request.resume();
      const [status, type, body] = answers.shift() ?? [500, 'text/plain', 'no more'];
      response.writeHead(status, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      records = [];
      const behindProxy = new GecRestClient(
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        fake.token,
        2_000,
        { record: (entry) => records.push(entry) },
      );
      const outcomes = [];
      for (let index = 0; index < 5; index += 1) {
        const error = await failureOf(behindProxy.sendOrder(document, { orderId: 47 }));
        outcomes.push([error.kind, error.httpStatus, error.message]);
      }
      expect(outcomes).toEqual([
        ['transient', 429, 'HTTP 429'],
        ['transient', 408, 'HTTP 408'],
        ['permanent', 400, 'HTTP 400'],
        ['transient', 502, 'HTTP 502'],
        ['transient', 200, 'malformed answer'],
      ]);
      expect(records.map((row) => row.httpStatus)).toEqual([429, 408, 400, 502, 200]);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
