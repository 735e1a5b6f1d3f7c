import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { createLocalPaymentTestApp, createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { paymentEvents } from '../../db/schema.ts';
import { notificationAuthHeader } from '../../integrations/multisafepay/signature.ts';

/**
 * What a stranger learns or changes through the open payment addresses: the browser's return, the
 * notification (webhook) and the simulator's payment page. Each answers them nothing and lets them
 * change nothing.
 */
let harness: Awaited<ReturnType<typeof createPaymentTestApp>>;
beforeAll(async () => {
  harness = await createPaymentTestApp();
});
afterAll(() => harness.close());

async function startPayment(t: TestApp, who: Person, orderId: number) {
  const response = await caller(t)('POST', '/rest/open/payWithMultiSafePay', who, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().paymentUrl;
  const [base = '', rest = ''] = paymentUrl.split('/pay/');
  return { paymentUrl, base, providerOrderId: decodeURIComponent(rest.split('/')[0] ?? '') };
}

const statusOf = async (t: TestApp, who: Person, orderId: number) =>
  (await caller(t)('GET', `/rest/order/${orderId}`, who)).json().status;

describe('the return from the payment page', () => {
  it('answers an unknown transaction id as it answers a known one, and asks the provider only for the known', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Returned to');
    const { paymentUrl, providerOrderId } = await startPayment(harness.t, customer, order.orderId);
    await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await statusOf(harness.t, customer, order.orderId)).toBe('PAID');

    const unknown = 'BH-26-999999-1';
    const answer = async (transactionId: string, accept: string) => {
      const url = `${harness.publicUrl}/rest/open/multisafepay-success?order=${order.orderId}&transactionid=${transactionId}`;
      const response = await fetch(url, { redirect: 'manual', headers: { accept } });
      return {
        status: response.status,
        location: response.headers.get('location'),
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    };
    const asked = vi.spyOn(harness.msp.simulator, 'handle');
    try {
      for (const accept of ['text/html', 'text/plain', '*/*']) {
        expect(await answer(unknown, accept)).toEqual(await answer(providerOrderId, accept));
      }
      const queried = asked.mock.calls.map(([request]) => `${request.method} ${request.url}`);
      expect(queried.filter((call) => call.includes(unknown))).toEqual([]);
      expect(queried.filter((call) => call === `GET /v1/json/orders/${providerOrderId}`)).toHaveLength(3);
    } finally {
      asked.mockRestore();
    }
  });
});

describe('forged notifications', () => {
  const refusedRows = async () =>
    (
      await harness.t.ctx.db
        .select({ rows: count() })
        .from(paymentEvents)
        .where(eq(paymentEvents.action, 'refused'))
    )[0]?.rows ?? 0;

  it('refuses a burst of 1,000 and stores only a handful of rows for them', {
    timeout: 120_000,
  }, async () => {
    const before = await refusedRows();
    const now = String(Math.floor(Date.now() / 1000));
    const forge = async (index: number) => {
      const providerOrderId = `BH-26-${String(index).padStart(6, '0')}-1`;
      const body = JSON.stringify({ order_id: providerOrderId, status: 'completed', amount: 1 });
      const response = await harness.t.app.inject({
        method: 'POST',
        url: `/rest/open/multisafepay-notification?transactionid=${providerOrderId}&timestamp=${now}`,
        headers: { 'content-type': 'application/json', auth: notificationAuthHeader('forged', now, body) },
        payload: body,
      });
      return response.statusCode;
    };
    const statuses: number[] = [];
    for (let start = 0; start < 1000; start += 50) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => forge(start + i)))));
    }
    expect(statuses).toEqual(Array(1000).fill(403));
    // One row per clock minute the burst touched; more than two would mean they are stored one by one.
    expect((await refusedRows()) - before).toBeLessThanOrEqual(2);
  });
});

describe('the MultiSafepay simulator’s payment page', () => {
  it('lets nobody act on a payment without the link handed to its customer, and the link only once', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await placedOrder(harness.t, customer, 'Not yours to decline');
    const { paymentUrl, base, providerOrderId } = await startPayment(harness.t, customer, order.orderId);
    // A stranger knows the order key, so the provider order id ({order key}-{n}), but not the link.
    const guessed = `${base}/pay/${encodeURIComponent(providerOrderId)}`;
    const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });
    for (const url of [`${guessed}/decline`, `${guessed}/cancel`, `${guessed}/pay`]) {
      expect((await post(url)).status, url).toBe(404);
    }
    expect((await fetch(guessed)).status).toBe(404);
    expect((await post(`${guessed}/${'A'.repeat(32)}/decline`)).status).toBe(404);
    expect(harness.msp.simulator.orders.get(providerOrderId)?.status).toBe('initialized');
    expect(await statusOf(harness.t, customer, order.orderId)).toBe('AWAITING_PAYMENT');

    expect((await fetch(paymentUrl)).status).toBe(200);
    expect((await post(`${paymentUrl}/decline`)).status).toBe(302);
    // Spent: the same link cannot turn the decline into something else, nor show the page again.
    expect((await post(`${paymentUrl}/pay`)).status).toBe(404);
    expect((await fetch(paymentUrl)).status).toBe(404);
    expect(await statusOf(harness.t, customer, order.orderId)).toBe('PAYMENT_FAILED');
  });

  it('is guarded the same where the server serves it itself (no MSP_API_KEY)', async () => {
    const local = await createLocalPaymentTestApp();
    try {
      const customer = await signedInPerson(local.t);
      const order = await placedOrder(local.t, customer, 'Local simulator');
      const { paymentUrl, base, providerOrderId } = await startPayment(local.t, customer, order.orderId);
      expect(base).toBe(`${local.publicUrl}/dev/multisafepay`);
      const stranger = await signedInPerson(local.t);
      const guessed = `/dev/multisafepay/pay/${encodeURIComponent(providerOrderId)}/decline`;
      for (const who of [stranger.headers, {}]) {
        const refused = await local.t.app.inject({ method: 'POST', url: guessed, headers: who });
        expect(refused.statusCode).toBe(404);
      }
      expect(await statusOf(local.t, customer, order.orderId)).toBe('AWAITING_PAYMENT');
      const paid = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(302);
      expect(await statusOf(local.t, customer, order.orderId)).toBe('PAID');
    } finally {
      await local.close();
    }
  });
});
