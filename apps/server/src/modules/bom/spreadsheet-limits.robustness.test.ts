import { describe, expect, it } from 'vitest';
import { zipOf } from '../gerbers/gerbers.test-support.ts';
import { PARSE_MESSAGES } from './bom-parser.ts';
import { withoutFarCells } from './sheet-xml.ts';
import { openBomFileInPool } from './spreadsheet-pool.ts';
import { measureStall, refusalOf } from './stall.test-support.ts';

/**
 * Small BOM files that claim huge tables: millions of lines, or a cell in the last column (XFD) of
 * every row. Before, every row came back to the request thread padded to its widest cell: a 10 MB CSV
 * held it 11.6 s, a 22 KB .xlsx 10.3 s, and two 45 KB .xlsx held both pool threads 30 s.
 */
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

const HEADER = `<row r="1">${cell('A1', 'Designator')}${cell('B1', 'Quantity')}${cell('C1', 'MPN')}</row>`;

/** An .xlsx of a BOM header and `rows` lines, each with a cell in column XFD (16,384). */
function wideXlsx(rows: number): Promise<Buffer> {
  const lines = [HEADER];
  for (let row = 2; row <= rows + 1; row += 1)
    lines.push(
      `<row r="${row}">${cell(`A${row}`, `R${row}`)}${cell(`C${row}`, 'RC0603')}${cell(`XFD${row}`, 'x')}</row>`,
    );
  return xlsxOfRows(lines);
}

/** A one-sheet .xlsx ("BOM") of the given `<row>` elements. */
function xlsxOfRows(lines: readonly string[]): Promise<Buffer> {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="BOM" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0"?><worksheet ${NS}><sheetData>${lines.join('')}</sheetData></worksheet>`,
    },
  ]);
}

/** The same as an .ods (read by SheetJS): the gap up to column XFD as one repeated empty cell. */
function wideOds(rows: number): Promise<Buffer> {
  const text = (value: string) =>
    `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
  const lines = [`<table:table-row>${text('Designator')}${text('Quantity')}${text('MPN')}</table:table-row>`];
  for (let row = 2; row <= rows + 1; row += 1)
    lines.push(
      `<table:table-row>${text(`R${row}`)}<table:table-cell/>${text('RC0603')}<table:table-cell table:number-columns-repeated="16380"/>${text('x')}</table:table-row>`,
    );
  return zipOf([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' },
    {
      name: 'META-INF/manifest.xml',
      data: '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/></manifest:manifest>',
    },
    {
      name: 'styles.xml',
      data: '<?xml version="1.0"?><office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.2"/>',
    },
    {
      name: 'content.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="BOM">${lines.join('')}</table:table></office:spreadsheet></office:body></office:document-content>`,
    },
  ]);
}

const widest = (tables: string[][]) => Math.max(...tables.map((row) => row.length));

describe('BOM files that claim huge tables', () => {
  it('refuses 5,000,000 lines in the pool thread, before handing anything back', async () => {
    const data = Buffer.from(`Designator,Quantity,MPN\n${'a\n'.repeat(5_000_000)}`);
    const { outcome, elapsedMs, longestStallMs } = await measureStall(() =>
      openBomFileInPool('many.csv', data),
    );
    expect(refusalOf(outcome)).toBe(PARSE_MESSAGES.tooManyLines);
    expect(elapsedMs).toBeLessThan(10_000);
    expect(longestStallMs).toBeLessThan(500);
  });

  it.each([
    ['.xlsx', 'wide.xlsx', () => wideXlsx(1500)],
    ['.ods', 'wide.ods', () => wideOds(1500)],
  ])(
    'reads 1,500 rows reaching column XFD (%s) no wider than 256 columns',
    async (_kind, name, build) => {
      const data = await build();
      const { outcome, elapsedMs, longestStallMs } = await measureStall(() => openBomFileInPool(name, data));
      if (outcome.status === 'rejected') throw outcome.reason;
      const rows = outcome.value.rowsOf(null);
      expect(rows[0]?.slice(0, 3)).toEqual(['Designator', 'Quantity', 'MPN']);
      expect(rows[1500]?.slice(0, 3)).toEqual(['R1501', '', 'RC0603']);
      expect(widest(rows)).toBeLessThanOrEqual(256);
      expect(elapsedMs).toBeLessThan(10_000);
      expect(longestStallMs).toBeLessThan(500);
    },
    60_000,
  );

  it('keeps a small CSV quick while two wide spreadsheets are read', async () => {
    const wide = await wideXlsx(6000);
    const started = performance.now();
    const wideReads = [openBomFileInPool('a.xlsx', wide), openBomFileInPool('b.xlsx', wide)];
    const small = await openBomFileInPool('bom.csv', Buffer.from('Designator,Quantity,MPN\nR1,1,RC0603\n'));
    const smallMs = performance.now() - started;
    expect(small.rowsOf(null)).toEqual([['Designator', 'Quantity', 'MPN'], ['R1', '1', 'RC0603'], ['']]);
    for (const read of await Promise.all(wideReads)) expect(read.rowsOf(null)).toHaveLength(6001);
    // Before: both wide reads ran out of their 30 s and the CSV waited for them.
    expect(smallMs).toBeLessThan(5000);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 90_000);

  it('refuses a sheet with a line far below the row limit rather than fill the rows between', async () => {
    const data = await xlsxOfRows([
      HEADER,
      `<row r="1048576">${cell('A1048576', 'R9')}${cell('C1048576', 'X')}</row>`,
    ]);
    const { outcome, longestStallMs } = await measureStall(() => openBomFileInPool('last.xlsx', data));
    expect(refusalOf(outcome)).toBe(PARSE_MESSAGES.tooManyLines);
    expect(longestStallMs).toBeLessThan(500);
  });
});

describe('worksheet XML without the cells past column IV', () => {
  it('drops only those cells, keeping the rest byte for byte', () => {
    const kept = '<row r="1"><c r="A1" t="inlineStr"><is><t>Ω µ</t></is></c><c r="IV1"><v>2</v></c>';
    const xml = Buffer.from(
      `${kept}<c r="IW1"/><c r="XFD1" t="s"><v>3</v></c></row><cols><col min="1"/></cols>`,
    );
    expect(withoutFarCells(xml).toString()).toBe(`${kept}</row><cols><col min="1"/></cols>`);
    const near = Buffer.from(kept);
    expect(withoutFarCells(near)).toBe(near);
  });
});
