import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { orders, projects } from '../../db/schema.ts';
import { PAGED } from '../backoffice/order-lists.test-support.ts';

/**
 * A deleted project's orders go to the back office's Deleted tab (decision 018), and staff bring the
 * project back with them.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let staff: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(() => t.close());

const restore = (who: Person, projectId: string) =>
  call('POST', '/rest/admin/project/restore', who, { projectId });
const tabKeys = async (tab: 'new' | 'deleted') =>
  (
    (await call('GET', `${PAGED[tab]}?pageSize=100`, staff)).json() as { rows: { orderKey: string }[] }
  ).rows.map((row) => row.orderKey);
const projectKeyOf = async (orderId: number) => {
  const [row] = await t.ctx.db
    .select({ key: projects.projectKey })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.key;
};

describe('deleting an ordered project', () => {
  it('moves its orders to the Deleted tab; staff’s restore brings project and orders back', async () => {
    const order = await placedOrder(t, customer, 'Deleted then restored');
    const other = await placedOrder(t, customer, 'Stays put');
    const projectId = await projectKeyOf(order.orderId);
    expect(await tabKeys('new')).toContain(order.orderKey);

    const deleted = await call('DELETE', `/rest/project/${projectId}`, customer);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await tabKeys('deleted')).toEqual([order.orderKey]);
    expect(await tabKeys('new')).not.toContain(order.orderKey);
    expect(await tabKeys('new')).toContain(other.orderKey);
    const [project] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    const [stored] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(stored?.deletedAt?.getTime()).toBe(project?.deletedAt?.getTime());
    expect((await call('GET', `/rest/project/info/${projectId}`, customer)).statusCode).toBe(404);

    const restored = await restore(staff, projectId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ projectId, name: 'Deleted then restored', restoredOrders: 1 });
    expect(await tabKeys('deleted')).toEqual([]);
    expect(await tabKeys('new')).toContain(order.orderKey);
    expect((await call('GET', `/rest/project/info/${projectId}`, customer)).statusCode).toBe(200);
    const [back] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    expect(back?.deletedAt).toBeNull();
  });

  it('restores under a free name when the owner has a live project of that name now', async () => {
    const projectId = await projectOf(t, customer, 'Twin board');
    expect((await call('DELETE', `/rest/project/${projectId}`, customer)).statusCode).toBe(204);
    await projectOf(t, customer, 'Twin board');
    const restored = await restore(staff, projectId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ projectId, name: 'Twin board (2)', restoredOrders: 0 });
  });
});

describe('restoring refuses', () => {
  it('customers, the owner too, and leaves the project deleted', async () => {
    const projectId = await projectOf(t, customer, 'Owner cannot restore');
    expect((await call('DELETE', `/rest/project/${projectId}`, customer)).statusCode).toBe(204);
    const refused = await restore(customer, projectId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUTH.FORBIDDEN');
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('a project that is not deleted (409) and one that does not exist (404)', async () => {
    const projectId = await projectOf(t, customer, 'Never deleted');
    const live = await restore(staff, projectId);
    expect(live.statusCode).toBe(409);
    expect(live.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This project is not deleted: there is nothing to restore',
    });
    const unknown = await restore(staff, 'P-26-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('The requested project is not found');
  });
});
