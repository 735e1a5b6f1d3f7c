import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadXlsx, readXlsx, type SheetSource, streamXlsx } from './spreadsheet-reader.ts';

const FIXTURES = sharedPath('fixtures/boms');

function tableOf(source: SheetSource) {
  // Trailing empty rows are where the two readers may differ; they are never component lines.
  return source.sheets.map((sheet) => {
    const rows = source.rowsOf(sheet).map((row) => {
      const cells = [...row];
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      return cells;
    });
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
  it.each(['1-click-bom/example.xlsx', 'sangaboard-v3-bom.xlsx'])('agree on %s', async (file) => {
    const data = readFileSync(path.join(FIXTURES, file));
    expect(tableOf(await readXlsx(data))).toEqual(tableOf(await loadXlsx(data)));
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
