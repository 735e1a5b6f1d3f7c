import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectedProject, submitOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { caller, signedInPerson } from '../../../test/people.ts';

/** Many customers at once: no order lost or doubled, and invoice numbers without a gap or a repeat. */
let harness: Awaited<ReturnType<typeof createPaymentTestApp>>;
beforeAll(async () => {
  harness = await createPaymentTestApp();
});
afterAll(() => harness.close());

const CUSTOMERS = 50;

describe('fifty customers at once', () => {
  it('get fifty orders, and after they all pay, fifty consecutive invoice numbers', {
    timeout: 120_000,
  }, async () => {
    const { t } = harness;
    const call = caller(t);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signedInPerson(t)));
    const projects: string[] = [];
    for (const [index, customer] of customers.entries()) {
      projects.push(await selectedProject(t, customer, `Rush ${index}`));
    }
    const placed = await Promise.all(
      customers.map((customer, index) => submitOrder(t, customer, projects[index] ?? '')),
    );
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(CUSTOMERS);
    expect(new Set(placed.map((order) => order.orderKey)).size).toBe(CUSTOMERS);

    const pages = await Promise.all(
      placed.map(async (order, index) => {
        const customer = customers[index];
        if (!customer) throw new Error('no customer');
        const response = await call('POST', '/rest/open/payWithMultiSafePay', customer, {
          orderId: order.orderId,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().paymentUrl as string;
      }),
    );
    // Every customer presses Pay at the same moment: fifty notifications race for invoice numbers.
    await Promise.all(pages.map((page) => fetch(`${page}/pay`, { method: 'POST', redirect: 'manual' })));
    const details = await Promise.all(
      placed.map(async (order, index) => {
        const customer = customers[index];
        if (!customer) throw new Error('no customer');
        return (await call('GET', `/rest/order/${order.orderId}`, customer)).json();
      }),
    );
    expect(details.every((detail) => detail.status === 'PAID')).toBe(true);
    const numbers = details
      .map((detail) => Number(String(detail.invoice.number).split('-')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: CUSTOMERS }, (_, index) => index + 1));
  });
});
