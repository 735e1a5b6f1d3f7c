import { count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { mpnData } from '../../db/schema.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await buildUser(t, { roles: ['ADMIN'] });
  adminName = staff.user.username;
  admin = bearer((await signIn(t, staff.user.username, staff.password)).accessToken);
  const user = await buildUser(t);
  customer = bearer((await signIn(t, user.user.username, user.password)).accessToken);
});
afterAll(() => t.close());

const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/rest/mpn-data', headers: admin, payload });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

function upload(content: string | Buffer, field = 'file') {
  const body = multipart('parts.csv', content, field);
  return t.app.inject({
    method: 'POST',
    url: '/rest/mpn-data/import',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

const HEADER =
  'mpn,manufacturer,description,package,mountingStyle,priceBreaks,stock,leadTimeDays,lcsc,mouser,digikey,farnell,rs';
const recordCount = async () => (await t.ctx.db.select({ n: count() }).from(mpnData))[0]?.n ?? 0;

describe('POST /rest/mpn-data', () => {
  it('creates a record under the canonical manufacturer, with the package’s mounting style', async () => {
    const response = await save({
      mpn: 'TLV9001IDBVR',
      manufacturer: 'TI',
      description: 'Op amp, 1 MHz, rail-to-rail',
      package: 'SOT-23-5',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 48 },
        { quantity: 100, unitPriceCents: 21 },
      ],
      stock: 12000,
      leadTimeDays: 42,
      lcsc: 'C693210',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mpn: 'TLV9001IDBVR',
      manufacturer: 'Texas Instruments',
      package: 'SOT-23-5',
      mountingStyle: 'SMD',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 48 },
        { quantity: 100, unitPriceCents: 21 },
      ],
      stock: 12000,
      leadTimeDays: 42,
      lcsc: 'C693210',
      mouser: null,
      lastModifyBy: adminName,
    });
  });

  it('updates by id, and refuses a second record with the same MPN and manufacturer', async () => {
    const first = (await save({ mpn: 'NE555P', manufacturer: 'Texas Instruments', package: 'DIP-8' })).json();
    expect(first.mountingStyle).toBe('THT');
    const other = await save({ mpn: 'NE555P', manufacturer: 'STMicroelectronics' });
    expect(other.statusCode).toBe(200);
    const duplicate = await save({ mpn: 'ne 555p', manufacturer: 'ti' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details.fields.mpn).toBe(
      'An MPN record with this MPN and manufacturer already exists',
    );
    const updated = await save({
      id: first.id,
      mpn: 'NE555P',
      manufacturer: 'TI',
      mountingStyle: 'SMD',
      stock: 5,
    });
    expect(updated.json()).toMatchObject({ id: first.id, mountingStyle: 'SMD', package: null, stock: 5 });
    const missing = await save({ id: 99999999, mpn: 'NE555P-X' });
    expect(missing.statusCode).toBe(404);
  });

  it('checks price breaks and the other fields one by one', async () => {
    const response = await save({
      mpn: '',
      mountingStyle: 'SMT',
      stock: -3,
      priceBreaks: [
        { quantity: 10, unitPriceCents: 100 },
        { quantity: 5, unitPriceCents: 90 },
        { quantity: 0, unitPriceCents: -1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      mpn: 'MPN is required',
      mountingStyle: 'Mounting style is not valid',
      stock: 'Stock minimum is 0',
      'priceBreaks.1.quantity': 'Price break quantities must be ascending',
      'priceBreaks.2.quantity': 'Quantity minimum is 1',
      'priceBreaks.2.unitPriceCents': 'Unit price minimum is 0',
    });
  });
});

describe('lists and pick lists', () => {
  beforeAll(async () => {
    for (const mpn of ['BC847B', 'BC847C', 'BC857B', 'XBC847']) {
      await save({ mpn, manufacturer: 'Nexperia', description: 'NPN transistor 45 V', package: 'SOT-23' });
    }
  });

  it('pages, searches and sorts the admin list in SQL', async () => {
    const page = (await get('/rest/mpn-data?search=bc8&sortField=mpn&sortOrder=desc&pageSize=2')).json();
    expect(page.total).toBe(4);
    expect(page.items.map((item: { mpn: string }) => item.mpn)).toEqual(['XBC847', 'BC857B']);
    const byDescription = (await get('/rest/mpn-data?search=NPN%20transistor')).json();
    expect(byDescription.total).toBe(4);
  });

  it('offers at most 50 records whose MPN starts with the search', async () => {
    const response = await get('/rest/mpn-data/getSelectData?search=bc%20847', customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        value: expect.any(Number),
        label: 'BC847B — Nexperia',
        mpn: 'BC847B',
        manufacturer: 'Nexperia',
        package: 'SOT-23',
        mountingStyle: 'SMD',
      },
      {
        value: expect.any(Number),
        label: 'BC847C — Nexperia',
        mpn: 'BC847C',
        manufacturer: 'Nexperia',
        package: 'SOT-23',
        mountingStyle: 'SMD',
      },
    ]);
    const everything = (await get('/rest/mpn-data/getSelectData', customer)).json();
    expect(everything.length).toBe(Math.min(50, await recordCount()));
  });

  it('deletes a record', async () => {
    const created = await save({ mpn: 'DEL-1', manufacturer: 'Nexperia', package: 'SOT-23' });
    const url = `/rest/mpn-data/${created.json().id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe('CSV export and import', () => {
  it('exports every record as an attachment, neutralising formulas', async () => {
    await save({
      mpn: 'EVIL-1',
      manufacturer: 'Acme',
      description: "=cmd|' /C calc'!A0",
      package: '@SUM(1+1)',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 1250 },
        { quantity: 10, unitPriceCents: 980 },
      ],
    });
    const response = await get('/rest/mpn-data/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="mpn-data.csv"');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = response.body.split('\r\n').filter(Boolean);
    expect(header).toBe(HEADER);
    expect(lines.length).toBe(await recordCount());
    const evil = Papa.parse<string[]>(lines.find((line) => line.startsWith('EVIL-1')) ?? '').data[0];
    expect(evil).toEqual([
      'EVIL-1',
      'Acme',
      "'=cmd|' /C calc'!A0",
      "'@SUM(1+1)",
      '',
      '1:12.50;10:9.80',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('imports good rows (delimiter sniffed), creating and updating by MPN and manufacturer', async () => {
    const csv = [
      HEADER.replaceAll(',', ';'),
      'IMP-100;TI;Buck converter;SOT-23-6;;"1:0.95;10:0,80";500;14;;;;;',
      'IMP-200;;"Crystal; 8 MHz";HC-49;THT;;;;C12345;;;;',
      "IMP-150;Texas Instruments;'-5 V timer;;smd;1:0.30;;;;;;;",
    ].join('\n');
    // The record the third row updates, made here so the test stands alone.
    expect(
      (await save({ mpn: 'IMP-150', manufacturer: 'Texas Instruments', description: 'Old', stock: 7 }))
        .statusCode,
    ).toBe(200);
    const before = await recordCount();
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1 });
    expect(await recordCount()).toBe(before + 2);
    const rows = await t.ctx.db.select().from(mpnData).where(eq(mpnData.normalisedMpn, 'IMP-100'));
    expect(rows[0]).toMatchObject({
      manufacturer: 'Texas Instruments',
      mountingStyle: 'SMD',
      priceBreaks: [
        { quantity: 1, unitPriceCents: 95 },
        { quantity: 10, unitPriceCents: 80 },
      ],
      stock: 500,
      leadTimeDays: 14,
    });
    const [timer] = await t.ctx.db
      .select()
      .from(mpnData)
      .where(eq(mpnData.normalisedMpn, 'IMP-150'))
      .orderBy(mpnData.id);
    expect(timer).toMatchObject({ description: '-5 V timer', mountingStyle: 'SMD', stock: null });
  });

  it('writes nothing when one row is bad, and says which rows and why', async () => {
    const csv = [
      HEADER,
      'IMP-300,,Good row,,,,,,,,,,',
      'IMP-301,,Bad prices,,,10:1.00;5:2.00,,,,,,,',
      'IMP-302,,Bad style,,SMT,1:abc,many,,,,,,',
      'IMP-300,,Repeated,,,,,,,,,,',
    ].join('\r\n');
    const before = await recordCount();
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('3 rows are not valid; nothing was imported');
    expect(response.json().error.details).toEqual([
      { row: 3, message: 'Price break quantities must be ascending' },
      {
        row: 4,
        message:
          'Price breaks must look like 1:12.50;10:9.80 (quantity:unit price in EUR, at most two decimals); Mounting style is not valid; Stock is not valid',
      },
      { row: 5, message: 'Same MPN and manufacturer as row 2' },
    ]);
    expect(await recordCount()).toBe(before);
  });

  it('refuses a file without the columns, an empty file and a request without a file', async () => {
    const noColumns = await upload('part,qty\nR1,2\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().error.details[0]).toEqual({
      row: 1,
      message:
        'The file lacks the columns: mpn, manufacturer, description, package, mountingStyle, priceBreaks, stock, leadTimeDays, lcsc, mouser, digikey, farnell, rs',
    });
    expect((await upload(`${HEADER}\n`)).json().error.message).toBe('The file has no data rows');
    expect((await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).statusCode).toBe(400);
    const wrongField = await upload(`${HEADER}\nX,,,,,,,,,,,,\n`, 'attachment');
    expect(wrongField.json().error.details.fields.file).toBe('File is required');
  });

  it('imports its own export back unchanged', async () => {
    await save({
      mpn: 'ROUND-TRIP-1',
      manufacturer: 'Acme',
      priceBreaks: [{ quantity: 1, unitPriceCents: 5 }],
    });
    const exported = (await get('/rest/mpn-data/export')).body;
    const before = await t.ctx.db.select().from(mpnData).orderBy(mpnData.id);
    const response = await upload(exported);
    expect(response.json()).toEqual({ created: 0, updated: before.length });
    const after = await t.ctx.db.select().from(mpnData).orderBy(mpnData.id);
    const content = (rows: typeof before) =>
      rows.map(({ updatedAt: _u, lastModifyBy: _l, createdAt: _c, ...rest }) => rest);
    expect(content(after)).toEqual(content(before));
  });
});
