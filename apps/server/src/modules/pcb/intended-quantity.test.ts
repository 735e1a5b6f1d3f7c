import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';

/** The project's intended quantity is the PCB spec's quantity until the customer changes one of them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
}, 60_000);
afterAll(() => t.close());

const savePcb = async (projectId: string, quantity?: number) => {
  const response = await call(
    'POST',
    `/rest/project/pcb/${projectId}`,
    customer,
    quantity === undefined ? {} : { quantity },
  );
  expect(response.statusCode, response.body).toBe(200);
};
const setIntended = async (projectId: string, intendedQuantity: number | null) => {
  const response = await call('POST', '/rest/project/information', customer, { projectId, intendedQuantity });
  expect(response.statusCode, response.body).toBe(200);
};
const intended = async (projectId: string): Promise<number | null> =>
  (await call('GET', `/rest/project/info/${projectId}`, customer)).json().intendedQuantity;
const pcbQuantity = async (projectId: string): Promise<number> =>
  (await call('GET', `/rest/project/pcb/${projectId}`, customer)).json().quantity;

describe('intended quantity and the PCB spec’s quantity', () => {
  it('follows the spec’s quantity while the customer has not set one apart', async () => {
    const projectId = await projectOf(t, customer, 'Follows the spec');
    expect(await intended(projectId)).toBeNull();
    await savePcb(projectId, 40);
    expect(await intended(projectId)).toBe(40);
    await savePcb(projectId, 75);
    expect(await intended(projectId)).toBe(75);
    // A save without a quantity stores the default (10): the intended quantity is still the spec's.
    await savePcb(projectId);
    expect(await pcbQuantity(projectId)).toBe(10);
    expect(await intended(projectId)).toBe(10);
  });

  it('keeps an intended quantity the customer changed apart from the spec', async () => {
    const projectId = await projectOf(t, customer, 'Own intended quantity');
    await savePcb(projectId, 40);
    await setIntended(projectId, 500);
    await savePcb(projectId, 60);
    expect(await intended(projectId)).toBe(500);
    expect(await pcbQuantity(projectId)).toBe(60);
    // Set back to the spec's quantity, the two are one again and move together.
    await setIntended(projectId, 60);
    await savePcb(projectId, 80);
    expect(await intended(projectId)).toBe(80);
    // Cleared, the next spec save fills it again.
    await setIntended(projectId, null);
    await savePcb(projectId, 90);
    expect(await intended(projectId)).toBe(90);
  });

  it('keeps an intended quantity set before the first spec, which the unsaved spec starts from', async () => {
    const projectId = await projectOf(t, customer, 'Intended first');
    await setIntended(projectId, 250);
    expect(await pcbQuantity(projectId)).toBe(250);
    await savePcb(projectId, 100);
    expect(await intended(projectId)).toBe(250);
  });

  it('starts the unsaved spec from the defaults when the intended quantity is beyond what a spec takes', async () => {
    const projectId = await projectOf(t, customer, 'Huge intended');
    await setIntended(projectId, 5_000_000);
    expect(await pcbQuantity(projectId)).toBe(10);
  });

  it('changes nothing when the spec save is refused', async () => {
    const projectId = await projectOf(t, customer, 'Refused spec');
    await savePcb(projectId, 40);
    const refused = await call('POST', `/rest/project/pcb/${projectId}`, customer, { quantity: 0 });
    expect(refused.statusCode).toBe(400);
    expect(await intended(projectId)).toBe(40);
  });
});
