import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import Fastify, { type FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DistributorsConfig, loadConfig } from '../../config.ts';
import { ArrowSearch } from './arrow-search.ts';
import { createDistributors } from './distributors.ts';
import type { MouserPurchasing } from './mouser-purchasing.ts';
import { MouserSearch } from './mouser-search.ts';
import type { PartSearchResult } from './port.ts';
import { loadSimulatorParts } from './simulator-parts.ts';
import {
  DISTRIBUTOR_SIMULATOR_PREFIX,
  type DistributorSimulator,
  mountDistributorSimulator,
} from './simulator-routes.ts';

const BOM = path.join(import.meta.dirname, '../../modules/accounts/demo-project/sangaboard-v0.4-bom.csv');
const bomMpns = () => {
  const rows = Papa.parse<Record<string, string>>(readFileSync(BOM, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  return [
    ...new Set(rows.flatMap((row) => [row.MPN1, row.MPN2]).filter((mpn): mpn is string => !!mpn?.trim())),
  ];
};

const distributorsConfig = (env: Record<string, string>): DistributorsConfig =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env }).distributors;

describe('createDistributors', () => {
  it('builds the real adapters for the keys that are set', () => {
    const built = createDistributors(
      distributorsConfig({
        MOUSER_SEARCH_API_KEY: 'search-key',
        ARROW_LOGIN: 'me',
        ARROW_API_KEY: 'arrow-key',
      }),
    );
    expect(built.simulated).toBe(false);
    expect(built.searches.map((search) => search.constructor)).toEqual([MouserSearch, ArrowSearch]);
    expect(built.searches.flatMap((search) => search.names)).toEqual(['Mouser', 'Arrow', 'Verical']);
    // No order key: no purchasing.
    expect(built.purchasing).toEqual({});
  });

  it('builds nothing in production without keys, and nothing without a simulator address', () => {
    const production = createDistributors(distributorsConfig({ NODE_ENV: 'production' }), undefined, {
      simulatorBaseUrl: 'http://localhost:8080/dev/distributors',
    });
    expect(production).toEqual({ searches: [], purchasing: {}, simulated: false });
    expect(createDistributors(distributorsConfig({})).searches).toEqual([]);
  });
});

describe('the simulator served by the app, reached over HTTP through the real adapters', () => {
  let app: FastifyInstance;
  let simulator: DistributorSimulator;
  let distributors: ReturnType<typeof createDistributors>;

  beforeAll(async () => {
    app = Fastify();
    simulator = await mountDistributorSimulator(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const config = distributorsConfig({});
    expect(config.simulated).toBe(true);
    distributors = createDistributors(config, undefined, {
      simulatorBaseUrl: `http://127.0.0.1:${port}${DISTRIBUTOR_SIMULATOR_PREFIX}`,
    });
  });
  afterAll(() => app.close());

  it('holds every MPN of the example project’s BOM, with a _note saying the prices are invented', () => {
    const held = new Set(loadSimulatorParts().map((part) => normaliseMpn(part.mpn)));
    const missing = bomMpns().filter((mpn) => !held.has(normaliseMpn(mpn)));
    expect(missing).toEqual([]);
    expect(bomMpns()).toHaveLength(35);
    const note = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'simulator-parts.json'), 'utf8'),
    )._note;
    expect(note).toMatch(/NOT any distributor's real prices/);
  });

  it('answers every BOM part from some distributor, Mouser in EUR and Arrow/Verical in USD', async () => {
    expect(distributors.simulated).toBe(true);
    const mpns = bomMpns();
    const [mouser, arrow] = (await Promise.all(
      distributors.searches.map((search) => search.searchParts(mpns)),
    )) as [PartSearchResult[], PartSearchResult[]];
    expect(mouser.every((result) => result.error === null)).toBe(true);
    expect(arrow.every((result) => result.error === null)).toBe(true);
    const offersOf = (mpn: string) => [
      mpn,
      ...[mouser, arrow].flatMap((results) => results.find((r) => r.mpn === mpn)?.offers ?? []),
    ];
    for (const mpn of mpns) expect(offersOf(mpn).length, mpn).toBeGreaterThan(1);
    const currencies = new Set(
      [...mouser, ...arrow].flatMap((result) =>
        result.offers.map((offer) => `${offer.distributor}:${offer.priceBreaks[0]?.currency}`),
      ),
    );
    expect([...currencies].sort()).toEqual(['Arrow:USD', 'Mouser:EUR', 'Verical:USD']);
    // Mouser: 35 numbers in batches of ten are four calls.
    expect(simulator.mouser.behaviour.callsOf('search')).toHaveLength(4);

    // Near match ULN2003ADRG4 is in the catalogue but not in ULN2003ADR's offers.
    const uln = mouser.find((result) => result.mpn === 'ULN2003ADR')!;
    expect(uln.offers.map((offer) => offer.mpn)).toEqual(['ULN2003ADR']);
    expect(uln.offers[0]?.priceBreaks[0]).toEqual({ quantity: 1, unitPrice: 0.42, currency: 'EUR' });

    // The through-hole header, and the part out of stock everywhere with a lead time.
    const header = mouser.find((result) => result.mpn === 'B5B-XH-A')!.offers[0];
    expect(header?.attributes).toEqual({
      package: 'Header, 5 positions, 2.5 mm',
      mountingStyle: 'THT',
      pins: 5,
    });
    const scarce = [mouser, arrow].flatMap((results) => results.find((r) => r.mpn === 'DMMT5401-7')!.offers);
    expect(scarce.map((offer) => [offer.distributor, offer.stock, offer.leadTimeDays])).toEqual([
      ['Mouser', 0, 112],
      ['Arrow', 0, 126],
      ['Verical', 0, 140],
    ]);
  });

  it('takes an order through the simulated Mouser and finds it by PO number', async () => {
    const mouser = distributors.purchasing.Mouser as MouserPurchasing;
    const answer = await mouser.placeOrder({
      poNumber: 'BH-PO-SIM-1',
      lines: [{ sku: '595-ULN2003ADR', mpn: 'ULN2003ADR', quantity: 2, customerPartNumber: 'U3, U4' }],
    });
    expect(answer.status).toBe('ORDERED');
    expect((await mouser.orderStatus('BH-PO-SIM-1'))?.distributorOrderNumber).toMatch(/^6\d+$/);
    const arrow = distributors.purchasing.Arrow!;
    await arrow.placeOrder({
      poNumber: 'BH-PO-SIM-2',
      lines: [{ sku: 'ULN2003ADR', mpn: 'ULN2003ADR', quantity: 2, customerPartNumber: 'U3' }],
    });
    expect(simulator.arrowOrders.orders.get('BH-PO-SIM-2')?.orderNumber).toMatch(/^AR-/);
    expect(await distributors.purchasing.Verical!.orderStatus('BH-PO-SIM-2')).toBeNull();
  });
});
