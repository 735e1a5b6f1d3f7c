import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type PlacedOrder, selectedProject, submitOrder } from '../../../test/orders.ts';
import { caller, type Person, share, signedInPerson } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';

/**
 * The top bar's search finds orders: staff every order, a customer the orders they may open (their
 * own and their team's, as GET /rest/order/:id), never those of a project only shared with them.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let teammate: Person;
let shareHolder: Person;
let stranger: Person;
let admin: Person;
let order: PlacedOrder;
let projectKey: string;

interface Hit {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  url: string;
}
const hitsOf = async (who: Person, q: string, kind: string): Promise<Hit[]> => {
  const response = await call('GET', `/rest/search?q=${encodeURIComponent(q)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json().groups as { kind: string; results: Hit[] }[];
  return groups.find((group) => group.kind === kind)?.results ?? [];
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  shareHolder = await signedInPerson(t);
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectKey = await selectedProject(t, owner, 'Quick search board');
  order = await submitOrder(t, owner, projectKey);
  await t.ctx.db.update(orders).set({ invoiceNumber: '2026-000777' }).where(eq(orders.id, order.orderId));
  await share(t, owner, projectKey, shareHolder, 'edit');
}, 120_000);
afterAll(() => t.close());

describe('GET /rest/search: orders', () => {
  it('lets staff find any order by its key, linking to the back office’s order page', async () => {
    expect(await hitsOf(admin, order.orderKey.toLowerCase(), 'order')).toEqual([
      {
        kind: 'order',
        id: String(order.orderId),
        title: order.orderKey,
        subtitle: 'Quick search board · 2026-000777',
        url: `/admin/orders/${order.orderId}`,
      },
    ]);
    expect((await hitsOf(admin, '2026-000777', 'order')).map((hit) => hit.title)).toEqual([order.orderKey]);
  });

  it('lets the owner and their team find the order by part of its key, linking to their order page', async () => {
    const digits = order.orderKey.slice(-6);
    for (const who of [owner, teammate]) {
      expect(await hitsOf(who, digits, 'order')).toEqual([
        expect.objectContaining({ title: order.orderKey, url: `/my-orders/${order.orderId}` }),
      ]);
    }
    expect((await hitsOf(owner, '2026-000777', 'order')).map((hit) => hit.title)).toEqual([order.orderKey]);
  });

  it('hides the order from another customer and from a share holder, who still finds the project', async () => {
    expect(await hitsOf(stranger, order.orderKey, 'order')).toEqual([]);
    expect(await hitsOf(stranger, '2026-000777', 'order')).toEqual([]);
    expect(await hitsOf(shareHolder, order.orderKey, 'order')).toEqual([]);
    expect(await hitsOf(shareHolder, '2026-000777', 'order')).toEqual([]);
    // The share is real: the project itself is found, only the order is not.
    expect((await hitsOf(shareHolder, projectKey, 'project')).map((hit) => hit.id)).toEqual([projectKey]);
  });
});
