import { ORDER_SORT_FIELDS } from '@boardhouse/shared/orders/backoffice-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { orders, users } from '../../db/schema.ts';
import { changeOrderStatus } from '../orders/order-status-changes.ts';
import { findOrder } from '../orders/orders.repository.ts';

/**
 * Paging, each sort and the filter of the back office's lists, on five orders of the New tab whose
 * shown columns were chosen so that every sort gives a different order (worked out by hand below).
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
/** K1…K5 in the order they were placed (so their keys ascend). */
const keys: string[] = [];

const ORDERS = [
  {
    first: 'Dirk',
    last: 'Wolf',
    email: 'dirk@wolf-mail.test',
    company: 'Borealis',
    project: 'Delta',
    created: '2026-01-03T10:00:00Z',
    total: 30_000,
    delivery: '2026-02-10',
    isFailed: false,
  },
  {
    first: 'Ada',
    last: 'Zimmer',
    email: 'ada@zimmer.test',
    company: 'Quanta Labs',
    project: 'Alpha board',
    created: '2026-01-05T10:00:00Z',
    total: 12_000,
    delivery: '2026-01-20',
    isFailed: true,
  },
  {
    first: 'Emma',
    last: 'Vogel',
    email: 'emma@studio.test',
    company: 'Zenith',
    project: 'Echo Sensor',
    created: '2026-01-01T10:00:00Z',
    total: 99_000,
    delivery: '2026-03-01',
    isFailed: false,
  },
  {
    first: 'Cleo',
    last: 'Xu',
    email: 'cleo@xu.test',
    company: 'acme Robotics',
    project: 'Comet',
    created: '2026-01-04T10:00:00Z',
    total: 5_000,
    delivery: '2026-02-01',
    isFailed: true,
  },
  {
    first: 'Bert',
    last: 'Young',
    email: 'b.young@post.test',
    company: null,
    project: 'Beacon',
    created: '2026-01-02T10:00:00Z',
    total: 45_000,
    delivery: '2026-01-25',
    isFailed: false,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  for (const given of ORDERS) {
    const person = await signedInPerson(t, {
      firstname: given.first,
      lastname: given.last,
      email: given.email,
    });
    await t.ctx.db.update(users).set({ companyName: given.company }).where(eq(users.id, person.user.id));
    const order = await placedOrder(t, person, given.project);
    keys.push(order.orderKey);
    await t.ctx.db
      .update(orders)
      .set({
        createdAt: new Date(given.created),
        totalCents: given.total,
        snapshot: sql`jsonb_set(${orders.snapshot}, '{offer,breakdown,deliveryDate}', ${JSON.stringify(given.delivery)}::jsonb)`,
      })
      .where(eq(orders.id, order.orderId));
    if (given.isFailed) {
      await t.ctx.db.transaction(async (tx) => {
        const row = await findOrder(tx, order.orderId, sql`true`, { lock: true });
        if (!row) throw new Error('the order is gone');
        await changeOrderStatus(tx, row, 'PAYMENT_FAILED', { userId: null, source: 'payment-provider' });
      });
    }
  }
}, 240_000);
afterAll(() => t.close());

const NEW_PAGES = '/rest/getNewOrdersWithPagination';
const K = (...numbers: number[]) => numbers.map((number) => keys[number - 1]);
const pageKeys = async (query: string) => {
  const response = await call('GET', `${NEW_PAGES}?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows.map((row: { orderKey: string }) => row.orderKey);
};

/** Ascending, as a person sorts the table above. */
const ASCENDING: Record<(typeof ORDER_SORT_FIELDS)[number], number[]> = {
  orderKey: [1, 2, 3, 4, 5],
  customer: [2, 5, 4, 1, 3], // Ada, Bert, Cleo, Dirk, Emma
  company: [4, 1, 2, 3, 5], // acme, Borealis, Quanta, Zenith, then none
  createdAt: [3, 5, 1, 4, 2],
  deliveryDate: [2, 5, 4, 1, 3],
  totalCents: [4, 2, 1, 5, 3],
  status: [1, 3, 5, 2, 4], // AWAITING_PAYMENT (by id), then PAYMENT_FAILED (by id)
};
// Descending is the exact reverse: ties go by id both ways, and no company comes first (nulls are largest).
const DESCENDING = Object.fromEntries(
  Object.entries(ASCENDING).map(([field, order]) => [field, [...order].reverse()]),
) as typeof ASCENDING;

describe('sorting', () => {
  it.each(ORDER_SORT_FIELDS)('by %s, both ways', async (field) => {
    expect(await pageKeys(`sortField=${field}&sortOrder=asc`)).toEqual(K(...ASCENDING[field]));
    expect(await pageKeys(`sortField=${field}&sortOrder=desc`)).toEqual(K(...DESCENDING[field]));
    expect(await pageKeys(`sortField=${field}&sortOrder=1`)).toEqual(K(...ASCENDING[field]));
    expect(await pageKeys(`sortField=${field}&sortOrder=-1`)).toEqual(K(...DESCENDING[field]));
  });

  it('is newest first unless asked', async () => {
    expect(await pageKeys('')).toEqual(K(2, 4, 1, 5, 3));
  });
});

describe('paging', () => {
  it('cuts the sorted tab into zero-based pages and counts the whole tab', async () => {
    const pages = [];
    for (const pageNumber of [0, 1, 2, 3]) {
      const response = await call('GET', `${NEW_PAGES}?pageSize=2&pageNumber=${pageNumber}`, admin);
      pages.push(response.json());
    }
    expect(pages.map((page) => page.rows.map((row: { orderKey: string }) => row.orderKey))).toEqual([
      K(2, 4),
      K(1, 5),
      K(3),
      [],
    ]);
    expect(pages.map((page) => [page.total, page.pageNumber, page.pageSize])).toEqual([
      [5, 0, 2],
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
    ]);
  });

  it('pages through the matches of a filter, counting the matches', async () => {
    const second = (
      await call(
        'GET',
        `${NEW_PAGES}?filter=.test&sortField=totalCents&sortOrder=asc&pageSize=2&pageNumber=1`,
        admin,
      )
    ).json();
    expect(second.rows.map((row: { orderKey: string }) => row.orderKey)).toEqual(K(1, 5));
    expect(second.total).toBe(5);
    const past = (await call('GET', `${NEW_PAGES}?filter=.test&pageSize=2&pageNumber=7`, admin)).json();
    expect(past).toEqual({ rows: [], total: 5, pageNumber: 7, pageSize: 2 });
  });
});

describe('the filter', () => {
  const FIELDS: [string, string, number][] = [
    ['order key', '', 3],
    ['project name', 'COMET', 4],
    ['customer first name', 'bert', 5],
    ['customer last name', 'VoGeL', 3],
    ['company', 'quanta', 2],
    ['e-mail', 'WOLF-MAIL.TEST', 1],
  ];

  it.each(FIELDS)('matches the %s, in any case, under both names', async (_field, term, expected) => {
    const filter = term || (keys[2] ?? '').toLowerCase();
    const query = encodeURIComponent(filter);
    expect(await pageKeys(`filter=${query}`)).toEqual(K(expected));
    expect(await pageKeys(`lastNamefilter=${query}`)).toEqual(K(expected));
    const page = (await call('GET', `${NEW_PAGES}?filter=${query}`, admin)).json();
    expect(page.total).toBe(1);
  });

  it('matches a part of a name and keeps the sort', async () => {
    // "er" is only in Zimmer (K2) and Bert (K5).
    expect(await pageKeys('filter=er&sortField=customer&sortOrder=asc')).toEqual(K(2, 5));
  });

  it('prefers filter when both names are sent', async () => {
    expect(await pageKeys('filter=zenith&lastNamefilter=borealis')).toEqual(K(3));
  });

  it('treats %, _ and \\ as themselves, not as wildcards', async () => {
    for (const filter of ['%25', '_', '%5C', '%25%25']) {
      const response = await call('GET', `${NEW_PAGES}?filter=${filter}`, admin);
      expect(response.json().total, filter).toBe(0);
    }
  });

  it('is what the two searches use, within their tab', async () => {
    const newSearch = (await call('GET', '/rest/getSearchByOrderForNewOrder?search=ZENITH', admin)).json();
    expect(newSearch.rows.map((row: { orderKey: string }) => row.orderKey)).toEqual(K(3));
    expect(newSearch.total).toBe(1);
    const openSearch = (await call('GET', '/rest/getSearchByOrderForOpenOrder?search=zenith', admin)).json();
    expect(openSearch).toEqual({ rows: [], total: 0, limit: 50 });
    const everyone = (await call('GET', '/rest/getSearchByOrderForNewOrder?search=', admin)).json();
    expect(everyone.rows.map((row: { orderKey: string }) => row.orderKey)).toEqual(K(2, 4, 1, 5, 3));
  });
});
