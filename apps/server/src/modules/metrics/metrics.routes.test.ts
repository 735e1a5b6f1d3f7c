import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { rememberSecret } from '../../../test/log-leaks.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { outbox } from '../../db/schema.ts';
import { type FakeVies, startFakeVies } from '../../integrations/vies/fake.ts';
import { eventually, listeningUrl, openStream } from '../events/events.test-support.ts';

const TOKEN = `metrics-${randomBytes(16).toString('hex')}`;
// The log-leak gate fails this file if any log line holds it.
rememberSecret(TOKEN);

const logs = captureLogs();
let vies: FakeVies;
let t: TestApp;
let customer: Person;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  vies.numbers.set('FR40303265045', { kind: 'error', userError: 'MS_UNAVAILABLE' });
  t = await createTestApp({ METRICS_TOKEN: TOKEN, VIES_BASE_URL: vies.baseUrl }, undefined, {
    logStream: logs.stream,
  });
  customer = await signedInPerson(t);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const scrape = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

/** The value of the one sample of `name` whose labels are exactly `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
      key,
      value,
    ]);
    if (JSON.stringify(found.sort()) === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without the metrics token', () => {
  it.each([
    ['no authorization header', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers 401 to %s, with the error body and WWW-Authenticate', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      error: { code: 'AUTH.UNAUTHENTICATED', message: 'The metrics token is missing or wrong' },
    });
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers 401 to a signed-in customer’s token: it is no metrics token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: customer.headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /metrics with the metrics token', () => {
  it('answers Prometheus’ text format', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram\n');
    expect(response.body).toContain('# TYPE http_requests_total counter\n');
  });

  it('counts a request under its route, and its duration in the histogram', async () => {
    const account = { method: 'GET', route: '/rest/account', status_code: '200' };
    const before = await scrape();
    const countBefore = sample(before, 'http_request_duration_seconds_count', account) ?? 0;
    const totalBefore = sample(before, 'http_requests_total', account) ?? 0;
    expect((await caller(t)('GET', '/rest/account', customer)).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', account)).toBe(countBefore + 1);
    expect(sample(after, 'http_requests_total', account)).toBe(totalBefore + 1);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...account, le: '+Inf' })).toBe(
      countBefore + 1,
    );
    expect(sample(after, 'http_request_duration_seconds_sum', account)).toBeGreaterThan(0);
    // A refusal is counted under the same route with its own status.
    await t.app.inject({ method: 'GET', url: '/rest/account' });
    expect(sample(await scrape(), 'http_requests_total', { ...account, status_code: '401' })).toBeGreaterThan(
      0,
    );
  });

  it('labels by the route pattern, never the address: no ids, codes or unknown paths', async () => {
    const projectId = await projectOf(t, customer, 'Metrics board');
    expect((await caller(t)('GET', `/rest/getProjectById/${projectId}`, customer)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/rest/no-such-thing/4711' });
    const text = await scrape();
    const byId = { method: 'GET', route: '/rest/getProjectById/:id', status_code: '200' };
    expect(sample(text, 'http_requests_total', byId)).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(sample(text, 'http_requests_total', unmatched)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(projectId);
    expect(text).not.toContain('no-such-thing');
  });

  it('holds the process, Node and event-loop figures', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
  });

  it('holds the job queue', async () => {
    const text = await scrape();
    expect(sample(text, 'boardhouse_job_queue_waiting', { queue: 'gerbers' })).toBe(0);
    expect(sample(text, 'boardhouse_job_queue_running', { queue: 'gerbers' })).toBe(0);
    expect(sample(text, 'boardhouse_job_queue_oldest_waiting_seconds', { queue: 'gerbers' })).toBe(0);
    expect(sample(text, 'boardhouse_job_queue_waiting', { queue: 'distributor-matching' })).toBe(0);
  });

  it('counts the open event streams', async () => {
    const openStreams = async () => sample(await scrape(), 'boardhouse_event_streams_open');
    expect(await openStreams()).toBe(0);
    const url = await listeningUrl(t.app);
    const streams = [await openStream(url, customer.headers), await openStream(url, customer.headers)];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    await eventually(() => t.liveEvents.openCount === 2);
    expect(await openStreams()).toBe(2);
    for (const stream of streams) stream.close();
    await eventually(() => t.liveEvents.openCount === 0);
    expect(await openStreams()).toBe(0);
  });

  it('ages the oldest e-mail still to be sent, leaving out sent and failed ones, which it counts', async () => {
    const before = await scrape();
    const unsentBefore = sample(before, 'boardhouse_outbox_unsent_messages') ?? Number.NaN;
    const failedBefore = sample(before, 'boardhouse_outbox_failed_messages') ?? Number.NaN;
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const mail = { recipient: 'lag@example.com', subject: 'Lag', textBody: 'Lag' };
    await t.ctx.db.insert(outbox).values([
      { ...mail, createdAt: ago(90) },
      { ...mail, createdAt: ago(900), sentAt: ago(899), attempts: 1 },
      { ...mail, createdAt: ago(600), attempts: 1, lastError: '550 no such user', failedAt: ago(599) },
    ]);
    const text = await scrape();
    expect(sample(text, 'boardhouse_outbox_unsent_messages')).toBe(unsentBefore + 1);
    expect(sample(text, 'boardhouse_outbox_failed_messages')).toBe(failedBefore + 1);
    const lag = sample(text, 'boardhouse_outbox_lag_seconds') ?? Number.NaN;
    expect(lag).toBeGreaterThanOrEqual(89);
    expect(lag).toBeLessThan(150);
  });

  it('counts outside calls by service and outcome', async () => {
    const counted = async (outcome: string) =>
      sample(await scrape(), 'boardhouse_outside_calls_total', { service: 'vies', outcome });
    // Every series is there before the first call.
    expect(await counted('ok')).toBe(0);
    expect(await counted('refused')).toBe(0);
    expect(await counted('timeout')).toBe(0);
    const check = (query: string) => t.app.inject({ method: 'GET', url: `/rest/open/vies?${query}` });
    expect((await check('countryCode=DE&vatNumber=136695976')).json().status).toBe('VALID');
    expect((await check('countryCode=FR&vatNumber=FR40303265045')).json().status).toBe('UNAVAILABLE');
    expect(await counted('ok')).toBe(1);
    expect(await counted('refused')).toBe(1);
    const text = await scrape();
    expect(sample(text, 'boardhouse_outside_calls_total', { service: 'mouser', outcome: 'ok' })).toBe(0);
  });

  it('shows the PostgreSQL pool, and nothing of a pool on the embedded database', async () => {
    const text = await scrape();
    if (t.database.kind === 'pglite') {
      expect(text).not.toContain('boardhouse_db_pool');
      return;
    }
    const inUse = sample(text, 'boardhouse_db_pool_connections_in_use') ?? Number.NaN;
    const idle = sample(text, 'boardhouse_db_pool_connections_idle') ?? Number.NaN;
    // The test pool holds at most 4 connections, and the requests above opened at least one.
    expect(inUse + idle).toBeGreaterThanOrEqual(1);
    expect(inUse + idle).toBeLessThanOrEqual(4);
    expect(sample(text, 'boardhouse_db_pool_waiting_queries')).toBe(0);
  });

  it('is not in the API document, and the token is in no log line', async () => {
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/rest/account');
    const text = logs.text();
    expect(text).toContain('metrics: refused a scrape without the metrics token');
    expect(text).not.toContain(TOKEN);
  });
});

describe('without METRICS_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('GET /metrics answers 404 like any unknown address, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
