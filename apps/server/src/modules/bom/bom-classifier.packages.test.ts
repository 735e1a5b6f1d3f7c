import { buildSynonymIndex } from '@boardhouse/shared/bom/columns';
import { normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { describe, expect, it } from 'vitest';
import type { CasePackageFacts } from '../catalog/catalog-lookup.ts';
import { type BomLineRecord, classifyLine, type LineInput } from './bom-classifier.ts';
import { readDesignators } from './bom-parser.ts';
import { readRawLines } from './bom-reading.ts';
import { summarise } from './bom-summary.ts';

/** A small case-package table: the catalog's word comes before the naming rules. */
const casePackages = new Map<string, CasePackageFacts>(
  [
    ['0603', { mountingStyle: 'SMD', pins: 2 }],
    // An administrator's own entry: this house calls its 2-pin terminal "CUSTOM-TB2" and it is THT.
    ['CUSTOM-TB2', { mountingStyle: 'THT', pins: 2 }],
  ].map(([name, facts]) => [normalisePackage(name as string), facts as CasePackageFacts]),
);
const view = { casePackages, manufacturers: new Map<string, string>() };

function input(facts: Partial<LineInput>): LineInput {
  return {
    lineNo: 1,
    sourceRow: 2,
    designators: ['X1'],
    quantity: 1,
    mpn: null,
    manufacturer: null,
    description: null,
    value: null,
    package: null,
    dnp: false,
    distributorPartNumbers: {},
    readWarnings: [],
    customerSupplied: false,
    ...facts,
  };
}

const classified = (facts: Partial<LineInput>) => {
  const { package: name, mountingStyle, pins } = classifyLine(input(facts), view, undefined);
  return { package: name, mountingStyle, pins };
};

describe('classifying a line by its package', () => {
  it.each([
    ['Resistor_SMD:R_0603_1608Metric', 'SMD', 2],
    ['RESC1608X55N', 'SMD', 2],
    ['SOIC127P600X175-8N', 'SMD', 8],
    ['QFN50P400X400X100-25N', 'SMD', 24],
    ['0603-RES', 'SMD', 2],
    ['CAPC0805', 'SMD', 2],
    ['DO-214AC', 'SMD', 2],
    ['PinHeader_1x04_P2.54mm_Vertical', 'THT', 4],
    ['TO-220-3_Vertical', 'THT', 3],
    ['CUSTOM-TB2', 'THT', 2],
  ])('%s → %s, %s joints; the package cell is kept as written', (name, style, pins) => {
    expect(classified({ package: name })).toEqual({ package: name, mountingStyle: style, pins });
  });

  it('leaves an unknown footprint unclassified', () => {
    expect(classified({ package: 'MyLib:WeirdThing_v2' })).toEqual({
      package: 'MyLib:WeirdThing_v2',
      mountingStyle: null,
      pins: null,
    });
  });

  it('takes a package named in the description when the package cell is empty', () => {
    expect(classified({ description: 'resistor 10K 0603' })).toEqual({
      package: '0603',
      mountingStyle: 'SMD',
      pins: 2,
    });
    expect(classified({ value: 'LM358 SOIC-8' })).toMatchObject({ package: 'SOIC-8', mountingStyle: 'SMD' });
    expect(classified({ description: 'Resistor 10k' })).toEqual({
      package: null,
      mountingStyle: null,
      pins: null,
    });
  });

  it('takes SMD or THT from a remark when there is no package', () => {
    expect(classified({ mountingHint: 'THT' })).toMatchObject({ package: null, mountingStyle: 'THT' });
    // A package that says otherwise wins: it is the footprint the board was drawn with.
    expect(classified({ package: 'R_0603_1608Metric', mountingHint: 'THT' }).mountingStyle).toBe('SMD');
  });
});

describe('reading a remark column that says THT or SMD', () => {
  it('gives each line the style its row states', () => {
    const csv = ['Designator,Qty,Value,Remark', 'J1,1,Header 4 pin,THT', 'R1,1,10k,SMD', 'U1,1,MCU,fit last'];
    const rows = csv.map((row) => row.split(','));
    const source = { sheets: [], rowsOf: () => rows };
    const { lines } = readRawLines(source, buildSynonymIndex());
    expect(lines.map((line) => line.mountingHint)).toEqual(['THT', 'SMD', null]);
  });
});

describe('designator cells with notes', () => {
  it('drops a note in brackets and keeps a cell of words whole', () => {
    expect(readDesignators('JP2 (closed jumper)')).toEqual(['JP2']);
    expect(readDesignators('3 x AA holder')).toEqual(['3 x AA holder']);
    expect(readDesignators('J$1, U$13, PGM/DBG1')).toEqual(['J$1', 'U$13', 'PGM/DBG1']);
  });
});

function line(lineNo: number, facts: Partial<BomLineRecord>): BomLineRecord {
  return {
    ...classifyLine(input({ lineNo }), view, undefined),
    status: 'matched',
    ...facts,
  };
}

describe('unique parts', () => {
  it('counts distinct parts: the same MPN, or without one the same value and package, is one part', () => {
    const summary = summarise([
      line(1, { mpn: 'RC0603FR-0710KL', designators: ['R1'] }),
      line(2, { mpn: 'rc0603fr-0710kl', designators: ['R2'] }),
      line(3, { value: '10k', package: '0603', designators: ['R3'] }),
      line(4, { value: '10K', package: 'R_0603', designators: ['R4'] }),
      line(5, { value: '10k', package: '0805', designators: ['R5'] }),
      line(6, { value: '100nF', package: '0603', designators: ['C1'] }),
      line(7, { description: 'USB socket', designators: ['J1'] }),
      line(8, { description: 'USB socket', designators: ['J2'] }),
      line(9, { designators: ['TP1'] }),
      line(10, { designators: ['TP2'] }),
      line(11, { value: '1M', package: '0603', designators: ['R9'], dnp: true }),
    ]);
    // RC0603…(1, 2) · 10k 0603 (3, 4) · 10k 0805 · 100nF 0603 · USB socket (7, 8) · TP1 · TP2;
    // the DNP line is not a part to buy.
    expect(summary.uniqueParts).toBe(7);
    expect(summary.lines).toBe(11);
  });
});
