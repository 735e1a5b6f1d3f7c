import { HOUSE_DEFAULT_PCB_SPEC, HOUSE_PCB_DIMENSIONS } from '@boardhouse/shared/pcb/presets';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { SEEDED_DEFAULTS, SEEDED_RANGES } from './pcb.test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  customer = await signedInPerson(t);
});
afterAll(() => t.close());

const put = (url: string, who: Person, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });

const DIMENSIONS_URL = '/rest/admin/pcb-dimensions';
const DEFAULTS_URL = '/rest/admin/pcb-default-data';

describe('the seeded PCB data', () => {
  it('serves the house defaults and ranges with the option lists', async () => {
    expect((await call('GET', '/rest/getSafePcbData', customer)).json()).toEqual(SEEDED_DEFAULTS);
    const dimensions = (await call('GET', '/rest/project/getPcbDimensions', customer)).json();
    expect(dimensions.dimensions).toEqual(SEEDED_RANGES);
    expect(dimensions.options.layers).toEqual([1, 2, 4, 6, 8, 10, 12]);
    expect(dimensions.options.thicknessMm).toEqual([0.4, 0.6, 0.8, 1, 1.2, 1.6, 2, 2.4]);
    expect(dimensions.options.material).toEqual(['FR4', 'FR4_TG155', 'FR4_TG170', 'ALUMINIUM', 'ROGERS']);
    expect(dimensions.options.solderMaskColor).toContain('matte-black');
    expect(dimensions.options.stackupId).toContain('4L-1.6-std');
  });

  it('keeps the seeded rows single when the seed runs again', async () => {
    const { seedPcbData } = await import('./pcb.service.ts');
    await seedPcbData(t.ctx.db);
    const dimensions = (await call('GET', '/rest/project/getPcbDimensions', customer)).json();
    expect(dimensions.dimensions).toHaveLength(7);
  });
});

describe('the administrator', () => {
  // Each test starts from the house data again, so it passes alone and in any order.
  afterEach(async () => {
    await put(DEFAULTS_URL, admin, HOUSE_DEFAULT_PCB_SPEC);
    await put(DIMENSIONS_URL, admin, { dimensions: [...HOUSE_PCB_DIMENSIONS] });
  });

  it('has its calls in the OpenAPI document with their body schemas', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/rest/admin/pcb-default-data'].put.requestBody).toBeDefined();
    expect(paths['/rest/admin/pcb-dimensions'].put.requestBody).toBeDefined();
    expect(paths['/rest/project/pcb/{id}'].post.requestBody).toBeDefined();
  });

  it('is the only one who may change defaults and ranges', async () => {
    const defaults = await put(DEFAULTS_URL, customer, HOUSE_DEFAULT_PCB_SPEC);
    expect(defaults.statusCode).toBe(403);
    const dimensions = await put(DIMENSIONS_URL, customer, { dimensions: [...HOUSE_PCB_DIMENSIONS] });
    expect(dimensions.statusCode).toBe(403);
  });

  it('changes the defaults that getSafePcbData and new specs use', async () => {
    const changed = { ...HOUSE_DEFAULT_PCB_SPEC, solderMaskColor: 'black', quantity: 50 };
    const response = await put(DEFAULTS_URL, admin, changed);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/rest/getSafePcbData', customer)).json()).toEqual(changed);
    const projectId = await projectOf(t, customer, 'New defaults');
    const saved = await call('POST', `/rest/project/pcb/${projectId}`, customer, { layers: 4 });
    expect(saved.json()).toMatchObject({ solderMaskColor: 'black', quantity: 50, layers: 4 });
  });

  it('refuses defaults that are not a whole spec', async () => {
    const { stackupId: _left, ...partial } = HOUSE_DEFAULT_PCB_SPEC;
    const response = await put(DEFAULTS_URL, admin, { ...partial, layers: 5 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual(['layers', 'stackupId']);
  });

  it('narrows the ranges and the save enforces them, naming the range', async () => {
    const ranges = [
      { field: 'widthMm', min: 10, max: 300 },
      { field: 'heightMm', min: 10, max: 200 },
    ];
    const response = await put(DIMENSIONS_URL, admin, { dimensions: ranges });
    expect(response.statusCode).toBe(200);
    expect(response.json().dimensions).toEqual(ranges);
    expect((await call('GET', '/rest/project/getPcbDimensions', customer)).json().dimensions).toEqual(ranges);

    const projectId = await projectOf(t, customer, 'Too wide');
    const refused = await call('POST', `/rest/project/pcb/${projectId}`, customer, {
      widthMm: 350,
      heightMm: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      widthMm: 'Width must be between 10 and 300 mm',
      heightMm: 'Height must be between 10 and 200 mm',
    });
    const check = await call('POST', `/rest/project/pcb-check/${projectId}`, customer, { widthMm: 350 });
    expect(check.json()).toEqual({
      ok: false,
      findings: [
        {
          field: 'widthMm',
          severity: 'error',
          code: 'PCB.OUT_OF_RANGE',
          message: 'Width must be between 10 and 300 mm',
        },
      ],
    });
    expect(
      (await call('POST', `/rest/project/pcb/${projectId}`, customer, { widthMm: 300 })).statusCode,
    ).toBe(200);
  });

  it('refuses a range list with a field twice or a maximum below the minimum', async () => {
    const twice = await put(DIMENSIONS_URL, admin, {
      dimensions: [
        { field: 'quantity', min: 1, max: 10 },
        { field: 'quantity', min: 1, max: 20 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details.fields).toEqual({ 'dimensions.1.field': 'quantity is listed twice' });
    const inverted = await put(DIMENSIONS_URL, admin, {
      dimensions: [{ field: 'quantity', min: 10, max: 1 }],
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.details.fields).toEqual({
      'dimensions.0.max': 'Maximum must not be smaller than the minimum',
    });
  });

  it('refuses defaults outside the ranges', async () => {
    await put(DIMENSIONS_URL, admin, { dimensions: [{ field: 'widthMm', min: 10, max: 300 }] });
    const response = await put(DEFAULTS_URL, admin, { ...HOUSE_DEFAULT_PCB_SPEC, widthMm: 400 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ widthMm: 'Width must be between 10 and 300 mm' });
  });
});
