import { expect } from 'vitest';
import { createTestApp } from '../../../test/app-harness.ts';
import { startGecFake } from '../../../test/fakes/gec-fake.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/**
 * Paid orders to the client-order system: the real adapter against the fake over HTTP, through the
 * staff calls. What the fake received is the evidence: how many requests, which method, which body.
 * The gec.*.routes.test.ts files each open their own app and fake with this world.
 */
export async function gecWorld() {
  const fake = await startGecFake();
  rememberSecret(fake.token);
  // A set-up that fails after the fake started still stops it, or its server keeps the worker alive.
  const t = await createTestApp(fake.env()).catch(async (error: unknown) => {
    await fake.stop();
    throw error;
  });
  const call = caller(t);
  const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  const customer = await signedInPerson(t, { firstname: 'Cora', lastname: 'Client' });

  const gec = (path: string, body: object, who = staff) => call('POST', `/rest/gec/${path}`, who, body);
  const statusOf = async (orderId: number) => {
    const response = await call('GET', `/rest/admin/orders/${orderId}/order-system`, staff);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const markPaid = async (orderId: number) => {
    const paid = await call('POST', '/rest/order/update-order-status', staff, { orderId, status: 'PAID' });
    expect(paid.statusCode, paid.body).toBe(200);
  };
  const paidOrder = async (who: Person, name: string) => {
    const order = await placedOrder(t, who, name);
    await markPaid(order.orderId);
    return order;
  };
  const requestsTo = (method: string, url?: string) =>
    fake.requests.filter(
      (request) => request.method === method && (url === undefined || request.url === url),
    );

  return { fake, t, call, staff, customer, gec, statusOf, markPaid, paidOrder, requestsTo };
}

export type GecWorld = Awaited<ReturnType<typeof gecWorld>>;
