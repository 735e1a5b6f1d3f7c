import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { newProject, projectRow, seedTestCatalog, TEST_BOM_CSV, uploadBom } from './bom.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const HOSTILE_CSV = [
  'Designator,Qty,MPN,Manufacturer,Description,Value',
  `R1,1,"=cmd|' /C calc'!A0",@SUM(A1),"<script>alert(1)</script>",+1V`,
  'R2,1,-2V,ATD,"=HYPERLINK(""http://example.test"")",plain',
].join('\n');

describe('exporting the parsed BOM', () => {
  let headers: Record<string, string>;
  let projectId: string;
  beforeAll(async () => {
    ({ headers } = await signedInPerson(t));
    projectId = await newProject(t, headers, 'Motor "driver"/v2: <test>');
    expect((await uploadBom(t, headers, projectId, 'hostile.csv', HOSTILE_CSV)).statusCode).toBe(200);
  });

  it('as CSV, with formula-like text neutralised and a safe file name', async () => {
    const response = await call('GET', `/rest/project/bom/${projectId}/export?format=csv`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Motor _driver_ v2_ _test_-bom\.csv";/,
    );
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Line',
      'Designators',
      'Quantity',
      'MPN',
      'Manufacturer',
      'Description',
      'Value',
      'Package',
      'Mounting',
      'DNP',
      'Customer supplied',
      'Status',
      'Warnings',
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual([
      '1',
      'R1',
      '1',
      "'=cmd|' /C calc'!A0",
      "'@SUM(A1)",
      '<script>alert(1)</script>',
      "'+1V",
    ]);
    expect(rows[2]?.slice(3, 7)).toEqual([
      "'-2V",
      'Acme Test Devices',
      `'=HYPERLINK("http://example.test")`,
      'plain',
    ]);
  });

  it('as XLSX, with plain string cells neutralised the same way', async () => {
    const response = await call('GET', `/rest/project/bom/${projectId}/export?format=xlsx`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="Motor _driver_ v2_ _test_-bom\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const mpn = sheet.getCell('D2');
    expect(mpn.type).toBe(ExcelJS.ValueType.String);
    expect(mpn.value).toBe("'=cmd|' /C calc'!A0");
    expect(sheet.getCell('E2').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('F2').value).toBe('<script>alert(1)</script>');
    expect(sheet.getCell('D3').value).toBe("'-2V");
    expect(sheet.getCell('F3').value).toBe(`'=HYPERLINK("http://example.test")`);
    expect(sheet.getCell('A2').value).toBe(1);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('refuses an unknown format', async () => {
    const response = await call('GET', `/rest/project/bom/${projectId}/export?format=pdf`, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.format).toBe('Format must be csv or xlsx');
  });
});

describe('deleting and copying', () => {
  it('deletes lines, file row and stored file; the project is a draft again', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    await uploadBom(t, headers, projectId, 'test.csv', TEST_BOM_CSV);
    expect((await call('DELETE', `/rest/project/bom/${projectId}`, headers)).statusCode).toBe(204);
    expect(await storedFiles(t, projectId)).toEqual([]);
    expect((await projectRow(t, projectId)).status).toBe('draft');
    const gone = await call('GET', `/rest/project/bom/${projectId}`, headers);
    expect(gone.json().error).toEqual({
      code: 'BOM.NOT_FOUND',
      message: 'No BOM has been uploaded for this project yet',
    });
    expect((await call('DELETE', `/rest/project/bom/${projectId}`, headers)).statusCode).toBe(404);
    const check = await call('POST', '/rest/project/checkSmbOrSmtIsHigher', headers, { projectId });
    expect(check.json()).toEqual({ dominant: 'NONE', smdPlacements: 0, thtPlacements: 0 });
  });

  it('copies the BOM lines and the file into a project copy, independent of the original', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers, 'Original');
    const original = (await uploadBom(t, headers, projectId, 'test.csv', TEST_BOM_CSV)).json();
    await call('POST', '/rest/bom/updatesinglebomline', headers, {
      projectId,
      lineNo: 4,
      customerSupplied: true,
    });
    const copy = await call('POST', '/rest/project/copyProject', headers, { projectId });
    expect(copy.statusCode).toBe(200);
    const copyId = copy.json().projectId;
    const copied = (await call('GET', `/rest/project/bom/${copyId}`, headers)).json();
    expect(copied.lines).toHaveLength(7);
    expect(copied.lines[3]).toMatchObject({ mpn: 'BHT-UNKNOWN-1', customerSupplied: true });
    expect(copied.summary).toEqual(original.summary);
    expect(copied.headers).toEqual(original.headers);
    expect((await projectRow(t, copyId)).status).toBe('bom-uploaded');
    const [copyFile] = await storedFiles(t, copyId);
    expect(copyFile).toMatch(new RegExp(`^projects/${(await projectRow(t, copyId)).id}/bom/`));
    expect((await call('DELETE', `/rest/project/bom/${copyId}`, headers)).statusCode).toBe(204);
    expect(await storedFiles(t, projectId)).toHaveLength(1);
    expect((await call('GET', `/rest/project/bom/${projectId}`, headers)).json().lines).toHaveLength(7);
  });
});

describe('access', () => {
  it('answers 404 to another customer on every BOM call, and lets an administrator read', async () => {
    const owner = await signedInPerson(t);
    const stranger = await signedInPerson(t);
    const admin = await signedInPerson(t, { roles: ['ADMIN'] });
    const projectId = await newProject(t, owner.headers);
    await uploadBom(t, owner.headers, projectId, 'test.csv', TEST_BOM_CSV);
    const attempts = [
      () => uploadBom(t, stranger.headers, projectId, 'mine.csv', TEST_BOM_CSV),
      () => call('GET', `/rest/project/bom/${projectId}`, stranger.headers),
      () => call('POST', '/rest/project/sheet', stranger.headers, { projectId, mapping: { mpn: null } }),
      () =>
        call('POST', '/rest/bom/updatesinglebomline', stranger.headers, {
          projectId,
          lineNo: 1,
          quantity: 9,
        }),
      () => call('POST', '/rest/project/checkSmbOrSmtIsHigher', stranger.headers, { projectId }),
      () => call('GET', `/rest/project/bom/${projectId}/export?format=csv`, stranger.headers),
      () => call('DELETE', `/rest/project/bom/${projectId}`, stranger.headers),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('The requested project is not found');
    }
    const untouched = (await call('GET', `/rest/project/bom/${projectId}`, owner.headers)).json();
    expect(untouched.lines[0].quantity).toBe(5);
    expect(untouched.mapping.mpn).toBe('MPN');

    expect((await call('GET', `/rest/project/bom/${projectId}`, admin.headers)).json().lines).toHaveLength(7);
    expect(
      (await call('GET', `/rest/project/bom/${projectId}/export?format=xlsx`, admin.headers)).statusCode,
    ).toBe(200);
    const dominance = await call('POST', '/rest/project/checkSmbOrSmtIsHigher', admin.headers, { projectId });
    expect(dominance.json().dominant).toBe('SMD');
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', '/rest/project/bom/P-26-000001', {})).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('lists the BOM calls with their answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/rest/project/bomFileUpload/{projectId}', 'post'],
      ['/rest/project/bom/{projectId}', 'get'],
      ['/rest/project/bom/{projectId}', 'delete'],
      ['/rest/project/sheet', 'post'],
      ['/rest/bom/updatesinglebomline', 'post'],
      ['/rest/project/checkSmbOrSmtIsHigher', 'post'],
      ['/rest/project/bom/{projectId}/export', 'get'],
    ] as const) {
      expect(document.paths[path], path).toHaveProperty(method);
    }
    const answer =
      document.paths['/rest/project/bom/{projectId}'].get.responses['200'].content['application/json'].schema;
    expect(answer.required).toEqual(
      expect.arrayContaining(['fileName', 'sheet', 'sheets', 'mapping', 'lines', 'summary', 'headers']),
    );
  });
});
