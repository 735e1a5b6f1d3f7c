import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { userHistory } from '../../db/schema.ts';

/** The audit log for staff: filters, newest first, tags and read flags (read_by = who marked it). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'], lastname: 'Auditor' });
  customer = await signedInPerson(t, { lastname: 'Loggable' });
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  await t.ctx.db.insert(userHistory).values([
    {
      userId: customer.user.id,
      method: 'POST',
      route: '/rest/project/new',
      entity: 'project.new',
      statusCode: 200,
      createdAt: at('2026-01-10'),
    },
    {
      userId: customer.user.id,
      method: 'DELETE',
      route: '/rest/project/:id',
      entity: 'project',
      entityId: 'p1',
      statusCode: 200,
      createdAt: at('2026-01-12'),
    },
    {
      userId: admin.user.id,
      method: 'POST',
      route: '/rest/order/updateOrder',
      entity: 'order.updateOrder',
      statusCode: 200,
      createdAt: at('2026-01-15'),
    },
  ]);
}, 60_000);
afterAll(() => t.close());

const search = async (body: object) =>
  (await call('POST', '/rest/admin/user-history/search', admin, body)).json();
const routes = (answer: { entries: { route: string }[] }) => answer.entries.map((entry) => entry.route);

describe('the user history', () => {
  it('filters by user, entity, action and dates, newest first', async () => {
    const january = { from: '2026-01-01', to: '2026-01-31' };
    expect(routes(await search(january))).toEqual([
      '/rest/order/updateOrder',
      '/rest/project/:id',
      '/rest/project/new',
    ]);
    expect(routes(await search({ ...january, userId: customer.user.id }))).toHaveLength(2);
    expect(routes(await search({ ...january, user: 'loggable' }))).toHaveLength(2);
    expect(routes(await search({ ...january, entity: 'order' }))).toEqual(['/rest/order/updateOrder']);
    expect(routes(await search({ ...january, action: 'delete' }))).toEqual(['/rest/project/:id']);
    expect(routes(await search({ from: '2026-01-12', to: '2026-01-12' }))).toEqual(['/rest/project/:id']);
    const bad = await call('POST', '/rest/admin/user-history/search', admin, { from: '12.01.2026' });
    expect(bad.statusCode).toBe(400);
  });

  it('sets tags and read flags', async () => {
    const [entry] = (await search({ action: 'delete', from: '2026-01-01', to: '2026-01-31' })).entries;
    const tagged = await call('PUT', `/rest/admin/user-history/${entry.id}`, admin, {
      tag: 'urgent',
      read: true,
    });
    expect(tagged.json().entry).toMatchObject({ tag: 'urgent', read: true, readBy: admin.user.id });
    expect(routes(await search({ tag: 'urgent' }))).toEqual(['/rest/project/:id']);
    const unread = routes(await search({ unreadOnly: true, from: '2026-01-01', to: '2026-01-31' }));
    expect(unread).not.toContain('/rest/project/:id');
    const cleared = await call('PUT', `/rest/admin/user-history/${entry.id}`, admin, {
      tag: null,
      read: false,
    });
    expect(cleared.json().entry).toMatchObject({ tag: null, read: false, readBy: null });
    expect(
      (await call('PUT', `/rest/admin/user-history/${entry.id}`, admin, { tag: 'someday' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/rest/admin/user-history/${entry.id}`, admin, {})).statusCode).toBe(400);
    expect((await call('PUT', '/rest/admin/user-history/99999999', admin, { read: true })).statusCode).toBe(
      404,
    );
  });

  it('logs the tag changes but not the searches (they only read)', async () => {
    await search({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const logged = routes(await search({ userId: admin.user.id, pageSize: 100 }));
    expect(logged).toContain('/rest/admin/user-history/:id');
    expect(logged).not.toContain('/rest/admin/user-history/search');
  });

  it('keeps a customer’s changes and none of the calls that only read, whatever their method', async () => {
    const reader = await signedInPerson(t, { lastname: 'Reader' });
    // POSTs of the original product that only read: searches, checks, lookups.
    const reads: [string, object][] = [
      ['/rest/project/getSearchProjectsWithPagination', { page: 0, size: 10 }],
      ['/rest/project/teamProjects/getSearchTeamsProjects', { page: 0, size: 10 }],
      ['/rest/order/getTeamOrders', {}],
      ['/rest/checkusernameexists', { username: 'someone' }],
      ['/rest/phoneNumberValidation', { phoneNumber: '+31201234567' }],
      ['/rest/checkdocstatus', { orderId: 1 }],
      ['/rest/getfilelocation', { orderId: 1 }],
      ['/rest/getorderbyprojectId', { projectId: 1 }],
      ['/rest/project/checkGeneralMessageBeforeLogInUser', {}],
      ['/rest/messageTool/getfilelocation', { id: 1 }],
    ];
    for (const [url, body] of reads) await call('POST', url, reader, body);
    const created = await call('POST', '/rest/project/new', reader, { name: 'Kept in the history' });
    expect(created.statusCode).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const logged = routes(await search({ userId: reader.user.id, pageSize: 100 }));
    expect(logged).toContain('/rest/project/new');
    for (const [url] of reads) expect(logged).not.toContain(url);
  });

  it('refuses customers', async () => {
    expect((await call('POST', '/rest/admin/user-history/search', customer, {})).statusCode).toBe(403);
  });
});
