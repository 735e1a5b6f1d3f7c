import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallRecord } from '../api-log/api-call-recorder.ts';
import { type FakeVies, startFakeVies } from './fake.ts';
import { ViesRestClient } from './vies-rest.ts';

let vies: FakeVies;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', {
    kind: 'valid',
    name: 'Leiterplatten GmbH',
    address: 'Hauptstraße 1\n10115 Berlin',
  });
  vies.numbers.set('NL004495445B01', { kind: 'valid', name: '---', address: '---' });
  vies.numbers.set('FR40303265045', { kind: 'error', userError: 'MS_UNAVAILABLE' });
  vies.numbers.set('BE0411905847', { kind: 'slow', delayMs: 1500 });
  vies.numbers.set('EL094014201', { kind: 'malformed' });
  vies.numbers.set('IT00743110157', {
    kind: 'envelope',
    error: 'MS_MAX_CONCURRENT_REQ',
    message: 'The maximum number of concurrent requests for this member state has been reached',
  });
  vies.numbers.set('ESB58378431', { kind: 'envelope', error: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
});

/** The house, asking: VIES gives a consultation number only to a check that names its requester. */
const HOUSE = { countryCode: 'NL', vatNumber: '859123455B01' };
afterAll(() => vies.close());

describe('the VIES REST adapter against a service speaking VIES’s format', () => {
  it('reads a registered number with its name, address (one line) and consultation number', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('DE', '136695976', HOUSE);
    expect(answer).toEqual({
      status: 'VALID',
      name: 'Leiterplatten GmbH',
      address: 'Hauptstraße 1, 10115 Berlin',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    expect(vies.asked.at(-1)).toBe('DE136695976');
    expect(vies.requesters.at(-1)).toBe('NL859123455B01');
  });

  it('gets no consultation number from an unqualified check (no requester named)', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('DE', '136695976');
    expect(answer).toMatchObject({ status: 'VALID', requestIdentifier: null });
    expect(vies.requesters.at(-1)).toBeNull();
  });

  it('asks again unqualified when VIES does not accept the requester, rather than failing every check', async () => {
    vies.refusedRequesters.add('NL859123455B01');
    try {
      const answer = await new ViesRestClient(vies.baseUrl).check('DE', '136695976', HOUSE);
      expect(answer).toMatchObject({ status: 'VALID', requestIdentifier: null });
      expect(vies.requesters.slice(-2)).toEqual(['NL859123455B01', null]);
    } finally {
      vies.refusedRequesters.clear();
    }
  });

  it('reads VIES’s error envelope (busy, down) as UNAVAILABLE with its reason, in a 200 or a 5xx', async () => {
    const busy = await new ViesRestClient(vies.baseUrl).check('IT', '00743110157', HOUSE);
    expect(busy).toMatchObject({ status: 'UNAVAILABLE', reason: 'MS_MAX_CONCURRENT_REQ' });
    const down = await new ViesRestClient(vies.baseUrl).check('ES', 'B58378431', HOUSE);
    expect(down).toMatchObject({ status: 'UNAVAILABLE', reason: 'SERVICE_UNAVAILABLE' });
  });

  it('treats VIES’s "---" as an undisclosed name and address', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('NL', '004495445B01');
    expect(answer.status).toBe('VALID');
    expect(answer.name).toBeNull();
    expect(answer.address).toBeNull();
  });

  it('reads a number VIES does not know as INVALID', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('DE', '111111125');
    expect(answer.status).toBe('INVALID');
    expect(answer.requestIdentifier).toBeNull();
  });

  it('reads a member state that is down (MS_UNAVAILABLE) as UNAVAILABLE, never as valid or invalid', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('FR', '40303265045');
    expect(answer).toMatchObject({ status: 'UNAVAILABLE', reason: 'MS_UNAVAILABLE' });
  });

  it('gives up after its timeout and answers UNAVAILABLE', async () => {
    const started = Date.now();
    const answer = await new ViesRestClient(vies.baseUrl, 300).check('BE', '0411905847');
    expect(answer).toMatchObject({ status: 'UNAVAILABLE', reason: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('answers UNAVAILABLE to a reply that is not VIES’s JSON', async () => {
    const answer = await new ViesRestClient(vies.baseUrl).check('EL', '094014201');
    expect(answer.status).toBe('UNAVAILABLE');
  });

  it('answers UNAVAILABLE when nothing listens', async () => {
    const answer = await new ViesRestClient('http://127.0.0.1:9/rest-api').check('DE', '136695976');
    expect(answer.status).toBe('UNAVAILABLE');
  });
});

describe('the VIES adapter’s API log', () => {
  const loggedClient = (rows: ApiCallRecord[], timeoutMs = 5000, baseUrl = vies.baseUrl) =>
    new ViesRestClient(baseUrl, timeoutMs, { record: (row) => rows.push(row) });

  it('records each check as checkVat: ok for an answer, VIES’s userError or the transport’s otherwise', async () => {
    const rows: ApiCallRecord[] = [];
    await loggedClient(rows).check('DE', '136695976');
    await loggedClient(rows).check('DE', '111111125');
    await loggedClient(rows).check('FR', '40303265045');
    await loggedClient(rows, 300).check('BE', '0411905847');
    await loggedClient(rows).check('EL', '094014201');
    await loggedClient(rows, 5000, 'http://127.0.0.1:9/rest-api').check('DE', '136695976');
    await loggedClient(rows).check('IT', '00743110157', HOUSE);
    const row = (status: 'ok' | 'error', httpStatus: number | null, message: string | null) => ({
      service: 'vies',
      operation: 'checkVat',
      status,
      httpStatus,
      durationMs: expect.any(Number),
      message,
    });
    expect(rows).toEqual([
      row('ok', 200, null),
      row('ok', 200, null),
      row('error', 200, 'MS_UNAVAILABLE'),
      row('error', null, 'TimeoutError'),
      row('error', 200, 'SyntaxError'),
      row('error', null, 'TypeError'),
      row(
        'error',
        200,
        'MS_MAX_CONCURRENT_REQ: The maximum number of concurrent requests for this member state has been reached',
      ),
    ]);
    expect(rows[3]?.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('never records the VAT number, nor the name and address VIES gives', async () => {
    const rows: ApiCallRecord[] = [];
    await loggedClient(rows).check('DE', '136695976');
    await loggedClient(rows).check('FR', '40303265045');
    const written = JSON.stringify(rows);
    for (const personal of ['136695976', '40303265045', 'Leiterplatten', 'Hauptstraße', 'WAPI']) {
      expect(written).not.toContain(personal);
    }
  });
});
