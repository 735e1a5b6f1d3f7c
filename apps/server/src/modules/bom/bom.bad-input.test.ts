import { randomBytes } from 'node:crypto';
import * as SheetJs from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { newProject, projectRow, seedTestCatalog, TEST_BOM_CSV, uploadBom } from './bom.test-support.ts';

let t: TestApp;
let headers: Record<string, string>;
/** Has a good BOM: a refused upload must leave it exactly as it was. */
let withBom: string;
/** Has none: a refused upload must leave no line, no file row and no stored file. */
let withoutBom: string;
let goodBom: unknown;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t);
  ({ headers } = await signedInPerson(t));
  withBom = await newProject(t, headers);
  withoutBom = await newProject(t, headers);
  goodBom = (await uploadBom(t, headers, withBom, 'good.csv', TEST_BOM_CSV)).json();
});
afterAll(() => t.close());

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What an Office "encrypt with password" .xlsx is: an OLE container with the MS-OFFCRYPTO streams. */
function passwordProtectedXlsx(): Buffer {
  const container = SheetJs.CFB.utils.cfb_new();
  SheetJs.CFB.utils.cfb_add(container, '/EncryptionInfo', randomBytes(200));
  SheetJs.CFB.utils.cfb_add(container, '/EncryptedPackage', randomBytes(4096));
  return Buffer.from(SheetJs.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A valid .xlsx whose zip directory claims one entry unpacks to 300 MB. */
async function zipBombXlsx(): Promise<Buffer> {
  const data = await xlsx([
    ['Designator', 'Qty', 'MPN'],
    ['R1', 1, 'X'],
  ]);
  const entry = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  data.writeUInt32LE(300 * 1024 * 1024, entry + 24);
  return data;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  randomBytes(2048),
]);

const cases: [string, string, () => Buffer | string | Promise<Buffer>, number, string][] = [
  ['an empty file', 'bom.csv', () => '', 400, 'The file is empty'],
  ['a file of blank lines', 'bom.csv', () => '\r\n\r\n  \r\n', 400, 'The file is empty'],
  ['a binary renamed .csv', 'bom.csv', () => PNG, 400, 'This file is not a text or spreadsheet file'],
  [
    'a corrupt .xlsx (cut in half)',
    'bom.xlsx',
    async () =>
      (
        await xlsx([
          ['Designator', 'Qty'],
          ['R1', 1],
        ])
      ).subarray(0, 1500),
    400,
    'This file is damaged or is not a valid .xlsx spreadsheet',
  ],
  [
    'random bytes named .xlsx',
    'bom.xlsx',
    () => randomBytes(5000),
    400,
    'This file is damaged or is not a valid .xlsx spreadsheet',
  ],
  [
    'a password-protected .xlsx',
    'bom.xlsx',
    passwordProtectedXlsx,
    400,
    'This spreadsheet is password-protected: save it without a password and upload it again',
  ],
  [
    'an .xlsx that unpacks to 300 MB',
    'bom.xlsx',
    zipBombXlsx,
    400,
    'This spreadsheet unpacks to more than 100 MB: please upload a smaller BOM',
  ],
  [
    'a CSV without a recognisable header',
    'bom.csv',
    () => 'foo,bar\n1,2\n3,4\n',
    400,
    'No header row found: the file needs columns such as Designator, Quantity and MPN',
  ],
  [
    'a workbook without a recognisable header',
    'bom.xlsx',
    () =>
      xlsx([
        ['Colour', 'Size'],
        ['red', 'large'],
      ]),
    400,
    'No header row found: the file needs columns such as Designator, Quantity and MPN',
  ],
  [
    'a header without lines',
    'bom.csv',
    () => 'Designator,Qty,MPN\n,,\n',
    400,
    'The BOM has no component lines under its header row',
  ],
  [
    'a CSV with 50,000 lines',
    'bom.csv',
    () =>
      `Designator,Qty,MPN\n${Array.from({ length: 50_000 }, (_, i) => `R${i + 1},1,RC0603-${i}`).join('\n')}`,
    400,
    'The BOM has more than 20,000 lines: please split it',
  ],
  [
    'a PDF',
    'bom.pdf',
    () => '%PDF-1.7 ...',
    400,
    'Please upload the BOM as .xlsx, .xls, .ods, .csv, .tsv or .txt',
  ],
  [
    'a 25 MB file',
    'bom.csv',
    () => Buffer.alloc(25 * 1024 * 1024, 'a'),
    413,
    'The file is larger than 10 MB: please upload a smaller BOM',
  ],
];

describe('bad uploads: a clear 4xx and nothing half-saved', () => {
  it.each(cases)('%s', async (_name, fileName, content, status, message) => {
    const data = await content();
    for (const projectId of [withBom, withoutBom]) {
      const response = await uploadBom(t, headers, projectId, fileName, data);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(response.json().error.details.fields.file).toBe(message);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/rest/project/bom/${withBom}`, headers })).json(),
    ).toEqual(goodBom);
    expect(await storedFiles(t, withBom)).toHaveLength(1);
    expect((await projectRow(t, withBom)).status).toBe('bom-uploaded');
    const none = await t.app.inject({ method: 'GET', url: `/rest/project/bom/${withoutBom}`, headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({
      code: 'BOM.NOT_FOUND',
      message: 'No BOM has been uploaded for this project yet',
    });
    expect(await storedFiles(t, withoutBom)).toEqual([]);
    expect((await projectRow(t, withoutBom)).status).toBe('draft');
  });

  it('asks for a file when the multipart body has none under "file"', async () => {
    const body = multipart('bom.csv', TEST_BOM_CSV, 'attachment');
    const response = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${withoutBom}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please choose a BOM file to upload');
  });

  it('keeps formulas and HTML in cells as plain text', async () => {
    const csv = 'Designator,Qty,MPN,Description\nR1,1,"=cmd|\' /C calc\'!A0","<script>alert(1)</script>"\n';
    const response = await uploadBom(t, headers, withoutBom, 'bom.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().lines[0]).toMatchObject({
      mpn: "=cmd|' /C calc'!A0",
      description: '<script>alert(1)</script>',
    });
    await t.app.inject({ method: 'DELETE', url: `/rest/project/bom/${withoutBom}`, headers });
  });
});
