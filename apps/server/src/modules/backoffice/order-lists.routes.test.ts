import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

/** Who may read the back office's order lists, and what a malformed query answers. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(() => t.close());

const PAGED = [
  '/rest/getNewOrdersWithPagination',
  '/rest/getOpenOrdersWithPagination',
  '/rest/getPendingOrdersWithPagination',
  '/rest/getProjectsReviewOrdersWithPagination',
  '/rest/getDeletedOrdersWithPagination',
];
const SEARCHES = ['/rest/getSearchByOrderForOpenOrder', '/rest/getSearchByOrderForNewOrder'];
const UNPAGED = [
  '/rest/orders',
  '/rest/getOpenOrders',
  '/rest/getProjectsReview',
  '/rest/getPendingOrders',
  '/rest/getDeletedOrders',
];
const ALL = ['/rest/getCountsOfAllOrdersTypes', ...PAGED, ...SEARCHES, ...UNPAGED];

describe('who may call the order lists', () => {
  it.each(ALL)('GET %s answers 401 without a token', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBeTypeOf('string');
  });

  it.each(ALL)('GET %s answers 403 to a customer', async (path) => {
    const response = await call('GET', path, customer);
    expect(response.statusCode).toBe(403);
  });

  it.each(ALL)('GET %s answers 200 to staff', async (path) => {
    const response = await call('GET', path, admin);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers an empty database with zero counts and empty pages', async () => {
    const counts = await call('GET', '/rest/getCountsOfAllOrdersTypes', admin);
    expect(counts.json()).toEqual({ new: 0, open: 0, pending: 0, review: 0, deleted: 0 });
    const page = await call('GET', '/rest/getOpenOrdersWithPagination', admin);
    expect(page.json()).toEqual({ rows: [], total: 0, pageNumber: 0, pageSize: 25 });
    const list = await call('GET', '/rest/getOpenOrders', admin);
    expect(list.json()).toEqual({ rows: [], total: 0, limit: 500 });
    const search = await call('GET', '/rest/getSearchByOrderForNewOrder?search=BH', admin);
    expect(search.json()).toEqual({ rows: [], total: 0, limit: 50 });
  });
});

const BAD_PAGE_QUERIES: [string, string, string][] = [
  ['pageNumber=-1', 'pageNumber', 'Page number is not valid'],
  ['pageNumber=1.5', 'pageNumber', 'Page number is not valid'],
  ['pageNumber=first', 'pageNumber', 'Page number is not valid'],
  ['pageNumber=99999999999', 'pageNumber', 'Page number is not valid'],
  ['pageSize=0', 'pageSize', 'Page size is not valid'],
  ['pageSize=101', 'pageSize', 'Page size maximum is 100'],
  ['pageSize=1e2', 'pageSize', 'Page size is not valid'],
  ['sortField=price', 'sortField', 'Sort field is not valid'],
  ['sortOrder=up', 'sortOrder', 'Sort order is not valid'],
  ['sortOrder=2', 'sortOrder', 'Sort order is not valid'],
  [`filter=${'x'.repeat(121)}`, 'filter', 'Filter maximum length is 120'],
  ['filter=a%00b', 'filter', 'Filter contains characters that are not allowed'],
  ['lastNamefilter=a%1Bb', 'lastNamefilter', 'Filter contains characters that are not allowed'],
  ['filter=a&filter=b', 'filter', 'Filter is not valid'],
];

describe('a malformed query', () => {
  it.each(
    PAGED.flatMap((path) => BAD_PAGE_QUERIES.map(([query, field, message]) => [path, query, field, message])),
  )('GET %s?%s answers 400 naming %s', async (path, query, field, message) => {
    const response = await call('GET', `${path}?${query}`, admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields).toEqual({ [field]: message });
  });

  it.each(SEARCHES)(
    'GET %s answers 400 naming search for a control character or an overlong search',
    async (path) => {
      const nul = await call('GET', `${path}?search=BH%00`, admin);
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.details.fields).toEqual({
        search: 'Search contains characters that are not allowed',
      });
      const long = await call('GET', `${path}?search=${'y'.repeat(121)}`, admin);
      expect(long.statusCode).toBe(400);
      expect(long.json().error.details.fields).toEqual({ search: 'Search maximum length is 120' });
    },
  );

  it('takes the seed’s forms: 1 and -1 as sort orders, a page past the end answers no rows', async () => {
    for (const sortOrder of ['1', '-1', 'asc', 'desc']) {
      const response = await call('GET', `/rest/getNewOrdersWithPagination?sortOrder=${sortOrder}`, admin);
      expect(response.statusCode).toBe(200);
    }
    const far = await call(
      'GET',
      '/rest/getNewOrdersWithPagination?pageNumber=2147483647&pageSize=100&filter=BH',
      admin,
    );
    expect(far.json()).toEqual({ rows: [], total: 0, pageNumber: 2147483647, pageSize: 100 });
  });
});
