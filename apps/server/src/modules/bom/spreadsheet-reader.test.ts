import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { loadXlsx, readXlsx, type SheetSource, streamXlsx } from './spreadsheet-reader.ts';

const FIXTURES = sharedPath('fixtures/boms');

function trimEnd(cells: string[]): string[] {
  const out = [...cells];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function tableOf(source: SheetSource) {
  // Trailing empty rows are where the two readers may differ; they are never component lines.
  return source.sheets.map((sheet) => {
    const rows = source.rowsOf(sheet).map(trimEnd);
    while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
    return { sheet, rows };
  });
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRows([['Assembly notes'], [], ['Wash after soldering']]);
  const bom = book.addWorksheet('BOM Ω');
  bom.addRow(['Designator', 'Qty', 'MPN', 'Comment']);
  bom.addRow([
    'R1, R2',
    { formula: '1+1', result: 2 },
    'RC0603',
    { richText: [{ text: 'rich ' }, { text: 'text' }] },
  ]);
  bom.getCell('A4').value = 'C1';
  bom.getCell('C4').value = { text: 'GRM188', hyperlink: 'https://example.test' };
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the two .xlsx readers', () => {
  it('read example.xlsx as the project’s own CSV export of the same BOM says', async () => {
    const data = readFileSync(path.join(FIXTURES, '1-click-bom/example.xlsx'));
    // The 1-click-bom project ships the same table as example.csv, read here by Papa Parse: 12 lines.
    const csv = Papa.parse<string[]>(
      readFileSync(path.join(FIXTURES, '1-click-bom/example.csv'), 'utf8').trim(),
    ).data;
    expect(csv).toHaveLength(12);
    const expected = [{ sheet: 'Sheet1', rows: csv.map((cells) => trimEnd(cells)) }];
    expect(tableOf(await readXlsx(data))).toEqual(expected);
    expect(tableOf(await loadXlsx(data))).toEqual(expected);
  });

  it('read sangaboard-v3-bom.xlsx: 29 rows with content, header first, total last', async () => {
    const data = readFileSync(path.join(FIXTURES, 'sangaboard-v3-bom.xlsx'));
    const streamed = await streamXlsx(data);
    if (!streamed) throw new Error('the streaming reader gave up');
    for (const source of [streamed, await loadXlsx(data)]) {
      const rows = source.rowsOf('Sheet1').filter((row) => row.some((cell) => cell !== ''));
      expect(source.sheets).toEqual(['Sheet1']);
      expect(rows).toHaveLength(29);
      expect(rows[0]).toEqual([
        'Reference',
        'QTY',
        'Manufacturer',
        'Part Number',
        'Digikey',
        'Mouser',
        'RS',
        'Farnell',
      ]);
      expect(rows[5]).toEqual([
        'C4, C8',
        '2',
        'Panasonic',
        'EEE-1CA100SR',
        'PCE3878CT-ND',
        '667EEE1CA100SR',
        '9206828',
        '9696920',
      ]);
      expect(trimEnd(rows[28] ?? [])).toEqual(['', '', '', '', '', '', '', '', 'Total parts:', '48']);
    }
  });

  it('leaves a workbook whose sheets come before workbook.xml to the whole-workbook reader', async () => {
    // LibreOffice wrote example.xlsx with xl/worksheets/sheet1.xml ahead of xl/workbook.xml.
    expect(await streamXlsx(readFileSync(path.join(FIXTURES, '1-click-bom/example.xlsx')))).toBeNull();
    expect((await readXlsx(readFileSync(path.join(FIXTURES, '1-click-bom/example.xlsx')))).sheets).toEqual([
      'Sheet1',
    ]);
  });

  it('agree on sheet order and names, formulas (cached result), rich text, links and gaps', async () => {
    const data = await workbook();
    const streamed = await streamXlsx(data);
    if (!streamed) throw new Error('the streaming reader gave up');
    expect(streamed.sheets).toEqual(['Notes', 'BOM Ω']);
    expect(tableOf(streamed)).toEqual(tableOf(await loadXlsx(data)));
    expect(streamed.rowsOf('BOM Ω')).toEqual([
      ['Designator', 'Qty', 'MPN', 'Comment'],
      ['R1, R2', '2', 'RC0603', 'rich text'],
      [],
      ['C1', '', 'GRM188'],
    ]);
  });
});
