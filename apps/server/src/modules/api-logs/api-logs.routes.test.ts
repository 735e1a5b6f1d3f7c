import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { apiLogs, projects } from '../../db/schema.ts';
import { ApiLogsService } from './api-logs.service.ts';

/** The API log for staff: newest first, paged, filtered by service, status and time; ADMIN only. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
let projectId: number;
let projectKey: string;

const at = (time: string) => new Date(`2026-02-${time}Z`);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  customer = await signedInPerson(t);
  projectKey = await projectOf(t, customer, 'Logged board');
  const [project] = await t.ctx.db.select({ id: projects.id }).from(projects);
  projectId = project?.id ?? 0;
  const row = (
    service: string,
    operation: string,
    status: 'ok' | 'error',
    createdAt: Date,
    extra: Partial<typeof apiLogs.$inferInsert> = {},
  ) => ({
    service,
    operation,
    status,
    httpStatus: status === 'ok' ? 200 : 503,
    durationMs: 40,
    message: status === 'ok' ? null : 'Service unavailable',
    createdAt,
    ...extra,
  });
  await t.ctx.db
    .insert(apiLogs)
    .values([
      row('vies', 'checkVat', 'ok', at('01T09:00:00')),
      row('multisafepay', 'createPayment', 'ok', at('02T10:00:00'), { orderId: 999_999 }),
      row('vies', 'checkVat', 'error', at('03T11:00:00'), { httpStatus: null, message: 'TimeoutError' }),
      row('mouser', 'search', 'ok', at('04T12:00:00'), { projectId }),
      row('multisafepay', 'getPayment', 'error', at('05T13:00:00')),
    ]);
}, 60_000);
afterAll(() => t.close());

const list = async (query = '', who: Person = admin) => {
  const response = await call('GET', `/rest/admin/api-logs${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    rows: { operation: string; createdAt: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const operations = (answer: { rows: { operation: string }[] }) => answer.rows.map((row) => row.operation);
const FEBRUARY = 'from=2026-02-01T00:00:00Z&to=2026-03-01T00:00:00Z';

describe('the API log', () => {
  it('lists every field of a row, newest first', async () => {
    const answer = await list(`?${FEBRUARY}`);
    expect(operations(answer)).toEqual(['getPayment', 'search', 'checkVat', 'createPayment', 'checkVat']);
    expect(answer).toMatchObject({ total: 5, page: 0, pageSize: 25 });
    expect(answer.rows[0]).toEqual({
      id: expect.any(Number),
      service: 'multisafepay',
      operation: 'getPayment',
      status: 'error',
      httpStatus: 503,
      durationMs: 40,
      message: 'Service unavailable',
      orderId: null,
      orderKey: null,
      projectId: null,
      projectKey: null,
      createdAt: '2026-02-05T13:00:00.000Z',
    });
    // The project's key comes with its id; an order that no longer exists keeps its id only.
    expect(answer.rows[1]).toMatchObject({ service: 'mouser', projectId, projectKey });
    expect(answer.rows[3]).toMatchObject({ orderId: 999_999, orderKey: null });
  });

  it('pages, zero-based, with the total of all matches', async () => {
    const first = await list(`?${FEBRUARY}&pageSize=2`);
    const second = await list(`?${FEBRUARY}&pageSize=2&page=1`);
    const third = await list(`?${FEBRUARY}&pageSize=2&page=2`);
    expect(operations(first)).toEqual(['getPayment', 'search']);
    expect(operations(second)).toEqual(['checkVat', 'createPayment']);
    expect(operations(third)).toEqual(['checkVat']);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(second).toMatchObject({ page: 1, pageSize: 2 });
    expect((await list(`?${FEBRUARY}&pageSize=2&page=9`)).rows).toEqual([]);
  });

  it('filters by service, by status and by time (from included, to not)', async () => {
    expect(operations(await list(`?${FEBRUARY}&service=multisafepay`))).toEqual([
      'getPayment',
      'createPayment',
    ]);
    expect(operations(await list(`?${FEBRUARY}&status=error`))).toEqual(['getPayment', 'checkVat']);
    expect(operations(await list(`?${FEBRUARY}&service=vies&status=ok`))).toEqual(['checkVat']);
    // The search box: part of the operation or the message, in any case.
    const timeouts = await list(`?${FEBRUARY}&search=timeout`);
    expect(timeouts.rows).toEqual([expect.objectContaining({ operation: 'checkVat', status: 'error' })]);
    expect(operations(await list(`?${FEBRUARY}&search=PAYMENT`))).toEqual(['getPayment', 'createPayment']);
    expect(operations(await list(`?${FEBRUARY}&search=100%25`))).toEqual([]);
    const window = await list('?from=2026-02-02T10:00:00Z&to=2026-02-04T12:00:00Z');
    expect(operations(window)).toEqual(['checkVat', 'createPayment']);
    expect(window.total).toBe(2);
    // An offset names the same moment: 11:00 in Amsterdam is 10:00 UTC.
    expect(operations(await list('?from=2026-02-05T14:00:00%2B01:00&to=2026-03-01'))).toEqual(['getPayment']);
    expect(operations(await list('?from=2026-02-03&to=2026-02-04'))).toEqual(['checkVat']);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const bad = async (query: string) => {
      const response = await call('GET', `/rest/admin/api-logs?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await bad('service=paypal')).toContain('Service must be one of');
    expect(await bad('status=failed')).toContain('Status must be ok or error');
    expect(await bad('from=yesterday')).toContain('From must be an ISO 8601 time');
    expect(await bad('to=2026-13-45T00:00:00Z')).toContain('To must be an ISO 8601 time');
    expect(await bad('from=2026-02-05T00:00:00Z&to=2026-02-01T00:00:00Z')).toContain(
      'To must be later than From',
    );
    expect(await bad('pageSize=500')).toContain('Page size maximum is 100');
    expect(await bad('page=-1')).toContain('Page is not valid');
    expect(await bad(`search=${'x'.repeat(201)}`)).toContain('Search');
  });

  it('shows a call recorded through the recorder once it is flushed', async () => {
    t.apiLog.record({
      service: 'vies',
      operation: 'checkVat',
      status: 'error',
      httpStatus: 200,
      durationMs: 12,
      message: 'MS_UNAVAILABLE for DE136695976, ask api_key=abc123 or demo@example.test',
    });
    await t.apiLog.flush();
    const [row] = (await list('?service=vies&status=error')).rows as unknown as { message: string }[];
    expect(row?.message).toBe('MS_UNAVAILABLE for [vat number], ask api_key=[redacted] or [e-mail]');
  });

  it('is for staff: 401 without a token, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rest/admin/api-logs' })).statusCode).toBe(401);
    expect((await call('GET', '/rest/admin/api-logs', customer)).statusCode).toBe(403);
  });

  it('is in the OpenAPI document as an admin call', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/rest/admin/api-logs']?.get;
    expect(operation?.['x-access']).toBe('admin');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    const parameters = (operation?.parameters ?? []).map((parameter: { name: string }) => parameter.name);
    expect(parameters).toEqual(
      expect.arrayContaining(['service', 'status', 'from', 'to', 'page', 'pageSize']),
    );
  });

  it('keeps 90 days: pruning deletes older rows only', async () => {
    const service = new ApiLogsService(t.ctx);
    const now = new Date('2026-05-05T12:00:00Z');
    // 2026-02-04T12:00 is 90 days before now: kept; everything before it goes.
    expect(await service.prune(now)).toBe(3);
    const left = await list('?to=2026-03-01T00:00:00Z');
    expect(operations(left)).toEqual(['getPayment', 'search']);
  });
});
