import { readFileSync } from 'node:fs';
import { normaliseHeading } from '@boardhouse/shared/bom/columns';
import { normaliseManufacturer, normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { casePackages, manufacturers, mpnAliases, mpnData, wordMappings } from '../../db/schema.ts';
import {
  findMpnRecords,
  loadCasePackageIndex,
  loadManufacturerIndex,
  loadWordIndex,
} from './catalog-lookup.ts';
import { seedCatalog } from './catalog-seed.ts';

const POS_FILE = sharedPath('fixtures/boards/sangaboard-v0.4/pos_jlc.csv');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowCount = async (table: typeof casePackages | typeof manufacturers | typeof wordMappings) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('the catalog seed', () => {
  it('fills word mappings, case packages and manufacturers at start-up', async () => {
    const bom = await t.ctx.db.select({ n: count() }).from(wordMappings).where(eq(wordMappings.kind, 'bom'));
    const cpl = await t.ctx.db.select({ n: count() }).from(wordMappings).where(eq(wordMappings.kind, 'cpl'));
    expect(bom[0]?.n).toBeGreaterThanOrEqual(150);
    expect(cpl[0]?.n).toBeGreaterThanOrEqual(60);
    expect(await rowCount(casePackages)).toBeGreaterThanOrEqual(200);
    expect(await rowCount(manufacturers)).toBeGreaterThanOrEqual(60);
  });

  it('maps BOM headings in five languages', async () => {
    const words = await loadWordIndex(t.ctx.db, 'bom');
    const fieldOf = (heading: string) => words.get(normaliseHeading(heading));
    expect(fieldOf('Menge')).toBe('quantity');
    expect(fieldOf('Quantité')).toBe('quantity');
    expect(fieldOf('Aantal')).toBe('quantity');
    expect(fieldOf('Mfr. Part #')).toBe('mpn');
    expect(fieldOf('Gehäuse')).toBe('package');
    expect(fieldOf('Referencia')).toBe('designators');
  });

  it('maps every heading of the JLC placement fixture and of KiCad and Altium files', async () => {
    const words = await loadWordIndex(t.ctx.db, 'cpl');
    const fieldOf = (heading: string) => words.get(normaliseHeading(heading));
    const header = readFileSync(POS_FILE, 'utf8').split('\n')[0]?.trim().split(',') ?? [];
    // Designator,Val,Package,Mid X,Mid Y,Rotation,Layer
    expect(header.map(fieldOf)).toEqual(['designator', 'value', 'package', 'x', 'y', 'rotation', 'side']);
    expect(['Ref', 'Val', 'Package', 'PosX', 'PosY', 'Rot', 'Side'].map(fieldOf)).toEqual([
      'designator',
      'value',
      'package',
      'x',
      'y',
      'rotation',
      'side',
    ]);
    expect(['Center-X(mm)', 'Center-Y(mm)', 'Footprint', 'Comment'].map(fieldOf)).toEqual([
      'x',
      'y',
      'package',
      'value',
    ]);
    expect(['Drehung', 'Côté', 'Capa', 'Zijde'].map(fieldOf)).toEqual(['rotation', 'side', 'side', 'side']);
  });

  it('classifies common packages under their several names', async () => {
    const packages = await loadCasePackageIndex(t.ctx.db);
    const factsOf = (name: string) => packages.get(normalisePackage(name));
    expect(factsOf('sot23')).toEqual({ mountingStyle: 'SMD', pins: 3 });
    expect(factsOf('Resistor_SMD:R_0603_1608Metric')).toEqual({ mountingStyle: 'SMD', pins: 2 });
    expect(factsOf('1608Metric')).toEqual({ mountingStyle: 'SMD', pins: 2 });
    expect(factsOf('DO-214AC')).toEqual({ mountingStyle: 'SMD', pins: 2 });
    expect(factsOf('TSSOP-20')).toEqual({ mountingStyle: 'SMD', pins: 20 });
    expect(factsOf('TO-220')).toEqual({ mountingStyle: 'THT', pins: 3 });
    expect(factsOf('DIP-8')).toEqual({ mountingStyle: 'THT', pins: 8 });
    expect(factsOf('PinHeader_2x20_P2.54mm_Vertical')).toEqual({ mountingStyle: 'THT', pins: 40 });
    expect(factsOf('MountingHole_3.2mm_M3')).toEqual({ mountingStyle: 'OTHER', pins: null });
  });

  it('knows manufacturers by their aliases', async () => {
    const names = await loadManufacturerIndex(t.ctx.db);
    const canonical = (name: string) => names.get(normaliseManufacturer(name));
    expect(canonical('TI')).toBe('Texas Instruments');
    expect(canonical('onsemi')).toBe('ON Semiconductor');
    expect(canonical('ON Semi')).toBe('ON Semiconductor');
    expect(canonical('WURTH ELEKTRONIK')).toBe('Würth Elektronik');
    expect(canonical('Atmel')).toBe('Microchip Technology');
    expect(canonical('Nanjing Qinheng')).toBe('WCH');
  });

  it('runs again without adding rows or undoing an administrator’s change', async () => {
    const before = [
      await rowCount(wordMappings),
      await rowCount(casePackages),
      await rowCount(manufacturers),
    ];
    await t.ctx.db
      .update(casePackages)
      .set({ pins: 5 })
      .where(eq(casePackages.normalisedName, normalisePackage('SOT-223')));
    await t.ctx.db
      .delete(wordMappings)
      .where(and(eq(wordMappings.kind, 'bom'), eq(wordMappings.word, 'Menge')));
    await seedCatalog(t.ctx.db);
    const after = [await rowCount(wordMappings), await rowCount(casePackages), await rowCount(manufacturers)];
    expect(after).toEqual(before);
    const [sot223] = await t.ctx.db
      .select({ pins: casePackages.pins })
      .from(casePackages)
      .where(eq(casePackages.normalisedName, 'SOT223'));
    expect(sot223?.pins).toBe(5);
  });
});

describe('findMpnRecords', () => {
  it('finds records by their own part number and by a resolved alias, in one call', async () => {
    const [lm358, opamp, ne555] = await t.ctx.db
      .insert(mpnData)
      .values([
        { mpn: 'LM358DR', normalisedMpn: 'LM358DR', manufacturer: 'Texas Instruments', package: 'SOIC-8' },
        { mpn: 'LM358DR', normalisedMpn: 'LM358DR', manufacturer: 'ON Semiconductor', package: 'SOIC-8' },
        {
          mpn: 'NE555P',
          normalisedMpn: 'NE555P',
          manufacturer: 'Texas Instruments',
          mountingStyle: 'THT',
          priceBreaks: [{ quantity: 1, unitPriceCents: 42 }],
        },
      ])
      .returning();
    if (!lm358 || !opamp || !ne555) throw new Error('insert failed');
    await t.ctx.db.insert(mpnAliases).values([
      { alias: 'NE 555', normalisedAlias: normaliseMpn('NE 555'), mpnDataId: ne555.id },
      // An alias that is also a record's own number: the record's own number wins.
      { alias: 'LM358DR', normalisedAlias: 'LM358DR', mpnDataId: ne555.id },
    ]);
    const found = await findMpnRecords(t.ctx.db, [
      normaliseMpn('lm358 dr'),
      normaliseMpn('ne555'),
      normaliseMpn('Ne 555'),
      'NOT-IN-CATALOG',
      normaliseMpn('lm358dr'),
    ]);
    expect([...found.keys()].sort()).toEqual(['LM358DR', 'NE555']);
    expect(found.get('LM358DR')).toMatchObject({ id: lm358.id, manufacturer: 'Texas Instruments' });
    expect(found.get('NE555')).toMatchObject({
      id: ne555.id,
      mpn: 'NE555P',
      mountingStyle: 'THT',
      priceBreaks: [{ quantity: 1, unitPriceCents: 42 }],
    });
    expect((await findMpnRecords(t.ctx.db, [])).size).toBe(0);
  });
});

describe('the cached indexes', () => {
  it('are reused until a catalog write through the API, which the next lookup sees', async () => {
    const { headers } = await signedInPerson(t, { roles: ['ADMIN'] });
    const first = await loadWordIndex(t.ctx.db, 'bom');
    expect(await loadWordIndex(t.ctx.db, 'bom')).toBe(first);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/word-mappings',
      headers,
      payload: { kind: 'bom', word: 'Stückliste Menge', field: 'quantity' },
    });
    expect(saved.statusCode).toBe(200);
    const next = await loadWordIndex(t.ctx.db, 'bom');
    expect(next).not.toBe(first);
    expect(next.get('stucklistemenge')).toBe('quantity');
  });

  it('are dropped when another server announces a change', async () => {
    const before = await loadManufacturerIndex(t.ctx.db);
    expect(before.get('acmeparts')).toBeUndefined();
    await t.ctx.db.insert(manufacturers).values({ name: 'Acme Parts' });
    await t.ctx.db.execute(sql`select pg_notify('catalog_changed', '')`);
    let after = await loadManufacturerIndex(t.ctx.db);
    for (let wait = 0; after === before && wait < 50; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await loadManufacturerIndex(t.ctx.db);
    }
    expect(after.get('acmeparts')).toBe('Acme Parts');
  });
});
