import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { manufacturers } from '../../db/schema.ts';
import type { DistributorOffer } from '../../integrations/distributors/port.ts';
import { announceCatalogChange } from '../catalog/catalog-lookup.ts';
import { saveSearchAnswers } from '../distributors/distributor-offers.repository.ts';
import { isSameMaker, offersForLines } from './distributor-offer-inputs.ts';

/**
 * Distributors sell one part number from several makers: Arrow answers BAS16 from Diotec (85 V) and
 * from Rectron (100 V). A line that names its maker is priced and bought from that maker's offers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const offer = (sku: string, manufacturer: string | null, euros: number): DistributorOffer => ({
    distributor: 'Arrow',
    sku,
    mpn: 'BAS16',
    manufacturer,
    stock: 10_000,
    moq: 1,
    multiple: 1,
    priceBreaks: [{ quantity: 1, unitPrice: euros, currency: 'EUR' }],
    leadTimeDays: null,
    packaging: null,
    fetchedAt: '2026-11-30T00:00:00.000Z',
    attributes: {},
  });
  await saveSearchAnswers(
    t.ctx.db,
    [
      {
        normalisedMpn: 'BAS16',
        distributor: 'Arrow',
        outcome: 'found',
        message: null,
        offers: [offer('BAS16-DIO', 'Diotec Semiconductor', 0.01), offer('BAS16-REC', 'Rectron', 0.02)],
      },
      {
        normalisedMpn: 'NCP1117',
        distributor: 'Arrow',
        outcome: 'found',
        message: null,
        offers: [{ ...offer('NCP1117-ON', 'ON Semiconductor', 0.2), mpn: 'NCP1117' }],
      },
    ],
    false,
    new Date('2026-11-30T00:00:00Z'),
  );
  await t.ctx.db
    .insert(manufacturers)
    .values({ name: 'Rectron', aliases: ['Rectron Semiconductor', 'RECT'] });
  await announceCatalogChange(t.ctx.db);
});
afterAll(() => t?.close());

const skusFor = async (line: { mpn: string | null; manufacturer?: string | null }) => {
  const offersOf = await offersForLines(t.ctx.db, [line], {}, { acceptSimulated: false });
  return offersOf(line)?.offers.map((offer) => offer.sku);
};

describe('the offers a BOM line takes', () => {
  it('takes only the named maker’s offers, by its name or one of its aliases', async () => {
    expect(await skusFor({ mpn: 'BAS16', manufacturer: 'Rectron' })).toEqual(['BAS16-REC']);
    expect(await skusFor({ mpn: 'bas16', manufacturer: 'RECT' })).toEqual(['BAS16-REC']);
    expect(await skusFor({ mpn: 'BAS16', manufacturer: 'Diotec' })).toEqual(['BAS16-DIO']);
  });

  it('takes every offer when the line names no maker, or one no offer names', async () => {
    expect(await skusFor({ mpn: 'BAS16' })).toEqual(['BAS16-DIO', 'BAS16-REC']);
    expect(await skusFor({ mpn: 'BAS16', manufacturer: ' ' })).toEqual(['BAS16-DIO', 'BAS16-REC']);
    expect(await skusFor({ mpn: 'BAS16', manufacturer: 'Nexperia' })).toEqual(['BAS16-DIO', 'BAS16-REC']);
  });

  it('reads a shortened maker name as the same maker', async () => {
    expect(await skusFor({ mpn: 'NCP1117', manufacturer: 'onsemi' })).toEqual(['NCP1117-ON']);
    expect(await skusFor({ mpn: 'NOPE', manufacturer: 'onsemi' })).toBeUndefined();
  });

  it('compares makers by the start of the name, from four letters on', () => {
    expect(isSameMaker('vishay', 'vishaysemiconductors')).toBe(true);
    expect(isSameMaker('onsemi', 'onsemiconductor')).toBe(true);
    expect(isSameMaker('ti', 'tiger')).toBe(false);
    expect(isSameMaker('diotec', 'rectron')).toBe(false);
  });
});
