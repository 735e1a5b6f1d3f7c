import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallRecord } from '../api-log/api-call-recorder.ts';
import { MultisafepayRestClient } from './msp-rest.ts';
import { PaymentProviderError } from './port.ts';
import { verifyNotification } from './signature.ts';
import { startMultisafepaySimulator } from './simulator-server.ts';

const API_KEY = 'test-key-0123456789abcdef';
let msp: Awaited<ReturnType<typeof startMultisafepaySimulator>>;
let client: MultisafepayRestClient;
/** Our side: receives notifications and checks them as the server will. */
let receiver: Server;
let receiverUrl: string;
const received: { url: string; verified: boolean; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  msp = await startMultisafepaySimulator(API_KEY);
  client = new MultisafepayRestClient(msp.apiBaseUrl, API_KEY);
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const auth = request.headers.auth;
      const check = verifyNotification(typeof auth === 'string' ? auth : undefined, raw, API_KEY, Date.now());
      received.push({ url: request.url ?? '', verified: check.ok, body: JSON.parse(raw) });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await msp.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const payment = (providerOrderId: string, amountCents = 6513) =>
  client.createPayment({
    providerOrderId,
    amountCents,
    description: 'Boardhouse order BH-26-000001',
    notificationUrl: `${receiverUrl}/rest/open/multisafepay-notification`,
    redirectUrl: `${receiverUrl}/rest/open/multisafepay-success`,
    cancelUrl: `${receiverUrl}/rest/open/multisafepay-cancel`,
    customer: {
      locale: 'en_GB',
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'demo@example.test',
      country: 'NL',
    },
  });

/** What the customer's browser does on the payment page. */
const press = (paymentUrl: string, action: 'pay' | 'decline' | 'cancel') =>
  fetch(`${paymentUrl}/${action}`, { method: 'POST', redirect: 'manual' });

describe('the MultiSafepay adapter against the simulator over HTTP', () => {
  it('opens a payment, the customer pays, a signed notification arrives and the status reads completed', async () => {
    const { paymentUrl } = await payment('BH-26-000001-1');
    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain('TEST');
    expect(page).toContain('€65.13');
    expect((await client.getPayment('BH-26-000001-1')).status).toBe('initialized');

    const back = await press(paymentUrl, 'pay');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(
      `${receiverUrl}/rest/open/multisafepay-success?transactionid=BH-26-000001-1`,
    );
    const notification = received.at(-1);
    expect(notification?.verified).toBe(true);
    expect(notification?.url).toMatch(/transactionid=BH-26-000001-1&timestamp=\d+$/);
    expect(notification?.body).toMatchObject({
      order_id: 'BH-26-000001-1',
      status: 'completed',
      amount: 6513,
    });
    expect(await client.getPayment('BH-26-000001-1')).toMatchObject({
      providerOrderId: 'BH-26-000001-1',
      status: 'completed',
      amountCents: 6513,
      currency: 'EUR',
      transactionId: expect.stringMatching(/^\d+$/),
    });
  });

  it('declines, and sends a cancelled payment back to the cancel address', async () => {
    const declined = await payment('BH-26-000002-1');
    await press(declined.paymentUrl, 'decline');
    expect((await client.getPayment('BH-26-000002-1')).status).toBe('declined');
    const cancelled = await payment('BH-26-000003-1');
    const back = await press(cancelled.paymentUrl, 'cancel');
    expect(back.headers.get('location')).toMatch(/multisafepay-cancel\?transactionid=BH-26-000003-1$/);
    expect((await client.getPayment('BH-26-000003-1')).status).toBe('cancelled');
  });

  it('closes an unpaid payment page (PATCH status cancelled), and is refused once it was paid', async () => {
    const open = await payment('BH-26-000005-1');
    await client.cancelPayment('BH-26-000005-1');
    expect((await client.getPayment('BH-26-000005-1')).status).toBe('cancelled');
    expect(received.at(-1)?.body).toMatchObject({ order_id: 'BH-26-000005-1', status: 'cancelled' });
    expect((await fetch(open.paymentUrl)).status).toBe(404);
    const paid = await payment('BH-26-000006-1');
    await press(paid.paymentUrl, 'pay');
    await expect(client.cancelPayment('BH-26-000006-1')).rejects.toMatchObject({ providerCode: '1024' });
    expect((await client.getPayment('BH-26-000006-1')).status).toBe('completed');
  });

  it('turns refusals and an unreachable provider into PaymentProviderError', async () => {
    await payment('BH-26-000004-1');
    await expect(payment('BH-26-000004-1')).rejects.toMatchObject({ providerCode: '1006' });
    await expect(
      new MultisafepayRestClient(msp.apiBaseUrl, 'wrong').getPayment('BH-26-000004-1'),
    ).rejects.toThrow(/Invalid API key/);
    await expect(client.getPayment('nobody')).rejects.toBeInstanceOf(PaymentProviderError);
    msp.simulator.down = true;
    try {
      await expect(client.getPayment('BH-26-000004-1')).rejects.toThrow(/MultiSafepay/);
    } finally {
      msp.simulator.down = false;
    }
    const nowhere = new MultisafepayRestClient('http://127.0.0.1:9/v1/json', API_KEY, 500);
    await expect(nowhere.getPayment('x')).rejects.toThrow(/could not be reached/);
  });
});

describe('the MultiSafepay adapter’s API log', () => {
  it('records one row per HTTP call, with MultiSafepay’s error_info on a refusal and never the key or the customer', async () => {
    const rows: ApiCallRecord[] = [];
    const logged = new MultisafepayRestClient(msp.apiBaseUrl, API_KEY, 10_000, {
      record: (row) => rows.push(row),
    });
    const request = {
      providerOrderId: 'BH-26-000009-1',
      amountCents: 6513,
      description: 'Boardhouse order BH-26-000009',
      notificationUrl: `${receiverUrl}/rest/open/multisafepay-notification`,
      redirectUrl: `${receiverUrl}/rest/open/multisafepay-success`,
      cancelUrl: `${receiverUrl}/rest/open/multisafepay-cancel`,
      customer: {
        locale: 'en_GB',
        firstName: 'Dana',
        lastName: 'Demo',
        email: 'demo@example.test',
        country: 'NL',
      },
    };
    await logged.createPayment(request);
    await logged.getPayment('BH-26-000009-1');
    await expect(logged.createPayment(request)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(rows).toEqual([
      {
        service: 'multisafepay',
        operation: 'createPayment',
        status: 'ok',
        httpStatus: 200,
        durationMs: expect.any(Number),
        message: null,
      },
      {
        service: 'multisafepay',
        operation: 'getPayment',
        status: 'ok',
        httpStatus: 200,
        durationMs: expect.any(Number),
        message: null,
      },
      {
        service: 'multisafepay',
        operation: 'createPayment',
        status: 'error',
        httpStatus: expect.any(Number),
        durationMs: expect.any(Number),
        message: expect.stringMatching(/^1006: .+/),
      },
    ]);
    for (const row of rows) expect(row.durationMs).toBeGreaterThanOrEqual(0);

    const wrongKey = 'wrong-key-fedcba9876543210';
    await expect(
      new MultisafepayRestClient(msp.apiBaseUrl, wrongKey, 10_000, {
        record: (row) => rows.push(row),
      }).getPayment('BH-26-000009-1'),
    ).rejects.toThrow(/Invalid API key/);
    expect(rows.at(-1)).toMatchObject({
      operation: 'getPayment',
      status: 'error',
      message: /Invalid API key/,
    });

    const nowhere = new MultisafepayRestClient('http://127.0.0.1:9/v1/json', API_KEY, 500, {
      record: (row) => rows.push(row),
    });
    await expect(nowhere.getPayment('x')).rejects.toThrow(/could not be reached/);
    expect(rows.at(-1)).toMatchObject({ operation: 'getPayment', status: 'error', httpStatus: null });
    expect(rows.at(-1)?.message).toMatch(/Error$/);

    const written = JSON.stringify(rows);
    for (const secret of [API_KEY, wrongKey, 'demo@example.test', 'Dana', 'Demo', '6513']) {
      expect(written).not.toContain(secret);
    }
  });

  it('records a provider that does not answer in time as TimeoutError, without an HTTP status', async () => {
    const rows: ApiCallRecord[] = [];
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1/json`;
      const slow = new MultisafepayRestClient(base, API_KEY, 200, { record: (row) => rows.push(row) });
      await expect(slow.getPayment('BH-26-000009-1')).rejects.toThrow(/TimeoutError/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect(rows).toEqual([
      {
        service: 'multisafepay',
        operation: 'getPayment',
        status: 'error',
        httpStatus: null,
        durationMs: expect.any(Number),
        message: 'TimeoutError',
      },
    ]);
  });
});
