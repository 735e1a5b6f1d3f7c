import { describe, expect, it } from 'vitest';
import { BOM_FIELDS, buildSynonymIndex, DEFAULT_BOM_SYNONYMS, findHeaderRow, mapColumns } from './columns.ts';

const index = buildSynonymIndex();

describe('the default word mapping', () => {
  it('knows at least 150 headings', () => {
    const total = BOM_FIELDS.reduce((sum, field) => sum + DEFAULT_BOM_SYNONYMS[field].length, 0);
    expect(total).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['Qty', 'quantity'],
    ['Menge', 'quantity'],
    ['Anzahl', 'quantity'],
    ['Quantité', 'quantity'],
    ['Cantidad', 'quantity'],
    ['Aantal', 'quantity'],
    ['RefDes', 'designators'],
    ['Bauteil', 'designators'],
    ['Mfr. Part #', 'mpn'],
    ['MFG_PN', 'mpn'],
    ['Herstellerteilenummer', 'mpn'],
    ['Gehäuse', 'package'],
    ['Footprint', 'package'],
  ])('reads "%s" as %s', (heading, field) => {
    expect(mapColumns([heading], index)).toEqual({ [field]: 0 });
  });
});

// Headings copied from the fixture files in ../shared/fixtures.
describe('fixture headings', () => {
  it('1-click-bom example.csv', () => {
    const headings = [
      'References',
      'Qty',
      'Description',
      'Manufacturer',
      'MPN',
      'Digikey',
      'Mouser',
      'RS',
      'Newark',
      'Farnell',
    ];
    expect(mapColumns(headings, index)).toEqual({
      designators: 0,
      quantity: 1,
      description: 2,
      manufacturer: 3,
      mpn: 4,
      digikey: 5,
      mouser: 6,
      rs: 7,
      farnell: 8,
    });
  });

  it('1-click-bom example3.csv, with its DNP column', () => {
    const headings = [
      'Designator',
      'Value',
      'Qty',
      'Package',
      'Category',
      'Stock',
      'Manufacturer',
      'MPN',
      'Datasheet',
      'Vendor',
      'Link',
      'Unit',
      'Total',
      'MOQ',
      'Description',
      'DNP',
    ];
    expect(mapColumns(headings, index)).toEqual({
      designators: 0,
      value: 1,
      quantity: 2,
      package: 3,
      manufacturer: 6,
      mpn: 7,
      description: 14,
      dnp: 15,
    });
  });

  it('sangaboard bom_jlc.csv and bom_seeed.csv', () => {
    expect(mapColumns(['Designator', 'Qty', 'Comment', 'LCSC'], index)).toEqual({
      designators: 0,
      quantity: 1,
      description: 2,
      lcsc: 3,
    });
    expect(mapColumns(['Designator', 'Manufacturer Part Number or Seeed SKU', 'Qty', 'Link'], index)).toEqual(
      {
        designators: 0,
        mpn: 1,
        quantity: 2,
      },
    );
  });

  it('sangaboard 1-click-bom.csv: numbered columns map to the first of each', () => {
    const headings = [
      'References',
      'Qty',
      'Description',
      'Manufacturer1',
      'MPN1',
      'Manufacturer2',
      'MPN2',
      'LCSC',
    ];
    expect(mapColumns(headings, index)).toMatchObject({ manufacturer: 3, mpn: 4, lcsc: 7 });
  });
});

describe('findHeaderRow', () => {
  it('skips title rows above the header', () => {
    const rows = [
      ['Bill of materials — sensor board rev B'],
      ['Exported 2026-11-22', ''],
      [],
      ['Ref', 'Menge', 'Wert', 'Gehäuse'],
      ['R1', '1', '10k', '0603'],
    ];
    expect(findHeaderRow(rows, index)).toBe(3);
  });

  it('answers null when no row looks like a header', () => {
    expect(
      findHeaderRow(
        [
          ['foo', 'bar'],
          ['1', '2'],
        ],
        index,
      ),
    ).toBeNull();
  });
});
