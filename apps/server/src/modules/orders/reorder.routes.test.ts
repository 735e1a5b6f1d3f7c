import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { submitOrder } from '../../../test/orders.ts';
import { caller, type Person, share, signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';
import {
  expectFreshOffers,
  expectSameBoard,
  POS_JLC,
  sangaboardProject,
} from '../projects/project-copy.test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let sourceKey: string;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  // One ordered Sangaboard for every test: uploading and analysing it takes seconds.
  sourceKey = await sangaboardProject(t, owner, 'Sangaboard ordered');
  expect((await call('GET', `/rest/project/offers/${sourceKey}`, owner)).statusCode).toBe(200);
  const selected = await call('POST', '/rest/project/select-offer', owner, {
    projectId: sourceKey,
    quantity: 10,
    workingDays: 20,
  });
  expect(selected.statusCode, selected.body).toBe(200);
  orderId = (await submitOrder(t, owner, sourceKey)).orderId;
}, 120_000);
afterAll(() => t.close());

const reorder = (who: Person, id = orderId) => call('POST', '/rest/order/reorder', who, { orderId: id });

describe('Order again', () => {
  it('copies the ordered project with every file into a new project priced afresh', async () => {
    const response = await reorder(owner);
    expect(response.statusCode, response.body).toBe(200);
    const { projectId: copyKey, name } = response.json();
    expect(name).toBe('Sangaboard ordered (copy)');
    expect(copyKey).not.toBe(sourceKey);
    await expectSameBoard(t, owner, sourceKey, copyKey);
    await expectFreshOffers(t, owner, copyKey);
    // The copy is a project to work on: not ordered, its board can be changed.
    const info = (await call('GET', `/rest/project/info/${copyKey}`, owner)).json();
    expect(info).toMatchObject({ name, ownerId: owner.user.id });
    expect(info.status).not.toBe('ordered');
    expect((await call('POST', `/rest/project/pcb/${copyKey}`, owner, { layers: 4 })).statusCode).toBe(200);
    // The order stays as it was.
    expect((await call('GET', `/rest/order/${orderId}`, owner)).json().projectId).toBe(sourceKey);
  });

  it('lets a team member copy the order into a project of their own', async () => {
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const response = await reorder(member);
    expect(response.statusCode, response.body).toBe(200);
    const info = (await call('GET', `/rest/project/info/${response.json().projectId}`, member)).json();
    expect(info.ownerId).toBe(member.user.id);
  });

  it('refuses a team member who may not create projects', async () => {
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    await t.ctx.db.update(users).set({ createProjectsFlag: false }).where(eq(users.id, member.user.id));
    const response = await reorder(member);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TEAM.CREATE_PROJECTS_DENIED');
  });

  it('answers 404 to a stranger, to someone the project is shared with, and for an unknown order', async () => {
    const stranger = await signedInPerson(t);
    const sharedWith = await signedInPerson(t);
    await share(t, owner, sourceKey, sharedWith, 'edit');
    for (const response of [
      await reorder(stranger),
      await reorder(sharedWith),
      await reorder(owner, 999_999),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toMatch(/NOT_FOUND$/);
    }
  });

  it('answers 404 once the project is deleted, and an earlier copy keeps its files', async () => {
    const copyKey = (await reorder(owner)).json().projectId;
    expect((await call('DELETE', `/rest/project/${sourceKey}`, owner)).statusCode).toBe(204);
    const refused = await reorder(owner);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toMatch(/NOT_FOUND$/);
    const placements = await call('GET', `/rest/get-file/centroid?projectId=${copyKey}`, owner);
    expect(placements.rawPayload.equals(POS_JLC)).toBe(true);
    const picture = await call('GET', `/rest/project/pcb/${copyKey}/gerbers/preview/top.svg`, owner);
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toMatch(/^<svg[\s>]/);
    expect((await call('GET', `/rest/project/bom/${copyKey}`, owner)).json().lines).toHaveLength(28);
  });
});
