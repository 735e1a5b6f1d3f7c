import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HubSpotFake, startHubSpotFake } from '../../../test/fakes/hubspot-fake.ts';
import type { ApiCallRecord } from '../api-log/api-call-recorder.ts';
import { HubSpotRestClient } from './hubspot-rest.ts';
import { CrmError } from './port.ts';

let hubspot: HubSpotFake;
let rows: ApiCallRecord[];
beforeAll(async () => {
  hubspot = await startHubSpotFake({ firstId: 5551 });
});
afterAll(() => hubspot.stop());
beforeEach(() => {
  hubspot.mode = 'normal';
  rows = [];
});

const client = (options: { token?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  new HubSpotRestClient(
    options.baseUrl ?? hubspot.baseUrl,
    options.token ?? hubspot.token,
    options.timeoutMs ?? 5000,
    { record: (row) => rows.push(row) },
  );

const refusal = async (promise: Promise<unknown>): Promise<CrmError> => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof CrmError)) throw new Error(`expected a CrmError, got ${String(error)}`);
  return error;
};

describe('the HubSpot adapter against a service speaking HubSpot’s format', () => {
  it('creates a contact with the bearer token and HubSpot’s property names, leaving empty ones out', async () => {
    const created = await client().createContact({
      email: 'ada@lovelace.example',
      firstname: 'Ada',
      lastname: ' Lovelace ',
      company: '',
      phone: null,
    });
    expect(created).toEqual({ id: '5551', existed: false });
    const request = hubspot.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/crm/v3/objects/contacts');
    expect(request?.headers.authorization).toBe(`Bearer ${hubspot.token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      properties: { email: 'ada@lovelace.example', firstname: 'Ada', lastname: 'Lovelace' },
    });
    expect(rows).toEqual([
      {
        service: 'hubspot',
        operation: 'createContact',
        status: 'ok',
        httpStatus: 201,
        durationMs: expect.any(Number),
        message: null,
      },
    ]);
  });

  it('reads a 409 CONFLICT as the existing contact, its id parsed from HubSpot’s message', async () => {
    hubspot.contacts.set('grace@hopper.example', {
      id: '777',
      properties: { email: 'grace@hopper.example' },
    });
    const found = await client().createContact({ email: 'Grace@Hopper.example', firstname: 'Grace' });
    expect(found).toEqual({ id: '777', existed: true });
    expect(hubspot.requests.at(-1)?.status).toBe(409);
    expect(rows[0]).toMatchObject({ status: 'ok', httpStatus: 409 });
  });

  it('reads a VALIDATION_ERROR as permanent, with HubSpot’s message', async () => {
    const error = await refusal(client().createContact({ email: 'not-an-address' }));
    expect(error).toMatchObject({ kind: 'permanent', reason: 'validation', httpStatus: 400 });
    expect(error.message).toContain('Email address not-an-address is invalid');
    expect(rows[0]).toMatchObject({ status: 'error', httpStatus: 400 });
    expect(rows[0]?.message).toContain('Property values were not valid');
  });

  it('reads a refused token as permanent "token refused", and never says the token', async () => {
    const wrongToken = 'pat-eu1-00000000-wrong-token-0000';
    const error = await refusal(client({ token: wrongToken }).createContact({ email: 'x@y.example' }));
    expect(error).toMatchObject({ kind: 'permanent', reason: 'token', httpStatus: 401 });
    expect(error.message).toMatch(/^token refused: Authentication credentials not found/);
    expect(JSON.stringify(rows)).not.toContain(wrongToken);
    expect(error.message).not.toContain(wrongToken);
  });

  it('reads 503 as transient', async () => {
    hubspot.mode = 'outage';
    const error = await refusal(client().createContact({ email: 'down@time.example' }));
    expect(error).toMatchObject({ kind: 'transient', reason: 'unavailable', httpStatus: 503 });
    expect(rows[0]).toMatchObject({ status: 'error', httpStatus: 503, message: 'Service Unavailable' });
  });

  it('reads 429 as transient with its Retry-After', async () => {
    hubspot.mode = 'rate-limited';
    hubspot.retryAfterSeconds = 7;
    const error = await refusal(client().createContact({ email: 'busy@time.example' }));
    expect(error).toMatchObject({
      kind: 'transient',
      reason: 'rate-limited',
      httpStatus: 429,
      retryAfterMs: 7000,
    });
    expect(error.message).toBe('You have reached your secondly limit.');
  });

  // HubSpot's error-handling docs: 423 asks for a retry after 2 s, 477 after its Retry-After (up to a
  // day); neither says anything about the contact, so neither may park it as refused.
  it.each([
    ['locked', 423, 'rate-limited', 2000],
    ['migrating', 477, 'unavailable', 86_400_000],
    ['request-timeout', 408, 'unavailable', null],
  ] as const)('reads %s (%i) as transient, with when to ask again', async (mode, status, reason, wait) => {
    hubspot.mode = mode;
    hubspot.retryAfterSeconds = 86_400;
    const error = await refusal(client().createContact({ email: `${mode}@time.example` }));
    expect(error).toMatchObject({ kind: 'transient', reason, httpStatus: status, retryAfterMs: wait });
    expect(rows[0]).toMatchObject({ status: 'error', httpStatus: status });
  });

  it('gives up after its timeout (transient), and when nothing listens', async () => {
    hubspot.mode = 'hang';
    const started = Date.now();
    const slow = await refusal(client({ timeoutMs: 300 }).createContact({ email: 'slow@time.example' }));
    expect(slow).toMatchObject({
      kind: 'transient',
      reason: 'unavailable',
      httpStatus: null,
      message: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    const closed = await refusal(
      client({ baseUrl: 'http://127.0.0.1:9' }).createContact({ email: 'a@b.example' }),
    );
    expect(closed).toMatchObject({ kind: 'transient', reason: 'unavailable', httpStatus: null });
    expect(rows.map((row) => [row.status, row.httpStatus])).toEqual([
      ['error', null],
      ['error', null],
    ]);
  });

  it('stops when its caller’s signal aborts', async () => {
    hubspot.mode = 'hang';
    const controller = new AbortController();
    const pending = refusal(client().createContact({ email: 'x@y.example' }, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ kind: 'transient', httpStatus: null });
  });
});
