import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject, submitOrder } from '../../../test/orders.ts';
import { caller, type Person, share, signedInPerson } from '../../../test/people.ts';
import { markPaid, storedDocument } from '../documents/documents.test-support.ts';

/**
 * A share lets someone work on a project, not see what its owner ordered and paid: a share holder,
 * even with edit access, finds none of the owner's orders, invoices or order documents, in a list or
 * by id (projects.policy.ts, ownOrTeamProjects). The owner's own calls answer, so the ids are real.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let holder: Person;
let projectId: string;
let orderId: number;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  holder = await signedInPerson(t);
  const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectId = await selectedProject(t, owner, 'Shared after ordering');
  orderId = (await submitOrder(t, owner, projectId)).orderId;
  await markPaid(t, orderId, 'BH-2026-000417');
  documentId = await storedDocument(t, admin, orderId, 'production-report', 'production.pdf');
  await share(t, owner, projectId, holder, 'edit');
}, 60_000);
afterAll(() => t.close());

const WINDOW = { startLimit: 0, endLimit: 500 };
const orderIdsIn = (rows: { orderId: number }[]) => rows.map((row) => row.orderId);

/** Every order id the caller's order lists, document list and homepage counts show. */
async function listedFor(who: Person) {
  const mine = (await call('POST', '/rest/order/user-orders', who, WINDOW)).json();
  const own = (await call('POST', '/rest/order/getLimitedOrders', who, WINDOW)).json();
  const team = (await call('POST', '/rest/order/getTeamOrders', who, WINDOW)).json();
  const documents = (await call('GET', '/rest/documents', who)).json();
  const counts = (await call('GET', '/rest/getProjectsAndOrdersCountForDashboard', who)).json();
  return {
    orders: [
      ...orderIdsIn(mine.newOrders),
      ...orderIdsIn(mine.openOrders),
      ...orderIdsIn(mine.closedOrders),
      ...orderIdsIn(own.orders),
      ...orderIdsIn(team.orders),
    ],
    documents: orderIdsIn(documents.documents),
    openOrders: counts.openOrders,
  };
}

/** Each call that opens one order or one of its files, with the order's and the document's ids. */
const BY_ID: [name: string, method: 'GET' | 'POST', url: () => string, body?: () => object][] = [
  ['the order', 'GET', () => `/rest/order/${orderId}`],
  ['the order’s information', 'GET', () => `/rest/order-info/${orderId}`],
  ['the invoice', 'GET', () => `/rest/order/${orderId}/invoice`],
  ['the order’s documents', 'POST', () => '/rest/checkdocstatus', () => ({ orderId })],
  ['a document’s file', 'GET', () => `/rest/get-file/${orderId}/${documentId}`],
];

describe('a share holder of an ordered project', () => {
  it('sees the project itself', async () => {
    const project = await call('GET', `/rest/project/info/${projectId}`, holder);
    expect(project.statusCode, project.body).toBe(200);
  });

  it('finds the owner’s order and its documents in none of their lists', async () => {
    expect(await listedFor(holder)).toEqual({ orders: [], documents: [], openOrders: 0 });
    // The owner's lists hold them: the paid order in My Orders, its documents in My Documentation.
    const owners = await listedFor(owner);
    expect(owners.orders).toContain(orderId);
    expect(owners.documents).toContain(orderId);
    expect(owners.openOrders).toBe(1);
  });

  it.each(BY_ID)('gets 404 for %s, which its owner opens', async (_name, method, url, body) => {
    const refused = await call(method, url(), holder, body?.());
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.body).not.toContain('BH-2026-000417');
    const answered = await call(method, url(), owner, body?.());
    expect(answered.statusCode, answered.body).toBe(200);
  });
});
