import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await signedInPerson(t, { roles: ['ADMIN'] });
  adminName = staff.user.username;
  admin = staff.headers;
  customer = (await signedInPerson(t)).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('case packages', () => {
  it('creates, lists, updates and deletes a case package, recording the editor', async () => {
    const created = await call('POST', '/rest/case-package', admin, {
      name: 'QFN-88',
      mountingStyle: 'SMD',
      pins: 88,
      description: 'Quad flat no-lead, 88 pads',
    });
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({
      name: 'QFN-88',
      mountingStyle: 'SMD',
      pins: 88,
      description: 'Quad flat no-lead, 88 pads',
      lastModifyBy: adminName,
    });

    const page = (await call('GET', '/rest/case-package?search=qfn-8&pageSize=5', admin)).json();
    // QFN-88 and the seeded QFN-8? No: the seed has QFN-16…72 only, so "qfn-8" finds just the new one.
    expect(page.items.map((item: { name: string }) => item.name)).toEqual(['QFN-88']);
    expect(page.total).toBe(1);

    const updated = await call('POST', '/rest/case-package', admin, {
      id: record.id,
      name: 'QFN-88',
      mountingStyle: 'SMD',
      pins: 89,
    });
    expect(updated.json()).toMatchObject({ id: record.id, pins: 89, description: null });

    expect((await call('DELETE', `/rest/case-package/${record.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/case-package/${record.id}`, admin)).statusCode).toBe(404);
  });

  it('sorts and pages in SQL', async () => {
    const byPinsDesc = (
      await call('GET', '/rest/case-package?sortField=pins&sortOrder=desc&pageSize=2', admin)
    ).json();
    // The seed's largest fixed pin count is BGA-484.
    expect(byPinsDesc.items.map((item: { name: string }) => item.name)).toEqual(['BGA-484', 'BGA-324']);
    const first = (await call('GET', '/rest/case-package?search=sot-23&pageSize=3', admin)).json();
    const second = (
      await call('GET', '/rest/case-package?search=sot-23&pageSize=3&pageNumber=1', admin)
    ).json();
    // SOT-23, SOT-23-3, SOT-23-5, SOT-23-6, SOT-23-8, TSOT-23, TSOT-23-5, TSOT-23-6, TSOT-23-8
    expect(first.total).toBe(9);
    expect(first.items.map((item: { name: string }) => item.name)).toEqual([
      'SOT-23',
      'SOT-23-3',
      'SOT-23-5',
    ]);
    expect(second.items.map((item: { name: string }) => item.name)).toEqual([
      'SOT-23-6',
      'SOT-23-8',
      'TSOT-23',
    ]);
  });

  it('refuses a name that matches an existing one once normalised, with 409', async () => {
    const response = await call('POST', '/rest/case-package', admin, {
      name: 'sot_23',
      mountingStyle: 'SMD',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.fields.name).toBe('A case package with this name already exists');
  });

  it('answers field messages for bad input', async () => {
    const response = await call('POST', '/rest/case-package', admin, {
      name: ' ',
      mountingStyle: 'SMT',
      pins: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      name: 'Name is required',
      mountingStyle: 'Mounting style is not valid',
      pins: 'Pins minimum is 0',
    });
    const missing = await call('POST', '/rest/case-package', admin, {
      id: 999999,
      name: 'LGA-99',
      mountingStyle: 'SMD',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('feeds the pick list and the sorted list', async () => {
    const options = (await call('GET', '/rest/case-package/getSelectData', customer)).json();
    const sot23 = options.find((option: { label: string }) => option.label === 'SOT-23');
    expect(sot23).toEqual({ value: expect.any(Number), label: 'SOT-23', mountingStyle: 'SMD' });
    const sorted = (await call('GET', '/rest/case-package/sorted', admin)).json().items;
    expect(sorted.length).toBe(options.length);
    const names = sorted.map((item: { name: string }) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(sorted[0]).toMatchObject({ name: '01005', mountingStyle: 'SMD', pins: 2, lastModifyBy: null });
  });
});

describe('manufacturers', () => {
  it('creates with aliases, renames, keeps aliases and deletes', async () => {
    const created = await call('POST', '/rest/createManfList?manfList=Acme%20Semiconductor', admin, {
      aliases: ['ACME', 'Acme Semi', 'acme'],
    });
    expect(created.statusCode).toBe(200);
    // "acme" repeats "ACME" once normalised and is dropped.
    expect(created.json()).toMatchObject({
      listText: 'Acme Semiconductor',
      aliases: ['ACME', 'Acme Semi'],
      lastModifyBy: adminName,
    });
    const id = created.json().id;

    const renamed = await call(
      'POST',
      `/rest/updateManfList?id=${id}&manfList=Acme%20Devices&lastModifyBy=mallory`,
      admin,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id,
      listText: 'Acme Devices',
      aliases: ['ACME', 'Acme Semi'],
      lastModifyBy: adminName,
    });

    const listed = (await call('GET', '/rest/manufacturerList?search=acme%20semi', customer)).json();
    expect(listed.map((entry: { listText: string }) => entry.listText)).toEqual(['Acme Devices']);

    expect((await call('POST', '/rest/deleteManufList', admin, { id })).statusCode).toBe(204);
    expect((await call('POST', '/rest/deleteManufList', admin, { id })).statusCode).toBe(404);
  });

  it('lists every manufacturer by name for signed-in users', async () => {
    const list = (await call('GET', '/rest/manufacturerList', customer)).json();
    expect(list.length).toBeGreaterThanOrEqual(60);
    const names = list.map((entry: { listText: string }) => entry.listText.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(
      list.find((entry: { listText: string }) => entry.listText === 'Texas Instruments').aliases,
    ).toContain('TI');
  });

  it('refuses a name or alias another manufacturer already has, with 409', async () => {
    const sameName = await call('POST', '/rest/createManfList?manfList=texas%20instruments', admin);
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe('The manufacturer Texas Instruments already exists');
    const aliasAsName = await call('POST', '/rest/createManfList?manfList=TI', admin);
    expect(aliasAsName.statusCode).toBe(409);
    expect(aliasAsName.json().error.message).toBe('TI is already a name of Texas Instruments');
    const takenAlias = await call('POST', '/rest/createManfList?manfList=Tiny%20Instruments', admin, {
      aliases: ['T.I.'],
    });
    expect(takenAlias.statusCode).toBe(409);
    expect(takenAlias.json().error.details.fields.aliases).toBe(
      'The alias T.I. is already a name of Texas Instruments',
    );
  });

  it('answers field messages for a missing name', async () => {
    const response = await call('POST', '/rest/createManfList', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.manfList).toBe('Manufacturer is required');
  });
});

describe('word mappings', () => {
  it('lists one kind, creates, updates and deletes', async () => {
    const page = (await call('GET', '/rest/word-mappings?kind=cpl&search=mid&sortField=word', admin)).json();
    expect(page.items.map((item: { word: string; field: string }) => [item.word, item.field])).toEqual([
      ['Mid X', 'x'],
      ['Mid Y', 'y'],
    ]);
    const created = await call('POST', '/rest/word-mappings', admin, {
      kind: 'cpl',
      word: 'Bestückungsseite oben',
      field: 'side',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      kind: 'cpl',
      word: 'Bestückungsseite oben',
      field: 'side',
      lastModifyBy: adminName,
    });
    const id = created.json().id;
    const updated = await call('POST', '/rest/word-mappings', admin, {
      id,
      kind: 'cpl',
      word: 'Seite oben',
      field: 'side',
    });
    expect(updated.json()).toMatchObject({ id, word: 'Seite oben' });
    expect((await call('DELETE', `/rest/word-mappings/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/word-mappings/${id}`, admin)).statusCode).toBe(404);
  });

  it('names the fields of each kind', async () => {
    expect((await call('GET', '/rest/word-mappings/fields?kind=cpl', admin)).json()).toEqual([
      'designator',
      'x',
      'y',
      'rotation',
      'side',
      'value',
      'package',
    ]);
    expect((await call('GET', '/rest/word-mappings/fields?kind=bom', admin)).json()).toContain(
      'manufacturer',
    );
  });

  it('refuses a field of the other kind and a word that is mapped already', async () => {
    const wrongField = await call('POST', '/rest/word-mappings', admin, {
      kind: 'cpl',
      word: 'Hersteller',
      field: 'manufacturer',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details.fields).toEqual({ field: 'Field is not valid' });
    // "QTY" is "Qty" once normalised.
    const duplicate = await call('POST', '/rest/word-mappings', admin, {
      kind: 'bom',
      word: 'QTY',
      field: 'quantity',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details.fields.word).toBe('This word is mapped already');
    const punctuation = await call('POST', '/rest/word-mappings', admin, {
      kind: 'bom',
      word: '#',
      field: 'mpn',
    });
    expect(punctuation.json().error.details.fields.word).toBe('Word must contain a letter or a digit');
  });
});

describe('access', () => {
  const adminCalls: [Method, string][] = [
    ['GET', '/rest/case-package'],
    ['GET', '/rest/case-package/sorted'],
    ['POST', '/rest/case-package'],
    ['DELETE', '/rest/case-package/1'],
    ['GET', '/rest/mpn-data'],
    ['POST', '/rest/mpn-data'],
    ['DELETE', '/rest/mpn-data/1'],
    ['GET', '/rest/mpn-data/export'],
    ['POST', '/rest/mpn-data/import'],
    ['POST', '/rest/createManfList?manfList=X'],
    ['POST', '/rest/updateManfList?id=1&manfList=X'],
    ['POST', '/rest/deleteManufList'],
    ['GET', '/rest/word-mappings'],
    ['GET', '/rest/word-mappings/fields'],
    ['POST', '/rest/word-mappings'],
    ['DELETE', '/rest/word-mappings/1'],
    ['GET', '/rest/unknown-components'],
    ['POST', '/rest/unknown-components/resolve'],
  ];

  it.each(adminCalls)('%s %s answers 403 to a customer and 401 without a token', async (method, url) => {
    expect((await call(method, url, customer, {})).statusCode).toBe(403);
    expect((await call(method, url, {}, {})).statusCode).toBe(401);
  });

  it.each([
    ['GET', '/rest/case-package/getSelectData'],
    ['GET', '/rest/mpn-data/getSelectData'],
    ['GET', '/rest/manufacturerList'],
  ] as [Method, string][])('%s %s is open to customers and closed without a token', async (method, url) => {
    expect((await call(method, url, customer)).statusCode).toBe(200);
    expect((await call(method, url, {})).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every catalog call with its schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/rest/case-package',
      '/rest/case-package/sorted',
      '/rest/case-package/getSelectData',
      '/rest/case-package/{id}',
      '/rest/mpn-data',
      '/rest/mpn-data/getSelectData',
      '/rest/mpn-data/{id}',
      '/rest/mpn-data/export',
      '/rest/mpn-data/import',
      '/rest/manufacturerList',
      '/rest/createManfList',
      '/rest/updateManfList',
      '/rest/deleteManufList',
      '/rest/word-mappings',
      '/rest/word-mappings/fields',
      '/rest/word-mappings/{id}',
      '/rest/unknown-components',
      '/rest/unknown-components/resolve',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const saveMpn = document.paths['/rest/mpn-data'].post.requestBody.content['application/json'].schema;
    expect(saveMpn.required).toContain('mpn');
    expect(Object.keys(document.paths['/rest/mpn-data/import'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
  });
});
