import { describe, expect, it } from 'vitest';
import {
  formatPriceBreaks,
  type MpnCsvColumn,
  mpnInputFromCsvRow,
  PRICE_BREAKS_FORMAT_MESSAGE,
  parsePriceBreaks,
  restoreNeutralisedCell,
} from './mpn-csv.ts';

describe('price breaks in CSV cells', () => {
  it('writes EUR with two decimals and reads it back', () => {
    const breaks = [
      { quantity: 1, unitPriceCents: 1250 },
      { quantity: 10, unitPriceCents: 980 },
      { quantity: 1000, unitPriceCents: 5 },
    ];
    expect(formatPriceBreaks(breaks)).toBe('1:12.50;10:9.80;1000:0.05');
    expect(parsePriceBreaks('1:12.50;10:9.80;1000:0.05')).toEqual(breaks);
  });

  it('accepts comma decimals, one decimal, whole euros, spaces and a trailing separator', () => {
    expect(parsePriceBreaks(' 1 : 12,5 ; 25:3 ;')).toEqual([
      { quantity: 1, unitPriceCents: 1250 },
      { quantity: 25, unitPriceCents: 300 },
    ]);
    expect(parsePriceBreaks('')).toEqual([]);
  });

  it('refuses other forms', () => {
    for (const text of ['12.50', '1:12.505', '1:-2', 'x:1', '1;2', '1:1e3'])
      expect(parsePriceBreaks(text)).toBeNull();
  });
});

describe('CSV rows', () => {
  it('takes away the apostrophe the export put before a formula, and only that one', () => {
    expect(restoreNeutralisedCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreNeutralisedCell("'-5 V")).toBe('-5 V');
    expect(restoreNeutralisedCell("'quoted'")).toBe("'quoted'");
    expect(restoreNeutralisedCell('A+B')).toBe('A+B');
  });

  it('reads every column, trimmed before and after the apostrophe is taken away', () => {
    const cells: Record<MpnCsvColumn, string> = {
      mpn: "  '=HYPERLINK()  ",
      manufacturer: 'Texas Instruments',
      description: 'Dual op-amp',
      package: 'SOIC-8',
      mountingStyle: 'THT',
      priceBreaks: '',
      stock: '',
      leadTimeDays: '12 days',
      lcsc: "'\tC7950",
      mouser: '595-LM358DR',
      digikey: '296-1395-1-ND',
      farnell: '9589120',
      rs: '661-2424',
    };
    expect(mpnInputFromCsvRow((column) => cells[column])).toEqual({
      values: {
        mpn: '=HYPERLINK()',
        manufacturer: 'Texas Instruments',
        description: 'Dual op-amp',
        package: 'SOIC-8',
        mountingStyle: 'THT',
        priceBreaks: [],
        stock: null,
        leadTimeDays: '12 days',
        lcsc: 'C7950',
        mouser: '595-LM358DR',
        digikey: '296-1395-1-ND',
        farnell: '9589120',
        rs: '661-2424',
      },
      problems: {},
    });
  });

  it('passes numbers with text around them on as text', () => {
    const cells: Partial<Record<MpnCsvColumn, string>> = { mpn: 'X', stock: 'x12', leadTimeDays: '12x' };
    expect(mpnInputFromCsvRow((column) => cells[column]).values).toMatchObject({
      stock: 'x12',
      leadTimeDays: '12x',
      mountingStyle: null,
    });
  });

  it('turns cells into the fields of an MPN record, leaving bad numbers for the schema to name', () => {
    const cells: Partial<Record<MpnCsvColumn, string>> = {
      mpn: ' LM358DR ',
      manufacturer: 'TI',
      mountingStyle: 'smd',
      priceBreaks: '1:0.30;10:0.25',
      stock: '1200',
      leadTimeDays: 'soon',
      lcsc: "'+C7950",
    };
    const { values, problems } = mpnInputFromCsvRow((column) => cells[column]);
    expect(problems).toEqual({});
    expect(values).toMatchObject({
      mpn: 'LM358DR',
      manufacturer: 'TI',
      description: '',
      mountingStyle: 'SMD',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 30 },
        { quantity: 10, unitPriceCents: 25 },
      ],
      stock: 1200,
      leadTimeDays: 'soon',
      lcsc: '+C7950',
    });
    const badPrices: Partial<Record<MpnCsvColumn, string>> = { mpn: 'X', priceBreaks: 'ten for a euro' };
    expect(mpnInputFromCsvRow((column) => badPrices[column]).problems).toEqual({
      priceBreaks: PRICE_BREAKS_FORMAT_MESSAGE,
    });
    // The unreadable text is reported, not passed on: the record gets no price breaks.
    expect(mpnInputFromCsvRow((column) => badPrices[column]).values.priceBreaks).toEqual([]);
  });
});
