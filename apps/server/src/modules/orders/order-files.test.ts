import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { selectedProject } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { gerberUploads, orders, projects } from '../../db/schema.ts';
import { sangaboardZip, waitForAnalysis } from '../gerbers/gerbers.test-support.ts';

/**
 * An order needs its manufacturing files (issue: after the sale): a bare board its Gerbers, an
 * assembly also its placement file, unless staff waived them on the project.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let customer: Person;
let stranger: Person;
let staff: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  customer = await signedInPerson(t);
  stranger = await signedInPerson(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});
afterAll(() => t.close());

const BOARD = sharedPath('fixtures/boards/sangaboard-v0.4');
const submit = (projectId: string) =>
  call('POST', '/rest/project/submit-order', customer, { projectId, idempotencyKey: randomUUID() });
const upload = (url: string, name: string, data: Buffer) => {
  const body = multipartBody([{ name, data }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...customer.headers, ...body.headers },
    payload: body.payload,
  });
};
const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
};

async function ordersOf(projectKey: string) {
  const [project] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectKey));
  return t.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.projectId, project?.id ?? 0));
}

/** A finished analysis as the Gerber job leaves it, without running one (its figures unmeasured). */
async function finishedGerbers(projectKey: string) {
  const [project] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectKey));
  if (!project) throw new Error(`no project ${projectKey}`);
  await t.ctx.db.insert(gerberUploads).values({
    jobId: randomUUID(),
    projectId: project.id,
    status: 'done',
    storageKey: `projects/${project.id}/gerbers/test`,
    fileCount: 9,
    sizeBytes: 1000,
    uploadedBy: customer.user.id,
  });
}

/** A project with the Sangaboard's BOM (so its offer includes assembly), `files` added, offer selected. */
async function assemblyProject(name: string, files: { placement?: boolean; gerbers?: 'real' | 'row' }) {
  const projectId = await projectOf(t, customer, name);
  await expectOk(
    upload(
      `/rest/project/bomFileUpload/${projectId}`,
      'bom.csv',
      readFileSync(path.join(BOARD, 'bom_jlc.csv')),
    ),
  );
  if (files.placement) {
    await expectOk(
      upload(
        `/rest/project/cplFileUpload/${projectId}`,
        'pos.csv',
        readFileSync(path.join(BOARD, 'pos_jlc.csv')),
      ),
    );
  }
  if (files.gerbers === 'real') {
    const gerbers = await upload(
      `/rest/project/pcb/${projectId}/gerbers`,
      'sangaboard.zip',
      await sangaboardZip(),
    );
    expect(gerbers.statusCode, gerbers.body).toBe(202);
    expect((await waitForAnalysis(t, customer, projectId)).json().status).toBe('done');
  }
  if (files.gerbers === 'row') await finishedGerbers(projectId);
  await expectOk(call('POST', `/rest/project/pcb/${projectId}`, customer, {}));
  await expectOk(call('GET', `/rest/project/offers/${projectId}`, customer));
  await expectOk(
    call('POST', '/rest/project/select-offer', customer, { projectId, quantity: 10, workingDays: 20 }),
  );
  return projectId;
}

describe('ordering without the manufacturing files', () => {
  it('refuses a bare board without Gerbers, names them, and writes no order', async () => {
    const projectId = await selectedProject(t, customer, 'Bare, no Gerbers', { waived: false });
    const status = (await call('GET', `/rest/project/order-files/${projectId}`, customer)).json();
    expect(status).toEqual({ isAssembly: false, missing: ['gerbers'], waiver: null });

    const refused = await submit(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'ORDER.FILES_MISSING',
      message: 'Upload the Gerber files before ordering',
      details: { missing: ['gerbers'] },
    });
    expect(await ordersOf(projectId)).toEqual([]);
    // Still in the basket: nothing of the submit was kept.
    const basket = (await call('GET', '/rest/basket', customer)).json();
    expect(basket.items.map((item: { projectId: string }) => item.projectId)).toContain(projectId);
  });

  it('refuses an assembly without placement file and Gerbers, naming both', async () => {
    const projectId = await assemblyProject('Assembly, nothing', {});
    const refused = await submit(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ORDER.FILES_MISSING');
    expect(refused.json().error.message).toBe(
      'Upload the placement file and the Gerber files before ordering',
    );
    expect(refused.json().error.details).toEqual({ missing: ['placement', 'gerbers'] });
    expect(await ordersOf(projectId)).toEqual([]);
  });

  it('refuses an assembly with Gerbers but no placement file, naming only that', async () => {
    const projectId = await assemblyProject('Assembly, Gerbers only', { gerbers: 'row' });
    const refused = await submit(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Upload the placement file before ordering');
    expect(await ordersOf(projectId)).toEqual([]);
  });

  it('takes an assembly order with its placement file and analysed Gerbers', async () => {
    const projectId = await assemblyProject('Assembly, complete', { placement: true, gerbers: 'real' });
    const status = (await call('GET', `/rest/project/order-files/${projectId}`, customer)).json();
    expect(status).toEqual({ isAssembly: true, missing: [], waiver: null });
    const placed = await submit(projectId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await ordersOf(projectId)).map((order) => order.id)).toEqual([placed.json().orderId]);
  }, 60_000);

  it('takes a bare board whose Gerbers are analysed', async () => {
    const projectId = await projectOf(t, customer, 'Bare, with Gerbers');
    await finishedGerbers(projectId);
    await expectOk(call('POST', `/rest/project/pcb/${projectId}`, customer, {}));
    await expectOk(call('GET', `/rest/project/offers/${projectId}`, customer));
    await expectOk(
      call('POST', '/rest/project/select-offer', customer, { projectId, quantity: 10, workingDays: 20 }),
    );
    expect((await submit(projectId)).statusCode).toBe(200);
  });
});

describe('staff’s waiver', () => {
  const waive = (who: Person, body: object) => call('POST', '/rest/admin/project/files-waiver', who, body);

  it('lets the order go ahead without files, keeping who, when and why; taking it back applies the rule again', async () => {
    const projectId = await assemblyProject('Assembly, waived', {});
    const waived = await waive(staff, { projectId, waived: true, note: 'Files come by e-mail' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({
      isAssembly: true,
      missing: [],
      waiver: { note: 'Files come by e-mail' },
    });
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    expect(row).toMatchObject({ filesWaivedBy: staff.user.id, filesWaiverNote: 'Files come by e-mail' });
    expect(row?.filesWaivedAt).toBeInstanceOf(Date);
    // The customer sees the waiver too (the basket's notice goes away).
    const seen = (await call('GET', `/rest/project/order-files/${projectId}`, customer)).json();
    expect(seen.missing).toEqual([]);
    expect(seen.waiver.waivedBy).toBe(`${staff.user.firstname} ${staff.user.lastname}`);

    const back = await waive(staff, { projectId, waived: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ isAssembly: true, missing: ['placement', 'gerbers'], waiver: null });
    const [cleared] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    expect(cleared).toMatchObject({ filesWaivedBy: null, filesWaivedAt: null, filesWaiverNote: null });
    expect((await submit(projectId)).statusCode).toBe(409);

    await waive(staff, { projectId, waived: true, note: 'Files come by e-mail after all' });
    const placed = await submit(projectId);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('is refused to customers (the project’s owner too), needs a note, and 404s an unknown project', async () => {
    const projectId = await selectedProject(t, customer, 'Not waived by its owner', { waived: false });
    for (const who of [customer, stranger]) {
      const refused = await waive(who, { projectId, waived: true, note: 'I promise' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('AUTH.FORBIDDEN');
    }
    const noNote = await waive(staff, { projectId, waived: true, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details.fields.note).toMatch(/Note is required/);
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
    expect(row?.filesWaivedAt).toBeNull();
    const unknown = await waive(staff, { projectId: 'P-26-999999', waived: true, note: 'Why not' });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a project’s files to those who see it only', async () => {
    const projectId = await selectedProject(t, customer, 'Files seen by its owner', { waived: false });
    expect((await call('GET', `/rest/project/order-files/${projectId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/rest/project/order-files/${projectId}`, staff)).statusCode).toBe(200);
  });
});
