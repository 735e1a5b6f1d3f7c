import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ArrowWirePart, arrowWirePart, startArrowFake } from './arrow-fake.ts';
import { ArrowSearch } from './arrow-search.ts';
import { simulatorPart } from './simulator-parts.ts';
import { memoryRecorder } from './test-recorder.ts';

let arrow: Awaited<ReturnType<typeof startArrowFake>>;

/** Arrow's Europe source in EUR, Verical's in USD, both inside one answer. */
const bav99: ArrowWirePart = {
  partNum: 'BAV99',
  desc: 'Diode Switching 100V 0.215A',
  manufacturer: { mfrCd: 'NEXP', mfrName: 'Nexperia' },
  InvOrg: {
    webSites: [
      {
        code: 'arrow.com',
        sources: [
          {
            currency: 'EUR',
            sourceCd: 'ESC',
            displayName: 'Europe',
            sourceParts: [
              {
                packSize: 3000,
                minimumOrderQuantity: 3000,
                sourcePartNumber: 'BAV99,215',
                containerType: 'Tape and Reel',
                Prices: {
                  resaleList: [
                    { price: 0.0123, displayPrice: '€0.0123', minQty: 3000, maxQty: 8999 },
                    { price: 0.0101, displayPrice: '€0.0101', minQty: 9000, maxQty: 99999 },
                  ],
                },
                Availability: [{ fohQty: 27000, availabilityCd: 'INSTK' }],
                mfrLeadTime: 12,
              },
            ],
          },
        ],
      },
      {
        code: 'Verical.com',
        sources: [
          {
            currency: 'USD',
            sourceCd: 'VERICAL',
            displayName: 'Verical',
            sourceParts: [
              {
                packSize: 1,
                minimumOrderQuantity: 250,
                sourcePartId: 98765,
                Prices: { resaleList: [{ displayPrice: '$0.031', minQty: 250, maxQty: 999 }] },
                Availability: [{ fohQty: 0 }],
                mfrLeadTime: '10',
              },
            ],
          },
        ],
      },
    ],
  },
};

beforeAll(async () => {
  arrow = await startArrowFake();
  arrow.fake.addWireParts([bav99, { ...bav99, partNum: 'BAV99W' }]);
  arrow.fake.addParts([
    simulatorPart('B5B-XH-A', {
      mountingStyle: 'THT',
      package: 'Header, 5 positions',
      pins: 5,
      offers: {
        Arrow: {
          sku: 'B5B-XH-A',
          stock: 1200,
          moq: 1,
          multiple: 1,
          leadTimeDays: 56,
          packaging: 'Bulk',
          priceBreaks: [
            [1, 0.1],
            [100, 0.08],
          ],
        },
      },
    }),
  ]);
});
afterAll(() => arrow.close());
beforeEach(() => {
  arrow.fake.behaviour.calls.length = 0;
  arrow.fake.behaviour.clearFailures();
});

const adapter = (options: ConstructorParameters<typeof ArrowSearch>[3] = {}) =>
  new ArrowSearch(arrow.baseUrl, arrow.login, arrow.apiKey, {
    retryBaseDelayMs: 5,
    retryMaxDelayMs: 10,
    ...options,
  });

describe('ArrowSearch against the Arrow fake', () => {
  it('yields Arrow’s and Verical’s offers from one answer, each in its currency, near matches refused', async () => {
    const [result] = await adapter().searchParts(['bav99']);
    expect(arrow.fake.behaviour.callsOf('search')).toHaveLength(1);
    expect(result?.error).toBeNull();
    expect(result?.offers.map((offer) => `${offer.distributor}:${offer.mpn}`)).toEqual([
      'Arrow:BAV99',
      'Verical:BAV99',
    ]);
    const [atArrow, atVerical] = result!.offers;
    expect(atArrow).toMatchObject({
      sku: 'BAV99,215',
      manufacturer: 'Nexperia',
      stock: 27000,
      moq: 3000,
      multiple: 3000,
      leadTimeDays: 84,
      packaging: 'Tape and Reel',
      priceBreaks: [
        { quantity: 3000, unitPrice: 0.0123, currency: 'EUR' },
        { quantity: 9000, unitPrice: 0.0101, currency: 'EUR' },
      ],
    });
    // Verical: price only as text, stock zero, lead time in weeks as a string.
    expect(atVerical).toMatchObject({
      sku: '98765',
      stock: 0,
      moq: 250,
      multiple: 1,
      leadTimeDays: 70,
      priceBreaks: [{ quantity: 250, unitPrice: 0.031, currency: 'USD' }],
    });
  });

  it('reads a lead time of 0 weeks (out of stock, no date) as unknown, not as 0 days', async () => {
    const source = {
      currency: 'USD',
      sourceCd: 'ACNA',
      sourceParts: [
        {
          sourcePartNumber: 'LT0-1',
          Prices: { resaleList: [{ price: 1, minQty: 1 }] },
          Availability: [{ fohQty: 0, availabilityCd: 'NOSTK' }],
          mfrLeadTime: 0,
        },
        { sourcePartNumber: 'LT0-2', Availability: [{ fohQty: 0 }], mfrLeadTime: '0' },
      ],
    };
    arrow.fake.addWireParts([
      { partNum: 'LEADTIME-ZERO', InvOrg: { webSites: [{ code: 'arrow.com', sources: [source] }] } },
    ]);
    const [result] = await adapter().searchParts(['LEADTIME-ZERO']);
    expect(result?.offers.map((offer) => [offer.sku, offer.leadTimeDays])).toEqual([
      ['LT0-1', null],
      ['LT0-2', null],
    ]);
  });

  it('asks one number per call, once per distinct number, and answers in the asked order', async () => {
    const results = await adapter().searchParts(['B5B-XH-A', 'BAV99', 'NOPE-1', 'b5b-xh-a']);
    expect(arrow.fake.behaviour.callsOf('search').map((call) => call.body)).toHaveLength(4 - 1);
    expect(results.map((result) => [result.mpn, result.offers.length])).toEqual([
      ['B5B-XH-A', 1],
      ['BAV99', 2],
      ['NOPE-1', 0],
      ['b5b-xh-a', 1],
    ]);
    expect(results[0]?.offers[0]).toMatchObject({
      distributor: 'Arrow',
      attributes: { mountingStyle: 'THT', package: 'Header, 5 positions' },
      priceBreaks: [
        { quantity: 1, unitPrice: 0.1, currency: 'USD' },
        { quantity: 100, unitPrice: 0.08, currency: 'USD' },
      ],
    });
  });

  it('reports success:false as the number’s error without retrying it', async () => {
    arrow.fake.behaviour.inject({ kind: 'refuse', message: 'Daily limit reached' });
    const [result] = await adapter().searchParts(['BAV99']);
    expect(result).toEqual({ mpn: 'BAV99', offers: [], error: 'Arrow: Daily limit reached' });
    expect(arrow.fake.behaviour.callsOf('search')).toHaveLength(1);
  });

  it('retries a timeout for a search, then gives up with the error', async () => {
    arrow.fake.behaviour.inject({ kind: 'hang', times: 2 });
    const started = Date.now();
    const [result] = await adapter({ timeoutMs: 100, retryAttempts: 2 }).searchParts(['BAV99']);
    expect(result?.error).toBe('Arrow: timeout');
    expect(arrow.fake.behaviour.callsOf('search')).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('records one row per call with neither the login nor the key', async () => {
    const recorder = memoryRecorder();
    arrow.fake.behaviour.inject({ kind: 'http-500' });
    await adapter({ recorder }).searchParts(['BAV99', 'B5B-XH-A']);
    expect(recorder.rows).toHaveLength(arrow.fake.behaviour.callsOf('search').length);
    expect(recorder.rows).toHaveLength(3);
    expect(recorder.rows.map((row) => `${row.service}:${row.operation}:${row.httpStatus}`).sort()).toEqual([
      'arrow:search:200',
      'arrow:search:200',
      'arrow:search:500',
    ]);
    const text = JSON.stringify(recorder.rows);
    expect(text).not.toContain(arrow.apiKey);
    expect(text).not.toContain(arrow.login);
  });

  it('renders the simulator’s parts in Arrow’s format with both sites', () => {
    const wire = arrowWirePart(
      simulatorPart('X1', {
        offers: {
          Arrow: {
            sku: 'X1',
            stock: 5,
            moq: 1,
            multiple: 1,
            leadTimeDays: null,
            packaging: null,
            priceBreaks: [[1, 2]],
          },
          Verical: {
            sku: 'V1',
            stock: 9,
            moq: 10,
            multiple: 1,
            leadTimeDays: null,
            packaging: null,
            priceBreaks: [[10, 1.5]],
          },
        },
      }),
    );
    const sites = (wire!.InvOrg as { webSites: { code: string }[] }).webSites.map((site) => site.code);
    expect(sites).toEqual(['arrow.com', 'Verical.com']);
  });
});
