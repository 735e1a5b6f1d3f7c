import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(t);
});
afterAll(() => t.close());

const URL = '/rest/admin/house-stock';
const add = (payload: object, who = admin) => call('POST', URL, who, payload);
const list = async () => (await call('GET', URL, admin)).json().items as Entry[];

interface Entry {
  id: number;
  mpn: string | null;
  componentClass: string | null;
  package: string | null;
  value: string | null;
  note: string | null;
  createdBy: string | null;
}

describe('the house-stock list', () => {
  it('starts with the chip resistors and capacitors the migration seeds, of any value', async () => {
    const seeded = (await list()).map((entry) => [
      entry.componentClass,
      entry.package,
      entry.value,
      entry.mpn,
    ]);
    expect(seeded).toEqual([
      ['C', '0402', null, null],
      ['C', '0603', null, null],
      ['C', '0805', null, null],
      ['R', '0402', null, null],
      ['R', '0603', null, null],
      ['R', '0805', null, null],
    ]);
  });

  it('adds entries in the form matching compares, and removes them', async () => {
    const byMpn = await add({ mpn: ' grm155r71c104ka88 d ', note: 'Murata 100 nF on reel 12' });
    expect(byMpn.statusCode, byMpn.body).toBe(200);
    expect(byMpn.json()).toMatchObject({
      mpn: 'GRM155R71C104KA88D',
      componentClass: null,
      package: null,
      value: null,
      note: 'Murata 100 nF on reel 12',
      createdBy: admin.user.username,
    });
    // A KiCad footprint is kept as its package, a value in the one way every spelling meets.
    const inductor = await add({
      componentClass: 'L',
      package: 'L_0603_1608Metric',
      value: '10 µH',
      mpn: '',
    });
    expect(inductor.statusCode, inductor.body).toBe(200);
    expect(inductor.json()).toMatchObject({ componentClass: 'L', package: '0603', value: '10U', note: null });

    const after = await list();
    expect(after.map((entry) => entry.id)).toContain(byMpn.json().id);
    expect(after.at(-1)?.mpn).toBe('GRM155R71C104KA88D');

    expect((await call('DELETE', `${URL}/${inductor.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `${URL}/${inductor.json().id}`, admin)).statusCode).toBe(404);
    expect((await list()).some((entry) => entry.id === inductor.json().id)).toBe(false);
  });

  it('refuses a part that is on the list already with 409, naming the field', async () => {
    const again = await add({ componentClass: 'R', package: 'R_0603_1608Metric' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This part is on the house-stock list already',
      details: { fields: { package: 'This part is on the house-stock list already' } },
    });
    const covered = await add({ componentClass: 'C', package: '0402', value: '100nF' });
    expect(covered.statusCode).toBe(409);
    expect(covered.json().error.details.fields).toEqual({
      value: 'C 0402 of any value is on the house-stock list already',
    });
    await add({ mpn: 'RC0603FR-0710KL' });
    const sameMpn = await add({ mpn: 'rc0603fr-0710kl' });
    expect(sameMpn.statusCode).toBe(409);
    expect(sameMpn.json().error.details.fields).toEqual({
      mpn: 'This part is on the house-stock list already',
    });
    // The same value written another way is the same entry.
    expect((await add({ componentClass: 'D', package: 'SOD-123', value: '4k7' })).statusCode).toBe(200);
    expect((await add({ componentClass: 'D', package: 'SOD123', value: '4.7 k' })).statusCode).toBe(409);
  });

  it('answers 400 with one message per field for bad input', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        {},
        {
          mpn: 'Give an MPN, or a component class with a package',
          componentClass: 'Give an MPN, or a component class with a package',
        },
      ],
      [
        { mpn: 'LM358', componentClass: 'U' },
        { mpn: 'Give an MPN or a component class with a package, not both' },
      ],
      [{ componentClass: 'R' }, { package: 'Package is required with a component class' }],
      [{ componentClass: 'R', package: '--' }, { package: 'Package must contain a letter or a digit' }],
      [
        { package: '0603', value: '10k' },
        { componentClass: 'Component class is required with a package or value' },
      ],
      [{ componentClass: 'Resistor', package: '0603' }, { componentClass: 'Component class is not valid' }],
      [
        { mpn: 'X'.repeat(101), note: 'n'.repeat(201) },
        { mpn: 'MPN maximum length is 100', note: 'Note maximum length is 200' },
      ],
      [{ mpn: 'LM358\u0000' }, { mpn: 'MPN contains characters that are not allowed' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details.fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect((await call('DELETE', `${URL}/abc`, admin)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const [first] = await list();
    expect((await call('GET', URL, customer)).statusCode).toBe(403);
    expect((await add({ mpn: 'LM358' }, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `${URL}/${first?.id}`, customer)).statusCode).toBe(403);
    const anonymous = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect((await anonymous('GET', URL)).statusCode).toBe(401);
    expect((await anonymous('POST', URL, { mpn: 'LM358' })).statusCode).toBe(401);
    expect((await anonymous('DELETE', `${URL}/${first?.id}`)).statusCode).toBe(401);
    expect((await list()).some((entry) => entry.mpn === 'LM358')).toBe(false);
  });
});

describe('feeder loading of an offer', () => {
  const SANGABOARD = sharedPath('fixtures/boards/sangaboard-v0.4');
  const upload = async (owner: Person, url: string, file: string) => {
    const body = multipartBody([{ name: file, data: readFileSync(path.join(SANGABOARD, file)) }]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const feederLine = async (owner: Person, projectId: string) => {
    const breakdown = await call(
      'GET',
      `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`,
      owner,
    );
    expect(breakdown.statusCode, breakdown.body).toBe(200);
    return breakdown.json().lines.find((line: { code: string }) => line.code === 'assembly.feeders') as
      | { label: string; units: number; unit: string }
      | undefined;
  };

  it('leaves out the parts from the house stock, and counts them again once they leave it', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Sangaboard with house stock');
    expect((await call('POST', `/rest/project/pcb/${projectId}`, owner, {})).statusCode).toBe(200);
    await upload(owner, `/rest/project/bomFileUpload/${projectId}`, 'bom_jlc.csv');
    await upload(owner, `/rest/project/cplFileUpload/${projectId}`, 'pos_jlc.csv');

    // The Sangaboard's chip resistors (0603 and 0805) and capacitors (0805) are house stock: 6 distinct
    // resistors (10K 0603 is on two lines) and 4 capacitors; 28 BOM lines make 27 distinct parts.
    const withStock = await feederLine(owner, projectId);
    expect(withStock).toMatchObject({
      label: 'Feeder loading per distinct part (27 parts; 10 from house stock need none)',
      units: 17,
      unit: 'feeder',
    });

    for (const entry of await list()) await call('DELETE', `${URL}/${entry.id}`, admin);
    const without = await feederLine(owner, projectId);
    expect(without).toMatchObject({ label: 'Feeder loading per distinct part', units: 27, unit: 'feeder' });
  }, 60_000);
});
