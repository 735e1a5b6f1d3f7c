import { normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { describe, expect, it } from 'vitest';
import type { CasePackageFacts } from '../catalog/catalog-lookup.ts';
import { applyCrossLineWarnings, type BomLineRecord, findCasePackage } from './bom-classifier.ts';
import { readDesignators, readQuantity } from './bom-parser.ts';
import { dominantMounting, summarise } from './bom-summary.ts';

const packages = new Map<string, CasePackageFacts>(
  [
    ['0805', { mountingStyle: 'SMD', pins: 2 }],
    ['SOD-123F', { mountingStyle: 'SMD', pins: 2 }],
    ['SOT-23-6', { mountingStyle: 'SMD', pins: 6 }],
    ['DIP-8', { mountingStyle: 'THT', pins: 8 }],
  ].map(([name, facts]) => [normalisePackage(name as string), facts as CasePackageFacts]),
);

describe('findCasePackage', () => {
  it.each([
    ['0805', 'SMD'],
    ['sot23-6', 'SMD'],
    ['C_0805_2012Metric', 'SMD'],
    ['Diode_SMD:D_SOD-123F', 'SMD'],
    ['Package_DIP:DIP-8_W7.62mm', 'THT'],
    ['USB_Micro-B_Molex-105017-0001', undefined],
    [null, undefined],
  ])('%s → %s', (name, style) => {
    expect(findCasePackage(name, packages)?.mountingStyle).toBe(style);
  });
});

describe('reading cells', () => {
  it('keeps a designator cell of plain words whole', () => {
    expect(readDesignators('USB Type B Micro')).toEqual(['USB Type B Micro']);
    expect(readDesignators('R1-R4, R7')).toHaveLength(5);
  });

  it('counts designators when the quantity is empty or unreadable, and says so when unreadable', () => {
    const warnings: string[] = [];
    expect(readQuantity('', 3, warnings)).toBe(3);
    expect(warnings).toEqual([]);
    expect(readQuantity('2,0', 3, warnings)).toBe(2);
    expect(readQuantity('lots', 3, warnings)).toBe(3);
    expect(readQuantity('', 0, warnings)).toBe(0);
    expect(warnings).toEqual([
      'Quantity "lots" is not a whole number; the 3 designators are counted instead',
      'Quantity is missing',
    ]);
  });

  it('reads "1,000" as one when the line names one designator (decimal commas), else as a thousand', () => {
    const warnings: string[] = [];
    expect(readQuantity('1,000', 1, warnings)).toBe(1);
    expect(readQuantity('2.000', 2, warnings)).toBe(2);
    expect(readQuantity('1,000', 0, warnings)).toBe(1000);
    expect(readQuantity('1,000', 1000, warnings)).toBe(1000);
    expect(readQuantity('1,500', 1, warnings)).toBe(1500);
    expect(warnings).toEqual([]);
  });
});

function line(lineNo: number, facts: Partial<BomLineRecord>): BomLineRecord {
  return {
    lineNo,
    sourceRow: lineNo + 1,
    designators: [],
    quantity: 1,
    mpn: null,
    manufacturer: null,
    description: null,
    value: null,
    package: null,
    mountingStyle: null,
    pins: null,
    dnp: false,
    customerSupplied: false,
    distributorPartNumbers: {},
    mpnDataId: 1,
    status: 'matched',
    warnings: [],
    ...facts,
  };
}

describe('checks across lines', () => {
  it('flags a shared MPN and a shared designator on every line concerned, leaves DNP lines out, and runs again cleanly', () => {
    const lines = [
      line(1, { mpn: 'LM358DR', designators: ['U1', 'U2'] }),
      line(2, { mpn: 'lm358 dr', designators: ['U2'] }),
      line(3, { mpn: 'LM358DR', designators: ['U9'], dnp: true }),
      line(4, { mpn: 'NE555', designators: ['U4'], mpnDataId: null }),
    ];
    applyCrossLineWarnings(lines);
    expect(lines[0]?.warnings).toEqual(['MPN LM358DR is also on line 2', 'Designator U2 is also on line 2']);
    expect(lines[1]?.warnings).toEqual(['MPN lm358 dr is also on line 1', 'Designator U2 is also on line 1']);
    expect(lines[2]?.warnings).toEqual([]);
    expect(lines.map((each) => each.status)).toEqual(['warning', 'warning', 'matched', 'unknown']);
    lines[1] = { ...(lines[1] as BomLineRecord), mpn: 'TL072', designators: ['U3'] };
    applyCrossLineWarnings(lines);
    expect(lines[0]?.warnings).toEqual([]);
    expect(lines[0]?.status).toBe('matched');
  });

  it('lists at most five other lines', () => {
    const lines = Array.from({ length: 8 }, (_, index) => line(index + 1, { mpn: 'X1' }));
    applyCrossLineWarnings(lines);
    expect(lines[0]?.warnings).toEqual(['MPN X1 is also on lines 2, 3, 4, 5, 6 and 2 more']);
    applyCrossLineWarnings(lines);
    expect(lines[0]?.warnings).toHaveLength(1);
  });
});

describe('summarise', () => {
  it('counts placements of placed lines only, THT joints from pins, and unique parts', () => {
    const summary = summarise([
      line(1, { mpn: 'A', designators: ['R1', 'R2'], mountingStyle: 'SMD' }),
      line(2, { mpn: 'B', designators: ['J1'], mountingStyle: 'THT', pins: 8 }),
      line(3, { mpn: 'a', designators: ['R3'], mountingStyle: 'SMD', dnp: true }),
      line(4, { mpn: null, quantity: 3, mountingStyle: 'THT', pins: null, status: 'unknown' }),
      line(5, { mpn: 'A', designators: ['R4'], mountingStyle: 'SMD', status: 'warning' }),
    ]);
    expect(summary).toEqual({
      lines: 5,
      uniqueParts: 3,
      placements: 7,
      smdPlacements: 3,
      thtPlacements: 4,
      thtJoints: 8,
      dnpLines: 1,
      unknownLines: 1,
      warningLines: 1,
      sides: 'top',
    });
    expect(dominantMounting(summary)).toEqual({ dominant: 'THT', smdPlacements: 3, thtPlacements: 4 });
    expect(dominantMounting({ smdPlacements: 2, thtPlacements: 2 }).dominant).toBe('EQUAL');
  });
});
