import { readFileSync } from 'node:fs';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const JLC = sharedPath('fixtures/boards/sangaboard-v0.4/bom_jlc.csv');

describe('uploading a BOM', () => {
  it('reads, classifies and matches the lines, stores the file and answers the parsed BOM', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    const response = await uploadBom(t, headers, projectId, 'test board.csv', TEST_BOM_CSV);
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(
      /^parse;dur=[\d.]+, match;dur=[\d.]+, save;dur=[\d.]+$/,
    );
    const bom = response.json();
    expect(bom.fileName).toBe('test board.csv');
    expect(bom.sheet).toBeNull();
    expect(bom.sheets).toEqual([]);
    expect(bom.headers).toEqual(['Ref', 'Menge', 'MPN', 'Hersteller', 'Gehäuse', 'Wert', 'Beschreibung']);
    expect(bom.mapping).toEqual({
      designators: 'Ref',
      quantity: 'Menge',
      mpn: 'MPN',
      manufacturer: 'Hersteller',
      description: 'Beschreibung',
      value: 'Wert',
      package: 'Gehäuse',
      dnp: null,
      fitted: null,
      lcsc: null,
      mouser: null,
      digikey: null,
      farnell: null,
      rs: null,
    });
    expect(bom.lines).toHaveLength(7);
    const [one, two, three, four, five, six, seven] = bom.lines;
    expect(one).toEqual({
      lineNo: 1,
      designators: ['R1', 'R2', 'R3', 'R4', 'R7'],
      quantity: 5,
      mpn: 'BHT-RES-10K',
      manufacturer: 'Acme Test Devices',
      description: 'resistor',
      value: '10kΩ',
      package: 'BHTEST-SMD2',
      mountingStyle: 'SMD',
      dnp: false,
      customerSupplied: false,
      status: 'warning',
      warnings: ['MPN BHT-RES-10K is also on line 6'],
    });
    expect(two).toMatchObject({
      designators: ['C1', 'C2'],
      quantity: 3,
      value: '1,5µF',
      status: 'warning',
      warnings: ['Quantity 3 does not match the 2 designators'],
    });
    expect(three).toMatchObject({ mountingStyle: 'THT', status: 'matched', warnings: [] });
    expect(four).toMatchObject({ mpn: 'BHT-UNKNOWN-1', manufacturer: null, status: 'unknown', warnings: [] });
    expect(five).toMatchObject({ designators: ['R8'], dnp: true, status: 'matched', warnings: [] });
    expect(six).toMatchObject({
      quantity: 1,
      status: 'warning',
      warnings: ['MPN BHT-RES-10K is also on line 1'],
    });
    expect(seven).toMatchObject({
      mountingStyle: 'THT',
      status: 'warning',
      warnings: ['Quantity 2 does not match the 1 designator'],
    });
    expect(bom.summary).toEqual({
      lines: 7,
      uniqueParts: 5,
      placements: 11,
      smdPlacements: 9,
      thtPlacements: 2,
      thtJoints: 8,
      dnpLines: 1,
      unknownLines: 1,
      warningLines: 4,
      sides: 'top',
    });
    expect(await storedFiles(t, projectId)).toHaveLength(1);
    expect((await projectRow(t, projectId)).status).toBe('bom-uploaded');
    expect((await get(`/rest/project/bom/${projectId}`, headers)).json()).toEqual(bom);
    const dominance = await post('/rest/project/checkSmbOrSmtIsHigher', headers, { projectId });
    expect(dominance.json()).toEqual({ dominant: 'SMD', smdPlacements: 9, thtPlacements: 2 });
  });

  it('reads the Sangaboard JLC fixture (28 lines, 66 placements counted by hand)', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    const bom = (await uploadBom(t, headers, projectId, 'bom_jlc.csv', readFileSync(JLC))).json();
    expect(bom.lines).toHaveLength(28);
    expect(bom.mapping).toMatchObject({
      designators: 'Designator',
      quantity: 'Qty',
      description: 'Comment',
      lcsc: 'LCSC',
    });
    expect(bom.summary.placements).toBe(66);
    // No MPN column: every line stays unknown until staff resolve it.
    expect(bom.summary.unknownLines).toBe(28);
  });

  it('replaces the previous BOM: old lines and old file go', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    await uploadBom(t, headers, projectId, 'first.csv', TEST_BOM_CSV);
    const [firstFile] = await storedFiles(t, projectId);
    const second = await uploadBom(
      t,
      headers,
      projectId,
      'second.csv',
      'Designator,Qty,MPN\nR1,1,BHT-RES-10K\n',
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().lines).toHaveLength(1);
    const files = await storedFiles(t, projectId);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(firstFile);
    expect(files[0]).toMatch(/\.csv$/);
    const bom = (await get(`/rest/project/bom/${projectId}`, headers)).json();
    expect(bom.fileName).toBe('second.csv');
    expect(bom.lines.map((line: { mpn: string }) => line.mpn)).toEqual(['BHT-RES-10K']);
  });
});

describe('re-reading with another sheet or mapping', () => {
  async function workbook(): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRows([['Assembly notes'], ['Wash after soldering']]);
    const assembly = book.addWorksheet('Assembly');
    assembly.addRows([
      ['Designator', 'Quantity', 'MPN', 'Comment'],
      [
        'R1, R2',
        { formula: '1+1', result: 2 },
        'BHT-RES-10K',
        { formula: 'UPPER("x")', result: 'cached text' },
      ],
      ['C1', 1, 'BHT-CAP-100N', "=cmd|' /C calc'!A0"],
    ]);
    book.addWorksheet('Spare').addRows([
      ['RefDes', 'Anzahl', 'Part Number'],
      ['J1', 1, 'BHT-CONN-4'],
      ['J2', 1, 'BHT-CONN-4'],
      ['J3', 1, 'BHT-CONN-4'],
    ]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('takes the first sheet with a header, reads cached formula results, and switches sheets', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    const uploaded = (await uploadBom(t, headers, projectId, 'board.xlsx', await workbook())).json();
    expect(uploaded.sheet).toBe('Assembly');
    expect(uploaded.sheets).toEqual(['Notes', 'Assembly', 'Spare']);
    expect(uploaded.lines[0]).toMatchObject({ quantity: 2, description: 'cached text' });
    expect(uploaded.lines[1].description).toBe("=cmd|' /C calc'!A0");

    const spare = await post('/rest/project/sheet', headers, { projectId, sheet: 'Spare' });
    expect(spare.statusCode).toBe(200);
    expect(spare.json()).toMatchObject({ sheet: 'Spare', headers: ['RefDes', 'Anzahl', 'Part Number'] });
    expect(spare.json().lines).toHaveLength(3);

    const notes = await post('/rest/project/sheet', headers, { projectId, sheet: 'Notes' });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().error.message).toBe(
      'No header row found: the file needs columns such as Designator, Quantity and MPN',
    );
    const missing = await post('/rest/project/sheet', headers, { projectId, sheet: 'Missing' });
    expect(missing.json().error.details.fields.sheet).toBe('This file has no sheet named "Missing"');
    const after = (await get(`/rest/project/bom/${projectId}`, headers)).json();
    expect(after.sheet).toBe('Spare');
    expect(after.lines).toHaveLength(3);
  });

  it('applies a corrected mapping and keeps it for later reads', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    await uploadBom(t, headers, projectId, 'test.csv', TEST_BOM_CSV);
    const corrected = await post('/rest/project/sheet', headers, {
      projectId,
      mapping: { description: 'Wert', value: null },
    });
    expect(corrected.statusCode).toBe(200);
    const bom = corrected.json();
    expect(bom.mapping).toMatchObject({ description: 'Wert', value: null, mpn: 'MPN' });
    expect(bom.lines[0]).toMatchObject({ description: '10kΩ', value: null });
    // The DNP marker now sits in the description and still counts.
    expect(bom.lines[4].dnp).toBe(true);
    expect((await get(`/rest/project/bom/${projectId}`, headers)).json().mapping.description).toBe('Wert');
    const again = await post('/rest/project/sheet', headers, { projectId, mapping: { mpn: 'Nope' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fields['mapping.mpn']).toBe('There is no column "Nope" in this sheet');
  });
});

describe('editing one line', () => {
  let headers: Record<string, string>;
  let projectId: string;
  // A fresh BOM for every test: each edit changes what the next one would find.
  beforeEach(async () => {
    ({ headers } = await signedInPerson(t));
    projectId = await newProject(t, headers);
    await uploadBom(t, headers, projectId, 'test.csv', TEST_BOM_CSV);
  });
  const update = (change: object) => post('/rest/bom/updatesinglebomline', headers, { projectId, ...change });

  it.each([
    [{ lineNo: 2, quantity: -1 }, 'quantity', 'Quantity minimum is 0'],
    [{ lineNo: 2, quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    [{ lineNo: 2, quantity: 100_001 }, 'quantity', 'Quantity maximum is 100000'],
    [{ lineNo: 2, mountingStyle: 'PRESSFIT' }, 'mountingStyle', 'Mounting style is not valid'],
    [{ lineNo: 2, mpn: 'x'.repeat(101) }, 'mpn', 'MPN maximum length is 100'],
    [{ lineNo: 0 }, 'lineNo', 'Line is not valid'],
  ])('refuses %j field by field', async (change, field, message) => {
    const response = await update(change);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[field]).toBe(message);
  });

  it('answers 404 for a line the BOM does not have', async () => {
    expect((await update({ lineNo: 99, quantity: 1 })).statusCode).toBe(404);
  });

  it('re-checks the line and the duplicates across lines', async () => {
    const response = await update({ lineNo: 6, mpn: 'bht-cap-100n' });
    expect(response.statusCode).toBe(200);
    expect(response.json().line).toMatchObject({
      lineNo: 6,
      mpn: 'bht-cap-100n',
      status: 'warning',
      warnings: ['MPN bht-cap-100n is also on line 2'],
    });
    expect(response.json().summary.warningLines).toBe(3);
    const lines = (await get(`/rest/project/bom/${projectId}`, headers)).json().lines;
    expect(lines[0]).toMatchObject({ status: 'matched', warnings: [] });
    expect(lines[1].warnings).toEqual([
      'Quantity 3 does not match the 2 designators',
      'MPN BHT-CAP-100N is also on line 6',
    ]);
  });

  it('expands typed designators, and a matching quantity clears the warning', async () => {
    const response = await update({ lineNo: 7, designators: 'J2-J3', quantity: 2 });
    expect(response.json().line).toMatchObject({
      designators: ['J2', 'J3'],
      quantity: 2,
      status: 'matched',
      warnings: [],
    });
  });

  it('keeps a chosen mounting style and flags a manufacturer the catalog does not list for the MPN', async () => {
    const style = await update({ lineNo: 4, mountingStyle: 'THT', customerSupplied: true });
    expect(style.json().line).toMatchObject({
      mountingStyle: 'THT',
      customerSupplied: true,
      status: 'unknown',
    });
    const maker = await update({ lineNo: 3, manufacturer: 'Other Corp' });
    expect(maker.json().line.warnings).toEqual([
      'The catalog lists BHT-CONN-4 from Acme Test Devices, not Other Corp',
    ]);
    const again = (await get(`/rest/project/bom/${projectId}`, headers)).json().lines[3];
    expect(again).toMatchObject({ mountingStyle: 'THT', customerSupplied: true });
  });
});

describe('over-long cells in a file', () => {
  it('are cut to what a line keeps, with a warning, so the line can be saved again', async () => {
    const { headers } = await signedInPerson(t);
    const projectId = await newProject(t, headers);
    const longMpn = `LONG-${'9'.repeat(300)}`;
    // An emoji straddles the description's limit: the cut keeps no half of it.
    const description = `${'d'.repeat(999)}😀 tail`;
    const csv = `Designator,Quantity,MPN,Description,LCSC\nR1,1,"${longMpn}","${description}",C${'1'.repeat(150)}\n`;
    const uploaded = await uploadBom(t, headers, projectId, 'long.csv', csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [line] = (await get(`/rest/project/bom/${projectId}`, headers)).json().lines;
    expect(line.mpn).toBe(longMpn.slice(0, 100));
    expect(line.description).toBe('d'.repeat(999));
    expect(line.warnings).toEqual(
      expect.arrayContaining([
        'MPN is longer than 100 characters: only its first 100 are kept',
        'Description is longer than 1000 characters: only its first 999 are kept',
        'LCSC part number is longer than 100 characters: only its first 100 are kept',
      ]),
    );
    const saved = await post('/rest/bom/updatesinglebomline', headers, {
      projectId,
      lineNo: line.lineNo,
      mpn: line.mpn,
      quantity: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
