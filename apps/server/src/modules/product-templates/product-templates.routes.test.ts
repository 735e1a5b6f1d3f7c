import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';

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

const fourLayer = {
  name: 'Four-layer controller',
  description: 'ENIG, black mask, 1.6 mm',
  pcbSpec: { layers: 4, surfaceFinish: 'ENIG', solderMaskColor: 'black', widthMm: 80, heightMm: 60 },
  assembly: true,
  quantities: [100, 10, 25, 10],
};

describe('product templates in the back office', () => {
  it('are for administrators; customers may only read them', async () => {
    expect((await call('GET', '/rest/admin/product-templates', customer)).statusCode).toBe(403);
    expect((await call('POST', '/rest/admin/product-templates', customer, fourLayer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/rest/product-templates' })).statusCode).toBe(401);
  });

  it('store the spec complete, quantities ascending, names unique', async () => {
    const created = await call('POST', '/rest/admin/product-templates', admin, fourLayer);
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Four-layer controller',
      assembly: true,
      quantities: [10, 25, 100],
    });
    // Fields left out took the house defaults.
    expect(template.pcbSpec).toMatchObject({
      layers: 4,
      surfaceFinish: 'ENIG',
      material: 'FR4',
      thicknessMm: 1.6,
    });
    const twin = await call('POST', '/rest/admin/product-templates', admin, {
      ...fourLayer,
      name: 'four-layer controller',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.details.fields.name).toMatch(/exists already/);
    const list = (await call('GET', '/rest/product-templates', customer)).json().templates;
    expect(list.map((each: { name: string }) => each.name)).toContain('Four-layer controller');
  });

  it('refuse spec fields and quantities field by field', async () => {
    const response = await call('POST', '/rest/admin/product-templates', admin, {
      name: 'Impossible',
      pcbSpec: { layers: 3 },
      assembly: false,
      quantities: [],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual([
      'pcbSpec.layers',
      'quantities',
    ]);
    const tooBig = await call('POST', '/rest/admin/product-templates', admin, {
      name: 'Too big',
      pcbSpec: { widthMm: 900 },
      assembly: false,
      quantities: [5],
    });
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.json().error.details.fields)).toEqual(['pcbSpec.widthMm']);
  });

  it('are changed and removed; a missing one is 404', async () => {
    const created = (
      await call('POST', '/rest/admin/product-templates', admin, { ...fourLayer, name: 'To change' })
    ).json();
    const changed = await call('PUT', `/rest/admin/product-templates/${created.id}`, admin, {
      ...fourLayer,
      name: 'Changed',
      quantities: [50],
    });
    expect(changed.json()).toMatchObject({ name: 'Changed', quantities: [50] });
    expect((await call('DELETE', `/rest/admin/product-templates/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/admin/product-templates/${created.id}`, admin)).statusCode).toBe(404);
    const missing = await call('PUT', `/rest/admin/product-templates/${created.id}`, admin, fourLayer);
    expect(missing.statusCode).toBe(404);
  });
});

describe('starting a project from a template', () => {
  it('creates the project with the template’s spec saved and its smallest quantity intended', async () => {
    const template = (
      await call('POST', '/rest/admin/product-templates', admin, { ...fourLayer, name: 'Starter' })
    ).json();
    const started = await call('POST', `/rest/product-templates/${template.id}/project`, customer, {
      name: 'From the starter',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { projectId, name } = started.json();
    expect(name).toBe('From the starter');
    const spec = (await call('GET', `/rest/project/pcb/${projectId}`, customer)).json();
    expect(spec).toMatchObject({ saved: true, layers: 4, surfaceFinish: 'ENIG', quantity: 10 });
    const info = (await call('GET', `/rest/project/info/${projectId}`, customer)).json();
    expect(info).toMatchObject({ intendedQuantity: 10, status: 'pcb-specified' });
    // Offers are ready at once: the spec is saved.
    expect((await call('GET', `/rest/project/offers/${projectId}`, customer)).statusCode).toBe(200);
  });

  it('leaves nothing behind when the name is taken, and 404 for a missing template', async () => {
    const template = (await call('GET', '/rest/product-templates', customer)).json().templates[0];
    const first = await call('POST', `/rest/product-templates/${template.id}/project`, customer, {
      name: 'Twice',
    });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', `/rest/product-templates/${template.id}/project`, customer, {
      name: 'Twice',
    });
    expect(second.statusCode).toBe(409);
    const missing = await call('POST', '/rest/product-templates/999999/project', customer, {});
    expect(missing.statusCode).toBe(404);
  });
});
