import type { BomMapping } from '@boardhouse/shared/bom/bom-api';
import type { SynonymIndex } from '@boardhouse/shared/bom/columns';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findMpnRecords,
  loadCasePackageIndex,
  loadManufacturerIndex,
  loadWordIndex,
} from '../catalog/catalog-lookup.ts';
import {
  applyCrossLineWarnings,
  type BomLineRecord,
  type CatalogView,
  classifyLine,
  type LineInput,
} from './bom-classifier.ts';
import { type BomSource, FILE_MESSAGES, fileError } from './bom-file-reader.ts';
import {
  columnsOf,
  detectLayout,
  headersOf,
  isSheetEmpty,
  PARSE_MESSAGES,
  type RawBomLine,
  readLines,
  type SheetLayout,
  toSynonymIndex,
} from './bom-parser.ts';
import { type PlacementPackages, withPlacementPackages } from './bom-placement-packages.ts';

/** A BOM read from its file: the sheet and layout used, and its classified, matched lines. */
export interface BomReading {
  sheet: string | null;
  sheets: string[];
  layout: SheetLayout;
  lines: BomLineRecord[];
  /** Milliseconds spent reading the sheet into lines, and classifying plus matching them. */
  timings: { parse: number; match: number };
}

/** Which sheet and mapping to read; left out, the first sheet with a header and the detected mapping. */
export interface ReadChoice {
  sheet?: string;
  mapping?: Partial<BomMapping>;
  /** What the previous reading of the same file used, kept when the same sheet is read again. */
  previous?: { sheet: string | null; headerRow: number | null; mapping: BomMapping };
  /** The project's placement file: fills the package of lines that have none. */
  placementPackages?: PlacementPackages;
}

export async function loadCatalogView(db: Executor): Promise<{ words: SynonymIndex; view: CatalogView }> {
  const [words, casePackages, manufacturers] = await Promise.all([
    loadWordIndex(db, 'bom'),
    loadCasePackageIndex(db),
    loadManufacturerIndex(db),
  ]);
  return { words: toSynonymIndex(words), view: { casePackages, manufacturers } };
}

/** Sheet → header row → mapping → lines → classification and matching (one MPN query for the file). */
export async function readBom(db: Executor, source: BomSource, choice: ReadChoice = {}): Promise<BomReading> {
  const started = performance.now();
  const catalog = await loadCatalogView(db);
  const { sheet, layout, lines: raw } = readRawLines(source, catalog.words, choice);
  const parsed = performance.now();
  const lines = await matchLines(
    db,
    withPlacementPackages(raw, choice.placementPackages ?? new Map()).map((line) => ({
      ...line,
      customerSupplied: false,
    })),
    catalog.view,
  );
  return {
    sheet,
    sheets: source.sheets,
    layout,
    lines,
    timings: { parse: parsed - started, match: performance.now() - parsed },
  };
}

/** The catalog-free half of reading: sheet, header row, mapping (detected, then corrected) and lines. */
export function readRawLines(
  source: BomSource,
  words: SynonymIndex,
  choice: ReadChoice = {},
): { sheet: string | null; layout: SheetLayout; lines: RawBomLine[] } {
  const { sheet, rows, layout: found } = chooseSheet(source, words, choice);
  const mapping = { ...found.mapping, ...choice.mapping };
  const { columns, errors } = columnsOf(mapping, found.headers);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const lines = readLines(rows, found.headerRow, columns, found.headers);
  if (lines.length === 0) throw fileError(PARSE_MESSAGES.noLines);
  return { sheet, layout: { ...found, mapping }, lines };
}

/** Classifies lines and matches their MPNs in one statement, then runs the checks across lines. */
export async function matchLines(db: Executor, inputs: readonly LineInput[], view: CatalogView) {
  const records = await findMpnRecords(
    db,
    inputs.flatMap((line) => (line.mpn ? [normaliseMpn(line.mpn)] : [])),
  );
  const lines = inputs.map((input) =>
    classifyLine(input, view, input.mpn ? records.get(normaliseMpn(input.mpn)) : undefined),
  );
  applyCrossLineWarnings(lines);
  return lines;
}

function chooseSheet(
  source: BomSource,
  words: SynonymIndex,
  choice: ReadChoice,
): { sheet: string | null; rows: string[][]; layout: SheetLayout } {
  const wanted = choice.sheet ?? choice.previous?.sheet ?? undefined;
  if (source.sheets.length === 0 || wanted !== undefined) {
    if (wanted !== undefined && source.sheets.length > 0 && !source.sheets.includes(wanted)) {
      throw AppError.validation({ sheet: `This file has no sheet named "${wanted}"` });
    }
    const sheet = source.sheets.length > 0 ? (wanted ?? null) : null;
    const rows = source.rowsOf(sheet);
    const previous = choice.previous;
    if (previous && previous.sheet === sheet && previous.headerRow !== null) {
      const headerRow = previous.headerRow;
      return {
        sheet,
        rows,
        layout: { headerRow, headers: headersOf(rows, headerRow), mapping: previous.mapping },
      };
    }
    return { sheet, rows, layout: layoutOrFail(rows, words) };
  }
  let isEverySheetEmpty = true;
  for (const sheet of source.sheets) {
    const rows = source.rowsOf(sheet);
    if (!isSheetEmpty(rows)) isEverySheetEmpty = false;
    const layout = detectLayout(rows, words);
    if (layout) return { sheet, rows, layout };
  }
  throw fileError(isEverySheetEmpty ? FILE_MESSAGES.empty : PARSE_MESSAGES.noHeader);
}

function layoutOrFail(rows: string[][], words: SynonymIndex): SheetLayout {
  const layout = detectLayout(rows, words);
  if (layout) return layout;
  throw fileError(isSheetEmpty(rows) ? FILE_MESSAGES.empty : PARSE_MESSAGES.noHeader);
}
