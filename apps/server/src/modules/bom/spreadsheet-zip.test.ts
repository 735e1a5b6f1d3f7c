import { readFileSync } from 'node:fs';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { streamXlsx } from './spreadsheet-reader.ts';
import { repackWithinLimits } from './spreadsheet-zip.ts';

// aqplus_rev2_BOM.xlsx stores xl/worksheets/sheet1.xml before xl/sharedStrings.xml, as many tools do.
// Its one sheet holds 180 non-empty cells (what `unzip -p … sharedStrings.xml` and sheet1.xml give:
// every <c> element with a value).
const AQPLUS = sharedPath('fixtures/real/boms/aqplus_rev2_BOM.xlsx');

async function filledCells(data: Buffer): Promise<number> {
  const source = await streamXlsx(data);
  if (!source) return -1;
  return source.sheets.flatMap((sheet) => source.rowsOf(sheet).flat()).filter(Boolean).length;
}

describe('repacking a spreadsheet zip', () => {
  it('puts the shared strings before the worksheets, so the streaming reader always sees the text', async () => {
    const repacked = await repackWithinLimits(readFileSync(AQPLUS));
    const counts: number[] = [];
    // Before the reordering, about half of these reads gave a sheet of empty cells.
    for (let read = 0; read < 8; read += 1) counts.push(await filledCells(repacked));
    expect(counts).toEqual(Array(8).fill(180));
  });
});
