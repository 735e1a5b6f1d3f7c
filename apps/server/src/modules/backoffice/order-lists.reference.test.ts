import {
  type BackofficeOrderRow,
  ORDER_LIST_TABS,
  ORDER_SEARCH_LIMIT,
  ORDER_SORT_FIELDS,
  type OrderListTab,
  type OrderSortField,
  REVIEW_TAB,
  STATUS_TAB_STATUSES,
} from '@boardhouse/shared/orders/backoffice-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../../bench/seeds/orders-100k.ts';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { PAGED } from './order-lists.test-support.ts';

/** Orders generated: a few thousand in every test run; `npm run bench -- order-lists` uses 100,000. */
const ORDERS = Number(process.env.ORDER_LIST_ORDERS ?? 4_000);

/**
 * The back-office lists with generated orders (the bench's seed): every tab, sort and search
 * answers what a reference says. The reference reads the orders' own columns and the snapshot (never the
 * generated list columns under test) and works out in TypeScript, from the shared tab definitions, which
 * orders each tab holds, which match a filter, and the order of each sort; every page is compared with
 * its slice of that reference. Text is ordered as the database orders it: its collation ranks each
 * sort key once in the reference select, so the test holds under any locale.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let reference: Order[];
const tabOrders = {} as Record<OrderListTab, Order[]>;

interface Order {
  id: number;
  orderKey: string;
  status: string;
  reviewStatus: string;
  paymentState: string | null;
  isPaid: boolean;
  isDeleted: boolean;
  projectName: string;
  name: string | null;
  company: string | null;
  email: string | null;
  deliveryDate: string | null;
  createdMs: number;
  totalCents: number;
  /** Rank of each text or time sort key in the database's ordering (null for a missing value). */
  rank: Record<Exclude<OrderSortField, 'totalCents'>, number | null>;
}

/** The tabs of an order, worked out from the shared definitions. */
function tabsOf(order: Order): OrderListTab[] {
  if (order.isDeleted) return ['deleted'];
  const tabs = (Object.keys(STATUS_TAB_STATUSES) as (keyof typeof STATUS_TAB_STATUSES)[]).filter((tab) =>
    (STATUS_TAB_STATUSES[tab] as readonly string[]).includes(order.status),
  ) as OrderListTab[];
  const awaitsReview =
    !(REVIEW_TAB.excludedStatuses as readonly string[]).includes(order.status) &&
    (REVIEW_TAB.reviewStatuses as readonly string[]).includes(order.reviewStatus) &&
    (order.isPaid || order.paymentState === REVIEW_TAB.paymentState);
  return awaitsReview ? [...tabs, 'review'] : tabs;
}

/** Any part of the order key, project name, or the customer's name, company or e-mail, in any case. */
const matches = (order: Order, filter: string) =>
  [order.orderKey, order.projectName, order.name, order.company, order.email].some((field) =>
    (field ?? '').toLowerCase().includes(filter.toLowerCase()),
  );

/** What a sort field sorts by; a missing value sorts after every other one, as PostgreSQL's nulls do. */
const sortKey = (order: Order, field: OrderSortField) =>
  (field === 'totalCents' ? order.totalCents : order.rank[field]) ?? Number.POSITIVE_INFINITY;

/** The server's rule: by the field, ties by id, both in the direction asked. */
function sorted(list: Order[], field: OrderSortField, direction: 'asc' | 'desc'): Order[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * (sortKey(a, field) - sortKey(b, field) || a.id - b.id));
}

/** The shown columns as the reference has them, to compare with a row of a page. */
const shownOf = (order: Order) => ({
  orderId: order.id,
  orderKey: order.orderKey,
  projectName: order.projectName,
  customer: { name: order.name ?? '', email: order.email ?? '', company: order.company || null },
  status: order.status,
  reviewStatus: order.reviewStatus,
  paymentState: order.paymentState,
  createdAt: new Date(order.createdMs).toISOString(),
  deliveryDate: order.deliveryDate,
  totalCents: order.totalCents,
});
const shownIn = (row: BackofficeOrderRow) => ({
  orderId: row.orderId,
  orderKey: row.orderKey,
  projectName: row.projectName,
  customer: { name: row.customer.name, email: row.customer.email, company: row.customer.company },
  status: row.status,
  reviewStatus: row.reviewStatus,
  paymentState: row.paymentState,
  createdAt: row.createdAt,
  deliveryDate: row.deliveryDate,
  totalCents: row.totalCents,
});

interface Page {
  rows: BackofficeOrderRow[];
  total: number;
}

async function get(path: string): Promise<Page> {
  const response = await call('GET', path, admin);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}

const pagePath = (tab: OrderListTab, query: Record<string, string | number>) =>
  `${PAGED[tab]}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** A page is exactly its slice of the reference: same orders, same order, same shown columns. */
function expectPage(page: Page, tab: OrderListTab, expected: Order[], total: number, what: string) {
  expect(page.total, `${what}: total`).toBe(total);
  const inTab = new Set(tabOrders[tab].map((order) => order.id));
  const strangers = page.rows.filter((row) => !inTab.has(row.orderId)).map((row) => row.orderKey);
  expect(strangers, `${what}: orders not in the tab`).toEqual([]);
  expect(
    page.rows.map((row) => row.orderId),
    `${what}: orders and their order`,
  ).toEqual(expected.map((order) => order.id));
  expect(page.rows.map(shownIn), `${what}: shown columns`).toEqual(expected.map(shownOf));
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  await seed(t.ctx, ORDERS);
  // The dense ranks order each key as the database's collation does (lower() where the sort uses it);
  // missing values get no rank, so the rule for them is stated above rather than borrowed.
  const result = (await t.ctx.db.execute(sql`
    select o.id, o.order_key as "orderKey", o.status, o.review_status as "reviewStatus",
           o.payment_state as "paymentState", o.project_name as "projectName", o.total_cents as "totalCents",
           o.paid_at is not null as "isPaid", o.deleted_at is not null as "isDeleted",
           b.name, b.company, b.email, d.delivery_date as "deliveryDate",
           floor(extract(epoch from o.created_at) * 1000)::float8 as "createdMs",
           dense_rank() over (order by o.order_key)::int as "orderKeyRank",
           case when b.name is not null then dense_rank() over (order by lower(b.name))::int end as "customerRank",
           case when b.company is not null then dense_rank() over (order by lower(b.company))::int end
             as "companyRank",
           dense_rank() over (order by o.created_at)::int as "createdAtRank",
           case when d.delivery_date is not null then dense_rank() over (order by d.delivery_date)::int end
             as "deliveryDateRank",
           dense_rank() over (order by o.status)::int as "statusRank"
    from orders o
    cross join lateral (select o.snapshot -> 'billing' ->> 'name' as name,
                               o.snapshot -> 'billing' ->> 'companyName' as company,
                               o.snapshot -> 'billing' ->> 'email' as email) b
    cross join lateral (select o.snapshot -> 'offer' -> 'breakdown' ->> 'deliveryDate' as delivery_date) d
    order by o.id`)) as unknown as {
    rows: (Omit<Order, 'rank'> & Record<`${keyof Order['rank']}Rank`, number | null>)[];
  };
  reference = result.rows.map(
    ({ orderKeyRank, customerRank, companyRank, createdAtRank, deliveryDateRank, statusRank, ...order }) => ({
      ...order,
      createdMs: Number(order.createdMs),
      rank: {
        orderKey: orderKeyRank,
        customer: customerRank,
        company: companyRank,
        createdAt: createdAtRank,
        deliveryDate: deliveryDateRank,
        status: statusRank,
      },
    }),
  );
  for (const tab of ORDER_LIST_TABS)
    tabOrders[tab] = reference.filter((order) => tabsOf(order).includes(tab));
}, 300_000);
afterAll(() => t?.close());

describe(`${ORDERS.toLocaleString('en')} orders`, () => {
  it('are all there, and every tab holds at least 2 % of them', async () => {
    expect(reference).toHaveLength(ORDERS);
    for (const tab of ORDER_LIST_TABS) expect(tabOrders[tab].length, tab).toBeGreaterThan(ORDERS * 0.02);
    // Some orders sit in no tab (delivered, cancelled), review overlaps the others.
    expect(reference.filter((order) => tabsOf(order).length === 0).length).toBeGreaterThan(ORDERS * 0.1);
  });

  it('are counted per tab', async () => {
    const counts = (await call('GET', '/rest/getCountsOfAllOrdersTypes', admin)).json();
    expect(counts).toEqual(
      Object.fromEntries(ORDER_LIST_TABS.map((tab) => [tab, tabOrders[tab].length] as const)),
    );
  });
});

const PAGE_SIZE = 50;

describe.each(ORDER_LIST_TABS)('the %s tab', (tab) => {
  it.each(ORDER_SORT_FIELDS)(
    'sorted by %s both ways: first, second, middle, last and past the last page',
    async (field) => {
      const total = tabOrders[tab].length;
      const lastPage = Math.ceil(total / PAGE_SIZE) - 1;
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = sorted(tabOrders[tab], field, sortOrder);
        for (const pageNumber of [0, 1, Math.floor(lastPage / 2), lastPage, lastPage + 1]) {
          const page = await get(
            pagePath(tab, { sortField: field, sortOrder, pageNumber, pageSize: PAGE_SIZE }),
          );
          const slice = expected.slice(pageNumber * PAGE_SIZE, (pageNumber + 1) * PAGE_SIZE);
          expectPage(page, tab, slice, total, `${field} ${sortOrder} page ${pageNumber}`);
        }
      }
    },
    60_000,
  );
});

/**
 * The smaller tabs walked to the end, on sorts with many ties (and companies missing). Projects review
 * (over 13 % of the orders) is left to the pages above: walking it takes as long as all of them.
 */
const WALKS: [OrderListTab, OrderSortField, 'asc' | 'desc'][] = [
  ['pending', 'company', 'asc'],
  ['deleted', 'status', 'desc'],
];

describe('walking every page', () => {
  it.each(WALKS)(
    'of %s by %s %s gives each order of the tab exactly once',
    async (tab, field, sortOrder) => {
      const seen: number[] = [];
      const expected = sorted(tabOrders[tab], field, sortOrder);
      const pages = Math.ceil(expected.length / 100);
      for (let pageNumber = 0; pageNumber <= pages; pageNumber += 1) {
        const page = await get(pagePath(tab, { sortField: field, sortOrder, pageNumber, pageSize: 100 }));
        const slice = expected.slice(pageNumber * 100, (pageNumber + 1) * 100);
        expectPage(page, tab, slice, expected.length, `page ${pageNumber}`);
        seen.push(...page.rows.map((row) => row.orderId));
      }
      expect(new Set(seen).size, 'no order twice').toBe(seen.length);
      expect(seen.toSorted((a, b) => a - b)).toEqual(
        tabOrders[tab].map((order) => order.id).sort((a, b) => a - b),
      );
    },
    120_000,
  );
});

/** What staff type: each picked so the reference has matches in most tabs (except the one for nothing). */
const FILTERS: [string, () => string][] = [
  ['part of an order key', () => reference[Math.floor(ORDERS / 2)]?.orderKey.slice(3, 9) ?? '?'],
  ['a last name and part of its number', () => 'bakker 3'],
  ['a company word', () => 'umbrella'],
  ['a project name word', () => 'radio'],
  ['an e-mail fragment', () => 'buyer77'],
  ['a first and last name with a space', () => 'chloe de vries'],
  ['mixed case', () => 'HoOLi RoBoTiCs'],
  // Shorter than a trigram: the page and its count are read apart on both databases.
  ['two letters', () => 'er'],
  ['nothing', () => 'no such order'],
];

describe.each(FILTERS)('filtering by %s', (what, filterOf) => {
  it('pages through exactly the matches of each tab, under both filter names', async () => {
    const filter = filterOf();
    const hits = reference.filter((order) => matches(order, filter));
    if (what === 'nothing') expect(hits).toEqual([]);
    else expect(hits.length, filter).toBeGreaterThan(0);
    for (const tab of ORDER_LIST_TABS) {
      const expected = sorted(
        tabOrders[tab].filter((order) => matches(order, filter)),
        'totalCents',
        'desc',
      );
      for (const name of ['filter', 'lastNamefilter']) {
        const query = { [name]: filter, sortField: 'totalCents', sortOrder: 'desc', pageSize: PAGE_SIZE };
        const first = await get(pagePath(tab, { ...query, pageNumber: 0 }));
        expectPage(first, tab, expected.slice(0, PAGE_SIZE), expected.length, `${tab} ${name}=${filter}`);
        // Past the last match the page is empty and still counts them all.
        const pastEnd = Math.ceil(expected.length / PAGE_SIZE) + 1;
        const past = await get(pagePath(tab, { ...query, pageNumber: pastEnd }));
        expectPage(past, tab, [], expected.length, `${tab} ${name}=${filter} page ${pastEnd}`);
      }
    }
  }, 60_000);

  it('is what the two searches find, newest first', async () => {
    const filter = filterOf();
    const searches: [string, OrderListTab][] = [
      ['/rest/getSearchByOrderForOpenOrder', 'open'],
      ['/rest/getSearchByOrderForNewOrder', 'new'],
    ];
    for (const [path, tab] of searches) {
      const expected = sorted(
        tabOrders[tab].filter((order) => matches(order, filter)),
        'createdAt',
        'desc',
      );
      const found = await get(`${path}?search=${encodeURIComponent(filter)}`);
      expectPage(found, tab, expected.slice(0, ORDER_SEARCH_LIMIT), expected.length, `${path} ${filter}`);
    }
  }, 60_000);
});

it('a filter of a big tab in another case: the middle and last page of its thousands of matches', async () => {
  const expected = sorted(
    tabOrders.open.filter((order) => matches(order, 'a')),
    'customer',
    'asc',
  );
  const lastPage = Math.ceil(expected.length / PAGE_SIZE) - 1;
  for (const pageNumber of [Math.floor(lastPage / 2), lastPage]) {
    const page = await get(
      pagePath('open', {
        filter: 'A',
        sortField: 'customer',
        sortOrder: 'asc',
        pageNumber,
        pageSize: PAGE_SIZE,
      }),
    );
    const slice = expected.slice(pageNumber * PAGE_SIZE, (pageNumber + 1) * PAGE_SIZE);
    expectPage(page, 'open', slice, expected.length, `filter=A page ${pageNumber}`);
  }
}, 60_000);
