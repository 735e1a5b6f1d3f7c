import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BomMapping } from '@boardhouse/shared/bom/bom-api';
import { BOM_FIELDS, buildSynonymIndex } from '@boardhouse/shared/bom/columns';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { FILE_MESSAGES, openBomFile } from './bom-file-reader.ts';
import { PARSE_MESSAGES } from './bom-parser.ts';
import { readRawLines } from './bom-reading.ts';

// Every expectation below was written by reading the fixture files (cat, a zip/XML dump of the
// spreadsheets), not from this parser's output. The seeded word mapping is the default synonym list.
const FIXTURES = sharedPath('fixtures');
const words = buildSynonymIndex();

function mappingWith(fields: Partial<BomMapping>): BomMapping {
  return { ...(Object.fromEntries(BOM_FIELDS.map((field) => [field, null])) as BomMapping), ...fields };
}

interface Expected {
  lines: number;
  mapping: Partial<BomMapping>;
  /** lineNo → facts of that line. */
  samples: Record<
    number,
    {
      designators?: string[];
      quantity?: number;
      mpn?: string | null;
      dnp?: boolean;
      text?: Record<string, string | null>;
    }
  >;
  dnpLines?: number[];
}

const ONE_CLICK = {
  lines: 11,
  mapping: {
    designators: 'References',
    quantity: 'Qty',
    description: 'Description',
    manufacturer: 'Manufacturer',
    mpn: 'MPN',
    digikey: 'Digikey',
    mouser: 'Mouser',
    rs: 'RS',
    farnell: 'Newark',
  },
  samples: {
    1: {
      designators: ['C1'],
      quantity: 1,
      mpn: 'GRM188R71E224KA88D',
      text: { description: '1\u03bcF 0603 X5R' },
    },
    4: { designators: ['D1'], quantity: 1, mpn: 'LL4148', text: { manufacturer: null } },
    5: { designators: ['LED1', 'LED2'], quantity: 2, mpn: 'SML-D12Y8WT86' },
    10: { designators: ['R5', 'R6'], quantity: 2, mpn: 'RC0805FR-071KL' },
    11: { designators: ['SW1'], quantity: 1, mpn: 'FSM2JSMA' },
  },
  dnpLines: [],
} satisfies Expected;

const KICAD_EXPORT = {
  lines: 31,
  mapping: {
    designators: 'Designator',
    value: 'Value',
    quantity: 'Qty',
    package: 'Package',
    manufacturer: 'Manufacturer',
    mpn: 'MPN',
    description: 'Description',
    dnp: 'DNP',
  },
  samples: {
    1: {
      designators: ['C4', 'C3', 'C2'],
      quantity: 3,
      mpn: 'GCM21BR72A104KA37L',
      text: { package: '0805', value: '100nF' },
    },
    12: { quantity: 5, dnp: true, mpn: null },
    16: { designators: ['R13'], quantity: 1, dnp: true, text: { value: 'DNP' } },
    19: { quantity: 24, dnp: true },
    21: { designators: ['U2'], quantity: 1, mpn: 'ATSAMD21G18A-AU', text: { package: 'TQFP-48' } },
    31: { designators: ['BT1'], quantity: 1, text: { value: '18650 Battery' } },
  },
  dnpLines: [12, 16, 19],
} satisfies Expected;

const SANGABOARD_V3 = {
  lines: 27,
  mapping: {
    designators: 'Reference',
    quantity: 'QTY',
    manufacturer: 'Manufacturer',
    mpn: 'Part Number',
    digikey: 'Digikey',
    mouser: 'Mouser',
    rs: 'RS',
    farnell: 'Farnell',
  },
  samples: {
    1: { designators: ['USB Type A'], quantity: 1, mpn: '87520-0010BLF' },
    4: { designators: ['C2', 'C3'], quantity: 2, text: { manufacturer: 'Würth Elektronik' } },
    6: { designators: ['C6', 'C7', 'C10', 'C11'], quantity: 4, mpn: '08053C105JAT2A' },
    25: { designators: ['U2', 'U3'], quantity: 2, mpn: 'ULN2003ADR2G' },
    27: { designators: ['Male headers'], quantity: 1, mpn: '2213S-50G' },
  },
  dnpLines: [],
} satisfies Expected;

const EXPECTED: Record<string, Expected | { rejected: string }> = {
  'boms/1-click-bom/LICENSE': { rejected: FILE_MESSAGES.extension },
  'boms/1-click-bom/SOURCE.txt': { rejected: PARSE_MESSAGES.noHeader },
  'boms/1-click-bom/example.csv': ONE_CLICK,
  'boms/1-click-bom/example.tsv': ONE_CLICK,
  'boms/1-click-bom/example.xlsx': ONE_CLICK,
  'boms/1-click-bom/example.xls': ONE_CLICK,
  'boms/1-click-bom/example.ods': ONE_CLICK,
  'boms/1-click-bom/example3.csv': KICAD_EXPORT,
  'boms/1-click-bom/example4.csv': KICAD_EXPORT,
  'boms/1-click-bom/example3.tsv': {
    lines: 28,
    mapping: { ...ONE_CLICK.mapping, lcsc: 'LCSC' },
    samples: {
      1: { designators: ['C4', 'C3', 'C2'], quantity: 3, mpn: 'GCM21BR72A104KA37L' },
      7: { designators: ['D4', 'D5'], quantity: 2, mpn: '17-215UYC/S530-A3/TR8' },
      25: { designators: ['H1', 'H2', 'H3', 'H4'], quantity: 4, mpn: '01.17.339' },
      28: { designators: ['BT1'], quantity: 1, mpn: '18650 3.7V 2200mAh' },
    },
    dnpLines: [],
  },
  'boms/1-click-bom/example_empty_cells.xlsx': SANGABOARD_V3,
  'boms/sangaboard-v3-bom.xlsx': SANGABOARD_V3,
  'boards/sangaboard-v0.4/bom_jlc.csv': {
    lines: 28,
    mapping: { designators: 'Designator', quantity: 'Qty', description: 'Comment', lcsc: 'LCSC' },
    samples: {
      3: { designators: ['U3', 'U4'], quantity: 2, mpn: null, text: { description: null } },
      7: { designators: ['R5', 'R8', 'R20'], quantity: 3 },
      27: {
        designators: ['C1', 'C6', 'C7', 'C10', 'C13'],
        quantity: 5,
        text: { description: 'capacitor 100nF 0805' },
      },
      28: { designators: ['J1', 'J2'], quantity: 2, text: { description: 'micro usb' } },
    },
    dnpLines: [],
  },
  'boards/sangaboard-v0.4/bom_seeed.csv': {
    lines: 29,
    mapping: { designators: 'Designator', mpn: 'Manufacturer Part Number or Seeed SKU', quantity: 'Qty' },
    samples: {
      7: { designators: ['R5', 'R8', 'R20'], quantity: 3, mpn: '0603WAF1002T5E' },
      9: { quantity: 4, mpn: '0603WAF1002T5E' },
      17: { designators: ['J10', 'J11', 'J12'], quantity: 3, mpn: 'B5B-XH-A' },
    },
    dnpLines: [],
  },
  'boards/sangaboard-v0.4/bom_connectors_farnell.csv': {
    lines: 5,
    mapping: { ...ONE_CLICK.mapping },
    samples: {
      1: { designators: ['J3', 'J4', 'J5', 'J6', 'J8', 'J9', 'J13', 'RST1'], quantity: 1, mpn: null },
      2: {
        designators: ['J15'],
        quantity: 1,
        mpn: '61300421821',
        text: { manufacturer: 'Würth Elektronik' },
      },
      4: { designators: ['J10', 'J11', 'J12'], quantity: 1, mpn: 'B5B-XH-A' },
      5: { designators: ['J1', 'J2'], quantity: 2, mpn: '105017-0001' },
    },
    dnpLines: [],
  },
  'boards/sangaboard-v0.4/1-click-bom.csv': {
    lines: 29,
    mapping: {
      designators: 'References',
      quantity: 'Qty',
      description: 'Description',
      manufacturer: 'Manufacturer1',
      mpn: 'MPN1',
      lcsc: 'LCSC',
    },
    samples: {
      3: { designators: ['U3', 'U4'], quantity: 2, mpn: 'ULN2003ADR' },
      17: { designators: ['J10', 'J11', 'J12'], quantity: 1, mpn: 'B5B-XH-A' },
      29: { designators: ['C1', 'C6', 'C7', 'C10', 'C13'], quantity: 5, mpn: 'CC0805KRX7R9BB104' },
    },
    dnpLines: [],
  },
};

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

async function parse(relative: string) {
  const file = path.join(FIXTURES, relative);
  const source = await openBomFile(path.basename(file), readFileSync(file));
  return readRawLines(source, words);
}

describe('the BOM fixtures', () => {
  it('has an expectation for every file under boms/ and every boards/*/bom*.csv', () => {
    const boardFolders = readdirSync(path.join(FIXTURES, 'boards')).filter((name) =>
      statSync(path.join(FIXTURES, 'boards', name)).isDirectory(),
    );
    const boards = boardFolders.flatMap((board) =>
      readdirSync(path.join(FIXTURES, 'boards', board))
        .filter((name) => /^bom.*\.csv$/.test(name))
        .map((name) => path.join(FIXTURES, 'boards', board, name)),
    );
    const files = [...listFiles(path.join(FIXTURES, 'boms')), ...boards].map((file) =>
      path.relative(FIXTURES, file),
    );
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) expect(Object.keys(EXPECTED), file).toContain(file);
  });

  it.each(Object.entries(EXPECTED))('%s', async (relative, expected) => {
    if ('rejected' in expected) {
      const failure = await parse(relative).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).statusCode).toBe(400);
      expect((failure as AppError).message).toBe(expected.rejected);
      return;
    }
    const { layout, lines } = await parse(relative);
    expect(lines).toHaveLength(expected.lines);
    expect(layout.mapping).toEqual(mappingWith(expected.mapping));
    expect(lines.map((line) => line.lineNo)).toEqual(
      Array.from({ length: expected.lines }, (_, index) => index + 1),
    );
    for (const [lineNo, sample] of Object.entries(expected.samples)) {
      const line = lines[Number(lineNo) - 1];
      if (!line) throw new Error(`line ${lineNo} missing`);
      if (sample.designators) expect(line.designators, `line ${lineNo}`).toEqual(sample.designators);
      if (sample.quantity !== undefined) expect(line.quantity, `line ${lineNo}`).toBe(sample.quantity);
      if (sample.mpn !== undefined) expect(line.mpn, `line ${lineNo}`).toBe(sample.mpn);
      for (const [field, text] of Object.entries(sample.text ?? {})) {
        expect(line[field as 'value'], `line ${lineNo} ${field}`).toBe(text);
      }
    }
    expect(lines.filter((line) => line.dnp).map((line) => line.lineNo)).toEqual(expected.dnpLines ?? []);
  });
});
