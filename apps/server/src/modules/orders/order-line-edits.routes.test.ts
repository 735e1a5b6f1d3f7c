import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { submitOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { bomLines, mpnData, projects } from '../../db/schema.ts';
import { findMpnRecords } from '../catalog/catalog-lookup.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
let order: { orderId: number; projectId: number };
/** An open project with the same parts: the catalog's lessons reach it. */
let nextBoard: number;
let opAmp: number;

type LineValues = Omit<typeof bomLines.$inferInsert, 'projectId' | 'lineNo' | 'status'> & {
  status?: 'matched' | 'unknown';
};

async function projectWithLines(name: string, lines: LineValues[]) {
  const key = await projectOf(t, customer, name);
  const [project] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, key));
  if (!project) throw new Error(`no project ${key}`);
  await t.ctx.db.insert(bomLines).values(
    lines.map((line, index) => ({
      status: 'unknown' as const,
      ...line,
      projectId: project.id,
      lineNo: index + 1,
    })),
  );
  return { key, id: project.id };
}

/** A project with these BOM lines, priced, selected and ordered by the customer (10 boards). */
async function orderWithLines(name: string, lines: LineValues[]) {
  const project = await projectWithLines(name, lines);
  expect((await call('POST', `/rest/project/pcb/${project.key}`, customer, {})).statusCode).toBe(200);
  expect((await call('GET', `/rest/project/offers/${project.key}`, customer)).statusCode).toBe(200);
  const selected = await call('POST', '/rest/project/select-offer', customer, {
    projectId: project.key,
    quantity: 10,
    workingDays: 20,
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const placed = await submitOrder(t, customer, project.key);
  return { orderId: placed.orderId, projectId: project.id };
}

const linkRecord = (body: object, who = staff) =>
  call('POST', '/rest/order/UpdateDictionaryProductIdData', who, body);
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
const changePackage = (values: Record<string, string | number>, who = staff) =>
  call('GET', `/rest/saveDataForChangeCasePackage?${query(values)}`, who);
const changeMounting = (values: Record<string, string | number>, who = staff) =>
  call('GET', `/rest/saveDataForChangeMountingStyle?${query(values)}`, who);
const staffView = async (orderId = order.orderId) =>
  (await call('GET', `/rest/order-info/${orderId}`, staff)).json();
const liveLine = async (projectId: number, lineNo: number) =>
  (
    await t.ctx.db
      .select()
      .from(bomLines)
      .where(and(eq(bomLines.projectId, projectId), eq(bomLines.lineNo, lineNo)))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  customer = await signedInPerson(t);
  const [record] = await t.ctx.db
    .insert(mpnData)
    .values({
      mpn: 'LE-LM358DR',
      normalisedMpn: 'LE-LM358DR',
      manufacturer: 'Texas Instruments',
      priceBreaks: [{ quantity: 1, unitPriceCents: 30 }],
      stock: 5,
    })
    .returning({ id: mpnData.id });
  opAmp = record?.id ?? 0;
  order = await orderWithLines('Line edits', [
    { mpn: 'le 2n3904', manufacturer: 'onsemi', designators: ['Q1', 'Q2'], quantity: 2 },
    { mpn: 'LE-LM358DR', designators: ['U1'], quantity: 1, mpnDataId: opAmp, status: 'matched' },
    { mpn: 'LE-NE555', designators: ['U2'], quantity: 1 },
    { mpn: null, description: 'Wire jumper', designators: ['J1'], quantity: 1 },
    { mpn: 'LE-BC547', package: 'TO-92', designators: ['Q3'], quantity: 1 },
  ]);
  nextBoard = (
    await projectWithLines('Next board', [
      { mpn: 'LE 2N3904', designators: ['Q9'], quantity: 1 },
      { mpn: 'le-ne555', designators: ['U9'], quantity: 1 },
      { mpn: 'LE-BC547', designators: ['Q8'], quantity: 1 },
    ])
  ).id;
});
afterAll(() => t.close());

describe('POST /rest/order/UpdateDictionaryProductIdData', () => {
  it('links the line, teaches its part number as an alias and matches the open projects again', async () => {
    const [timer] = await t.ctx.db
      .insert(mpnData)
      .values({ mpn: 'NE555DR', normalisedMpn: 'NE555DR', package: 'SOT-223', stock: 100 })
      .returning({ id: mpnData.id });
    const response = await linkRecord({ orderId: order.orderId, lineNo: 3, mpnDataId: timer?.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      orderId: order.orderId,
      line: { lineNo: 3, mpn: 'LE-NE555', package: 'SOT-223', mountingStyle: 'SMD', mpnDataId: timer?.id },
      rematchedLines: 1,
    });
    expect((await findMpnRecords(t.ctx.db, ['LE-NE555'])).get('LE-NE555')?.id).toBe(timer?.id);
    expect(await liveLine(order.projectId, 3)).toMatchObject({
      mpnDataId: timer?.id,
      package: 'SOT-223',
      mountingStyle: 'SMD',
      pins: 4,
      status: 'matched',
    });
    expect(await liveLine(nextBoard, 2)).toMatchObject({
      mpnDataId: timer?.id,
      package: 'SOT-223',
      status: 'matched',
    });

    const view = await staffView();
    // No price breaks on the record: staff must quote the part before buying it.
    expect(view.production.bomLines[2]).toMatchObject({
      lineNo: 3,
      mpnDataId: timer?.id,
      package: 'SOT-223',
      partsNeeded: 10,
      stock: 100,
      purchasing: 'ON_REQUEST',
    });
    expect(view.edits.at(-1)).toMatchObject({
      kind: 'UpdateDictionaryProductIdData',
      editedBy: 'Sam Staff',
      before: { lineNo: 3, mpnDataId: null, package: null, mountingStyle: null },
      after: { lineNo: 3, mpnDataId: timer?.id, package: 'SOT-223', mountingStyle: 'SMD' },
    });
  });

  it('answers 404 for an unknown order, line or MPN record and 400 naming a bad field', async () => {
    const unknownOrder = await linkRecord({ orderId: 999_999, lineNo: 1, mpnDataId: opAmp });
    expect(unknownOrder.statusCode).toBe(404);
    const unknownLine = await linkRecord({ orderId: order.orderId, lineNo: 99, mpnDataId: opAmp });
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json().error.message).toBe('The requested BOM line is not found');
    const unknownRecord = await linkRecord({ orderId: order.orderId, lineNo: 1, mpnDataId: 2_000_000_000 });
    expect(unknownRecord.statusCode).toBe(404);
    expect(unknownRecord.json().error.message).toBe('The requested MPN record is not found');
    const bad = await linkRecord({ orderId: order.orderId, lineNo: 0, mpnDataId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toMatchObject({
      lineNo: 'Line must be a BOM line number',
      mpnDataId: expect.stringContaining('MPN record'),
    });
  });
});

describe('GET /rest/saveDataForChangeCasePackage', () => {
  it('gives an unknown part a catalog record with the package, so the next board learns it', async () => {
    const response = await changePackage({ orderId: order.orderId, lineNo: 1, casePackage: 'SOT-23' });
    expect(response.statusCode, response.body).toBe(200);
    const created = (await findMpnRecords(t.ctx.db, ['LE2N3904'])).get('LE2N3904');
    expect(created).toMatchObject({
      mpn: 'le 2n3904',
      manufacturer: 'ON Semiconductor',
      package: 'SOT-23',
      mountingStyle: 'SMD',
      priceBreaks: [],
      stock: null,
    });
    expect(response.json()).toEqual({
      orderId: order.orderId,
      line: { lineNo: 1, mpn: 'le 2n3904', package: 'SOT-23', mountingStyle: 'SMD', mpnDataId: created?.id },
      rematchedLines: 1,
    });
    expect(await liveLine(order.projectId, 1)).toMatchObject({
      package: 'SOT-23',
      pins: 3,
      mpnDataId: created?.id,
    });
    expect(await liveLine(nextBoard, 1)).toMatchObject({
      mpnDataId: created?.id,
      package: 'SOT-23',
      mountingStyle: 'SMD',
      pins: 3,
      status: 'matched',
    });
    const view = await staffView();
    expect(view.production.bomLines[0]).toMatchObject({
      package: 'SOT-23',
      partsNeeded: 20,
      purchasing: 'ON_REQUEST',
    });
    expect(view.edits.at(-1)).toMatchObject({
      kind: 'saveDataForChangeCasePackage',
      before: { lineNo: 1, mpnDataId: null, package: null, mountingStyle: null },
      after: { lineNo: 1, mpnDataId: created?.id, package: 'SOT-23', mountingStyle: 'SMD' },
    });
  });

  it('teaches a linked record the package and keeps the mounting style for a name the table lacks', async () => {
    expect(
      (await changeMounting({ orderId: order.orderId, lineNo: 2, mountingStyle: 'SMD' })).statusCode,
    ).toBe(200);
    const response = await changePackage({ orderId: order.orderId, lineNo: 2, casePackage: 'Custom QFN-9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().line).toEqual({
      lineNo: 2,
      mpn: 'LE-LM358DR',
      package: 'Custom QFN-9',
      mountingStyle: 'SMD',
      mpnDataId: opAmp,
    });
    const [record] = await t.ctx.db.select().from(mpnData).where(eq(mpnData.id, opAmp));
    expect(record).toMatchObject({
      package: 'Custom QFN-9',
      mountingStyle: 'SMD',
      lastModifyBy: staff.user.id,
    });
    expect(await liveLine(order.projectId, 2)).toMatchObject({ package: 'Custom QFN-9', pins: null });
    // 10 boards need 10 op amps; the catalog holds 5.
    expect((await staffView()).production.bomLines[1]).toMatchObject({ stock: 5, purchasing: 'SHORT' });
  });

  it('changes a line without part number alone: there is nothing to teach', async () => {
    const records = await t.ctx.db.$count(mpnData);
    const response = await changePackage({ orderId: order.orderId, lineNo: 4, casePackage: '0805' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ line: { package: '0805', mpnDataId: null }, rematchedLines: 0 });
    expect(await t.ctx.db.$count(mpnData)).toBe(records);
  });

  it('names the field that is wrong', async () => {
    const missing = await changePackage({ orderId: order.orderId, lineNo: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.casePackage).toBe('Case package is required');
    const punctuation = await changePackage({ orderId: order.orderId, lineNo: 1, casePackage: '-.-' });
    expect(punctuation.statusCode).toBe(400);
    expect(punctuation.json().error.details.fields.casePackage).toBe(
      'Case package must contain a letter or a digit',
    );
    const line = await changePackage({ orderId: order.orderId, lineNo: 'two', casePackage: '0603' });
    expect(line.json().error.details.fields.lineNo).toBe('Line must be a BOM line number');
    expect((await changePackage({ orderId: 999_999, lineNo: 1, casePackage: '0603' })).statusCode).toBe(404);
    expect(
      (await changePackage({ orderId: order.orderId, lineNo: 42, casePackage: '0603' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /rest/saveDataForChangeMountingStyle', () => {
  it('sets the mounting style and teaches it to a new record for the part', async () => {
    const response = await changeMounting({ orderId: order.orderId, lineNo: 5, mountingStyle: 'THT' });
    expect(response.statusCode, response.body).toBe(200);
    const created = (await findMpnRecords(t.ctx.db, ['LE-BC547'])).get('LE-BC547');
    expect(created).toMatchObject({ package: 'TO-92', mountingStyle: 'THT' });
    expect(response.json()).toEqual({
      orderId: order.orderId,
      line: { lineNo: 5, mpn: 'LE-BC547', package: 'TO-92', mountingStyle: 'THT', mpnDataId: created?.id },
      rematchedLines: 1,
    });
    expect(await liveLine(nextBoard, 3)).toMatchObject({ package: 'TO-92', mountingStyle: 'THT', pins: 3 });
    expect((await staffView()).edits.at(-1)).toMatchObject({
      kind: 'saveDataForChangeMountingStyle',
      before: { lineNo: 5, mountingStyle: null, mpnDataId: null },
      after: { lineNo: 5, mountingStyle: 'THT', mpnDataId: created?.id },
    });
  });

  it('names a mounting style it does not know', async () => {
    const bad = await changeMounting({ orderId: order.orderId, lineNo: 5, mountingStyle: 'GLUE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.mountingStyle).toBe(
      'Mounting style must be one of SMD, THT, OTHER',
    );
  });
});

describe('who may edit which order', () => {
  it('refuses customers (403) and callers without a token (401)', async () => {
    const body = { orderId: order.orderId, lineNo: 1, mpnDataId: opAmp };
    expect((await linkRecord(body, customer)).statusCode).toBe(403);
    expect(
      (await changePackage({ orderId: order.orderId, lineNo: 1, casePackage: '0603' }, customer)).statusCode,
    ).toBe(403);
    expect(
      (await changeMounting({ orderId: order.orderId, lineNo: 1, mountingStyle: 'THT' }, customer))
        .statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/rest/saveDataForChangeMountingStyle?${query({ orderId: order.orderId, lineNo: 1, mountingStyle: 'THT' })}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await t.app.inject({
      method: 'POST',
      url: '/rest/order/UpdateDictionaryProductIdData',
      payload: body,
    });
    expect(anonymousPost.statusCode).toBe(401);
  });

  it('refuses a cancelled order with 409 and leaves it as it was', async () => {
    const cancelled = await orderWithLines('Cancelled board', [
      { mpn: 'LE-CANCEL-1', designators: ['R1'], quantity: 1 },
    ]);
    const moved = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: cancelled.orderId,
      status: 'CANCELLED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await changePackage({ orderId: cancelled.orderId, lineNo: 1, casePackage: '0603' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ORDER.ILLEGAL_TRANSITION');
    expect((await linkRecord({ orderId: cancelled.orderId, lineNo: 1, mpnDataId: opAmp })).statusCode).toBe(
      409,
    );
    const view = await staffView(cancelled.orderId);
    expect(view.production.bomLines[0]).toMatchObject({ package: null, mpnDataId: null });
    expect(view.edits).toEqual([]);
  });
});
