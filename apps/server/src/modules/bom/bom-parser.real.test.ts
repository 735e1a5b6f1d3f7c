import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BomMapping } from '@boardhouse/shared/bom/bom-api';
import { buildSynonymIndex } from '@boardhouse/shared/bom/columns';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { loadWordIndex } from '../catalog/catalog-lookup.ts';
import { openBomFile } from './bom-file-reader.ts';
import { type RawBomLine, toSynonymIndex } from './bom-parser.ts';
import { readRawLines } from './bom-reading.ts';

/**
 * Six BOMs exported by real tools (EasyEDA UTF-16 TSV, KiCad Pcbnew and Eeschema CSV, JLCPCB xlsx, an
 * Octopart xlsx with title and note rows, an Altium .xls) read with the default word mappings, checked
 * against the answers worked out by hand in fixtures/real/expected.json.
 */
const REAL = sharedPath('fixtures/real');

type OneOrMany<T> = T | T[];
const anyOf = <T>(value: OneOrMany<T>): T[] => (Array.isArray(value) ? value : [value]);

interface ExpectedBom {
  id: string;
  file: string;
  lines: number;
  designators: OneOrMany<number>;
  placements: OneOrMany<number>;
  dnp: { required: { designator: string }[]; allowed: { designator: string; count: number }[] };
  quantities: { designator: string; quantity: number }[];
  designatorCounts: { designator: string; count: number }[];
  mapping: Partial<Record<keyof BomMapping, OneOrMany<string | null>>>;
  mustMap: { heading: string; fields: (keyof BomMapping)[] }[];
  spot: {
    designator: string;
    field: keyof RawBomLine;
    equalsAny: string[];
    anyField?: (keyof RawBomLine)[];
  }[];
}

const expected = JSON.parse(readFileSync(path.join(REAL, 'expected.json'), 'utf8')) as {
  boms: ExpectedBom[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Read twice: with the default word list, and with the word mappings the database was seeded with. */
async function read(bom: ExpectedBom) {
  const source = await openBomFile(path.basename(bom.file), readFileSync(path.join(REAL, bom.file)));
  const rows = new Map(source.sheets.map((sheet) => [sheet, source.rowsOf(sheet)]));
  const once = {
    sheets: source.sheets,
    rowsOf: (sheet: string | null) => rows.get(sheet ?? '') ?? source.rowsOf(null),
  };
  const seeded = readRawLines(once, toSynonymIndex(await loadWordIndex(t.ctx.db, 'bom')));
  const defaults = readRawLines(once, buildSynonymIndex());
  expect(seeded.layout.mapping).toEqual(defaults.layout.mapping);
  return defaults;
}

const lineOf = (lines: readonly RawBomLine[], designator: string) => {
  const line = lines.find((candidate) => candidate.designators.includes(designator));
  if (!line) throw new Error(`no line holds ${designator}`);
  return line;
};

describe('real exported BOMs (fixtures/real/expected.json)', () => {
  it.each(expected.boms.map((bom) => ({ id: bom.id, bom })))('$id', async ({ bom }) => {
    const { layout, lines } = await read(bom);

    for (const [field, answer] of Object.entries(bom.mapping)) {
      expect(anyOf(answer), `mapping.${field}`).toContain(layout.mapping[field as keyof BomMapping]);
    }
    for (const { heading, fields } of bom.mustMap) {
      expect(
        fields.some((field) => layout.mapping[field] === heading),
        heading,
      ).toBe(true);
    }

    expect(lines).toHaveLength(bom.lines);
    // Distinct references: the Octopart file lists JP2 on two lines (pins, and the jumper on them).
    const distinct = (of: readonly RawBomLine[]) => new Set(of.flatMap((line) => line.designators)).size;
    const designators = distinct(lines);
    expect(anyOf(bom.designators)).toContain(designators);

    // DNP: only allowed lines may be flagged, required ones must be; placements follow.
    const flagged = lines.filter((line) => line.dnp);
    for (const line of flagged) {
      const allowed = bom.dnp.allowed.find((entry) => line.designators.includes(entry.designator));
      expect(allowed, `line ${line.lineNo} (${line.designators.join(' ')}) flagged DNP`).toBeDefined();
    }
    for (const { designator } of bom.dnp.required) expect(lineOf(lines, designator).dnp).toBe(true);
    const flaggedCount = distinct(flagged);
    const placements = distinct(lines.filter((line) => !line.dnp));
    expect(anyOf(bom.placements).map((total) => total - flaggedCount)).toContain(placements);

    for (const { designator, quantity } of bom.quantities) {
      expect(lineOf(lines, designator).quantity, designator).toBe(quantity);
    }
    for (const { designator, count } of bom.designatorCounts) {
      expect(lineOf(lines, designator).designators, designator).toHaveLength(count);
    }
    for (const spot of bom.spot) {
      const line = lineOf(lines, spot.designator);
      const values = (spot.anyField ?? [spot.field]).map((field) => String(line[field]));
      expect(
        values.some((text) => spot.equalsAny.some((answer) => text.includes(answer))),
        `${spot.designator} ${spot.field}: ${values.join(' | ')}`,
      ).toBe(true);
    }
  });
});
