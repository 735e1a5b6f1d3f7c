import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MouserWirePart, startMouserFake } from './mouser-fake.ts';
import { MouserSearch } from './mouser-search.ts';
import { leadTimeDaysOf } from './mouser-wire.ts';
import { simulatorPart } from './simulator-parts.ts';
import { memoryRecorder } from './test-recorder.ts';

let mouser: Awaited<ReturnType<typeof startMouserFake>>;

const lm358: MouserWirePart = {
  MouserPartNumber: '595-LM358DR',
  ManufacturerPartNumber: 'LM358DR',
  Manufacturer: 'Texas Instruments',
  Description: 'Operational Amplifiers - Op Amps Dual',
  Availability: '12345 In Stock',
  AvailabilityInStock: '12345',
  Min: '5',
  Mult: '5',
  LeadTime: '6 Weeks',
  PriceBreaks: [
    { Quantity: 1000, Price: '0,052 €', Currency: 'EUR' },
    { Quantity: 5, Price: '1.234,50 €', Currency: 'EUR' },
    { Quantity: 100, Price: '0,18 €', Currency: 'EUR' },
  ],
  ProductAttributes: [
    { AttributeName: 'Packaging', AttributeValue: 'Reel' },
    { AttributeName: 'Packaging', AttributeValue: 'Cut Tape' },
    { AttributeName: 'Mounting Style', AttributeValue: 'SMD/SMT' },
    { AttributeName: 'Package / Case', AttributeValue: 'SOIC-8' },
  ],
};

beforeAll(async () => {
  mouser = await startMouserFake();
  mouser.fake.addWireParts([
    lm358,
    // A near match Mouser answers for "LM358DR": same prefix, other suffix.
    { ...lm358, MouserPartNumber: '595-LM358DRG4', ManufacturerPartNumber: 'LM358DRG4' },
    {
      MouserPartNumber: '511-LM358',
      ManufacturerPartNumber: 'LM358',
      Manufacturer: 'STMicroelectronics',
      Availability: 'None',
      AvailabilityInStock: null,
      Min: '1',
      Mult: '1',
      LeadTime: '84 Days',
      PriceBreaks: [{ Quantity: 1, Price: '$0.10', Currency: 'USD' }],
      ProductAttributes: [{ AttributeName: 'Mounting Style', AttributeValue: 'Through Hole' }],
    },
  ]);
  mouser.fake.addParts(
    Array.from({ length: 25 }, (_, index) =>
      simulatorPart(`TEST-${String(index).padStart(3, '0')}`, {
        offers: {
          Mouser: {
            sku: `999-T${index}`,
            stock: 100 + index,
            moq: 1,
            multiple: 1,
            leadTimeDays: null,
            packaging: null,
            priceBreaks: [[1, 0.5]],
          },
        },
      }),
    ),
  );
});
afterAll(() => mouser.close());
beforeEach(() => {
  mouser.fake.behaviour.calls.length = 0;
  mouser.fake.behaviour.clearFailures();
  mouser.fake.resultLimit = 50;
});

const adapter = (options: ConstructorParameters<typeof MouserSearch>[2] = {}) =>
  new MouserSearch(mouser.baseUrl, mouser.searchApiKey, {
    retryBaseDelayMs: 5,
    retryMaxDelayMs: 10,
    ...options,
  });

describe('MouserSearch against the Mouser fake', () => {
  it('keeps only exact matches and maps price text, MOQ, multiple, stock, lead time and attributes', async () => {
    const [result] = await adapter().searchParts([' lm358dr ']);
    expect(result?.mpn).toBe(' lm358dr ');
    expect(result?.error).toBeNull();
    expect(result?.offers).toHaveLength(1);
    const offer = result!.offers[0]!;
    expect(offer).toMatchObject({
      distributor: 'Mouser',
      sku: '595-LM358DR',
      mpn: 'LM358DR',
      manufacturer: 'Texas Instruments',
      stock: 12345,
      moq: 5,
      multiple: 5,
      leadTimeDays: 42,
      packaging: 'Reel, Cut Tape',
      attributes: { package: 'SOIC-8', mountingStyle: 'SMD' },
    });
    // Sorted by quantity; "1.234,50 €" is one thousand two hundred and thirty-four euros fifty.
    expect(offer.priceBreaks).toEqual([
      { quantity: 5, unitPrice: 1234.5, currency: 'EUR' },
      { quantity: 100, unitPrice: 0.18, currency: 'EUR' },
      { quantity: 1000, unitPrice: 0.052, currency: 'EUR' },
    ]);
    // The fake did answer the near match; the adapter refused it.
    const sent = mouser.fake.behaviour.callsOf('search')[0]?.body;
    expect(sent).toEqual({
      SearchByPartRequest: { mouserPartNumber: 'lm358dr', partSearchOptions: 'Exact' },
    });
  });

  it('reads a part without stock as stock 0 with its lead time, in its own currency', async () => {
    const [result] = await adapter().searchParts(['LM358']);
    // LM358 is also a prefix of LM358DR and LM358DRG4: those are refused.
    expect(result?.offers.map((offer) => offer.sku)).toEqual(['511-LM358']);
    expect(result?.offers[0]).toMatchObject({
      stock: 0,
      leadTimeDays: 84,
      priceBreaks: [{ quantity: 1, unitPrice: 0.1, currency: 'USD' }],
      attributes: { mountingStyle: 'THT' },
    });
  });

  it('asks ten numbers per call and answers one result per asked number, in order', async () => {
    const asked = Array.from({ length: 25 }, (_, index) => `TEST-${String(24 - index).padStart(3, '0')}`);
    const results = await adapter().searchParts([...asked, 'NOT-STOCKED', 'TEST-000']);
    const calls = mouser.fake.behaviour.callsOf('search');
    expect(calls).toHaveLength(3);
    const batches = calls.map(
      (call) =>
        (
          call.body as { SearchByPartRequest: { mouserPartNumber: string } }
        ).SearchByPartRequest.mouserPartNumber.split('|').length,
    );
    expect(batches.sort()).toEqual([10, 10, 6]);
    expect(results.map((result) => result.mpn)).toEqual([...asked, 'NOT-STOCKED', 'TEST-000']);
    expect(results[0]?.offers[0]?.sku).toBe('999-T24');
    expect(results[0]?.offers[0]?.stock).toBe(124);
    expect(results[25]).toEqual({ mpn: 'NOT-STOCKED', offers: [], error: null });
    expect(results[26]?.offers[0]?.sku).toBe('999-T0');
  });

  it('reports Errors[] inside a 200 as the error of each number of the batch, without retrying', async () => {
    mouser.fake.behaviour.inject({ kind: 'refuse', message: 'Maximum calls per day exceeded' });
    const results = await adapter().searchParts(['LM358DR', 'LM358']);
    expect(results).toEqual([
      { mpn: 'LM358DR', offers: [], error: 'Mouser: Maximum calls per day exceeded' },
      { mpn: 'LM358', offers: [], error: 'Mouser: Maximum calls per day exceeded' },
    ]);
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(1);
  });

  it('retries a server error and returns the later answer', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-500', times: 2 });
    const [result] = await adapter().searchParts(['LM358DR']);
    expect(result?.error).toBeNull();
    expect(result?.offers).toHaveLength(1);
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(3);
  });

  it('treats an unreadable answer as an error, not a crash', async () => {
    mouser.fake.behaviour.inject({ kind: 'malformed' });
    const [result] = await adapter({ retryAttempts: 1 }).searchParts(['LM358DR']);
    expect(result?.error).toBe('Mouser: unreadable search answer');
  });

  it('gives up at its timeout when Mouser hangs', async () => {
    mouser.fake.behaviour.inject({ kind: 'hang' });
    const started = Date.now();
    const [result] = await adapter({ timeoutMs: 150, retryAttempts: 1 }).searchParts(['LM358DR']);
    const elapsed = Date.now() - started;
    expect(result?.error).toBe('Mouser: timeout');
    expect(elapsed).toBeGreaterThanOrEqual(145);
    expect(elapsed).toBeLessThan(1000);
  });

  it('opens the circuit after consecutive failures, refuses without calling, and closes after the cool-down', async () => {
    const search = adapter({ failureThreshold: 2, coolDownMs: 300, retryAttempts: 1 });
    mouser.fake.behaviour.inject({ kind: 'http-500', times: 2 });
    expect((await search.searchParts(['LM358DR']))[0]?.error).toBe('Mouser: HTTP 500');
    expect((await search.searchParts(['LM358DR']))[0]?.error).toBe('Mouser: HTTP 500');
    expect(search.guard.breaker.state).toBe('open');
    const [refused] = await search.searchParts(['LM358DR']);
    expect(refused?.error).toBe('Mouser: circuit open (too many recent failures)');
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(search.guard.breaker.state).toBe('half-open');
    const [after] = await search.searchParts(['LM358DR']);
    expect(after?.error).toBeNull();
    expect(after?.offers).toHaveLength(1);
    expect(search.guard.breaker.state).toBe('closed');
  });

  it('keeps the rate: never more than 30 calls in any 2 s window, the 31st waits for the window', async () => {
    const search = adapter({ limits: [{ calls: 30, windowMs: 2000 }] });
    const asked = Array.from({ length: 35 }, (_, index) => `TEST-${String(index % 25).padStart(3, '0')}`);
    // One number per call: 35 separate searches.
    const results = await Promise.all(asked.map((mpn) => search.searchParts([mpn])));
    expect(results.every(([result]) => result?.offers.length === 1)).toBe(true);
    const times = mouser.fake.behaviour.callsOf('search').map((call) => call.at);
    expect(times).toHaveLength(35);
    for (const at of times) {
      expect(times.filter((other) => other > at - 2000 && other <= at).length).toBeLessThanOrEqual(30);
    }
    expect(times[30]! - times[0]!).toBeGreaterThanOrEqual(1990);
    expect(times[29]! - times[0]!).toBeLessThan(1000);
  });

  it('records one API log row per call, without the key or the URL', async () => {
    const recorder = memoryRecorder();
    mouser.fake.behaviour.inject({ kind: 'http-500' });
    const asked = Array.from({ length: 12 }, (_, index) => `TEST-${String(index).padStart(3, '0')}`);
    await adapter({ recorder }).searchParts(asked, { projectId: 7 });
    // Two batches, one of them retried once: three calls, three rows.
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(3);
    expect(recorder.rows).toHaveLength(3);
    expect(recorder.rows.filter((row) => row.status === 'error')).toEqual([
      expect.objectContaining({
        service: 'mouser',
        operation: 'search',
        httpStatus: 500,
        message: 'HTTP 500',
        projectId: 7,
      }),
    ]);
    expect(recorder.rows.filter((row) => row.status === 'ok')).toHaveLength(2);
    const text = JSON.stringify(recorder.rows);
    expect(text).not.toContain(mouser.searchApiKey);
    expect(text).not.toContain('apiKey');
    expect(text).not.toContain('127.0.0.1');
  });

  it('never lets a rejected key into the error text', async () => {
    const recorder = memoryRecorder();
    const wrong = new MouserSearch(mouser.baseUrl, 'wrong-key-000000000000', { recorder, retryAttempts: 1 });
    const [result] = await wrong.searchParts(['LM358DR']);
    expect(result?.error).toBe('Mouser: Invalid unique identifier.');
    expect(JSON.stringify(recorder.rows)).not.toContain('wrong-key');
  });

  it('retries a 500 or 429 that carries Errors[]: a server failure, not a refusal', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-error', status: 500 });
    mouser.fake.behaviour.inject({ kind: 'http-error', status: 429, message: 'Too many requests' });
    const [result] = await adapter().searchParts(['LM358DR']);
    expect(result?.error).toBeNull();
    expect(result?.offers).toHaveLength(1);
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(3);
  });

  it('keeps Mouser’s text for a 5xx it explains in Errors[]', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-error', status: 503, times: 2 });
    const [result] = await adapter({ retryAttempts: 2 }).searchParts(['LM358DR']);
    expect(result?.error).toBe('Mouser: An error has occurred.');
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(2);
  });

  it('waits as long as a 429’s Retry-After asks before trying again', async () => {
    mouser.fake.behaviour.inject({ kind: 'http-error', status: 429, headers: { 'retry-after': '1' } });
    const [result] = await adapter({ retryMaxDelayMs: 3_000 }).searchParts(['LM358DR']);
    expect(result?.offers).toHaveLength(1);
    const [first, second] = mouser.fake.behaviour.callsOf('search').map((call) => call.at);
    expect(second! - first!).toBeGreaterThanOrEqual(990);
  });

  it('gives up at once, without burning tries, when Retry-After is beyond the retry ceiling', async () => {
    mouser.fake.behaviour.inject({
      kind: 'http-error',
      status: 429,
      times: 3,
      message: 'Too many requests',
      headers: { 'retry-after': '60' },
    });
    const started = Date.now();
    const [result] = await adapter().searchParts(['LM358DR']);
    expect(result?.error).toBe('Mouser: Too many requests');
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('asks alone each number a truncated batch answer left without an exact match', async () => {
    // Five parts match, two are answered (LM358DR and its near match): the TEST numbers are cut off.
    mouser.fake.resultLimit = 2;
    const results = await adapter().searchParts(['TEST-001', 'LM358DR', 'TEST-002', 'TEST-003']);
    expect(results.map((result) => [result.mpn, result.offers[0]?.sku ?? null, result.error])).toEqual([
      ['TEST-001', '999-T1', null],
      ['LM358DR', '595-LM358DR', null],
      ['TEST-002', '999-T2', null],
      ['TEST-003', '999-T3', null],
    ]);
    const asked = mouser.fake.behaviour
      .callsOf('search')
      .map(
        (call) => (call.body as { SearchByPartRequest: { mouserPartNumber: string } }).SearchByPartRequest,
      );
    expect(asked.map((request) => request.mouserPartNumber).sort()).toEqual([
      'TEST-001',
      'TEST-001|LM358DR|TEST-002|TEST-003',
      'TEST-002',
      'TEST-003',
    ]);
  });

  it('accepts a truncated answer to a single number as it is', async () => {
    mouser.fake.resultLimit = 1;
    const [result] = await adapter().searchParts(['LM358']);
    expect(result).toEqual({ mpn: 'LM358', offers: [], error: null });
    expect(mouser.fake.behaviour.callsOf('search')).toHaveLength(1);
  });
});

describe('Mouser lead times', () => {
  it('reads days and weeks, and a lead time of nothing as unknown', () => {
    expect(leadTimeDaysOf('84 Days')).toBe(84);
    expect(leadTimeDaysOf('12 Weeks')).toBe(84);
    expect(leadTimeDaysOf('0 Days')).toBeNull();
    expect(leadTimeDaysOf(null)).toBeNull();
  });
});
