import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let admin: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  stranger = await signedInPerson(t);
});
afterAll(() => t.close());

const put = (url: string, who: Person, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const offersOf = (projectId: string, who = owner) => call('GET', `/rest/project/offers/${projectId}`, who);
const breakdownOf = (projectId: string, quantity: number, workingDays: number, who = owner) =>
  call(
    'GET',
    `/rest/project/offers/${projectId}/breakdown?quantity=${quantity}&workingDays=${workingDays}`,
    who,
  );

async function boardProject(name: string, spec: object = {}): Promise<string> {
  const projectId = await projectOf(t, owner, name);
  const saved = await call('POST', `/rest/project/pcb/${projectId}`, owner, spec);
  expect(saved.statusCode, saved.body).toBe(200);
  return projectId;
}

interface Cell {
  quantity: number;
  workingDays: number;
  netCents: number;
  unitNetCents: number;
  available: boolean;
  deliveryDate: string | null;
}
const cellOf = (cells: Cell[], quantity: number, workingDays: number) =>
  cells.find((cell) => cell.quantity === quantity && cell.workingDays === workingDays);

describe('offers of a bare board', () => {
  it('needs a saved PCB specification (409 OFFER.PCB_REQUIRED)', async () => {
    const projectId = await projectOf(t, owner, 'No board yet');
    const response = await offersOf(projectId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('OFFER.PCB_REQUIRED');
    // Choosing a cell of a board never specified says the same, not that an offer expired.
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 10,
    });
    expect(selected.statusCode).toBe(409);
    expect(selected.json().error.code).toBe('OFFER.PCB_REQUIRED');
  });

  it('prices the house default board at every quantity and lead time', async () => {
    const projectId = await boardProject('Default board');
    const response = await offersOf(projectId);
    expect(response.statusCode, response.body).toBe(200);
    const set = response.json();
    expect(set.quantities).toEqual([5, 10, 25, 50, 100, 250, 500, 1000]);
    expect(set.leadTimes.map((lead: { workingDays: number }) => lead.workingDays)).toEqual([
      20, 15, 10, 7, 5,
    ]);
    expect(set.cells).toHaveLength(40);
    expect(set.reviewNotes.map((note: { code: string }) => note.code)).toEqual([
      'BILLING_COUNTRY_MISSING',
      'BARE_BOARD',
    ]);
    // 100 × 100 mm, 2 layers, lead-free HASL, electrical test; 10 boards with the standard 30 % board margin:
    // setup 2500 × 1.3 = 3250; half a panel 1800 × 1.3 × 0.5 = 1170; lead-free HASL and the electrical
    // test 800 × 1.3 × 0.1 m² = 104 each: 4628. Parcel to the Netherlands 695 + 100 × 0.6 kg = 755.
    expect(cellOf(set.cells, 10, 20)).toMatchObject({
      netCents: 5383,
      unitNetCents: 538,
      available: true,
      estimated: false,
    });
    // 10 working days add 25 % of the board's 4628 = 1157.
    expect(cellOf(set.cells, 10, 10)?.netCents).toBe(5383 + 1157);
  });

  it('explains a cell line by line: customers see prices, administrators also cost and margin', async () => {
    const projectId = await boardProject('Explained board');
    await offersOf(projectId);
    const customerView = (await breakdownOf(projectId, 10, 20)).json();
    expect(
      customerView.lines.map((line: { code: string; amountCents: number }) => [line.code, line.amountCents]),
    ).toEqual([
      ['board.setup', 3250],
      ['board.panels', 1170],
      ['board.finish', 104],
      ['board.electricalTest', 104],
      // 20 working days carry no surcharge: no "0 % of" line.
      ['shipping.parcel', 695],
      ['shipping.weight', 60],
    ]);
    expect(customerView).toMatchObject({
      netCents: 5383,
      vat: { ratePercent: 21, reason: 'NL', amountCents: 1130 },
      totalCents: 6513,
    });
    expect(customerView.costCents).toBeUndefined();
    expect(customerView.lines.some((line: object) => 'costCents' in line)).toBe(false);
    expect(customerView.margins).toBeUndefined();
    expect(customerView).toMatchObject({ productionMode: 'pool', transitWorkingDays: 1 });
    expect(customerView.shipDate < customerView.deliveryDate).toBe(true);
    const staffView = (await breakdownOf(projectId, 10, 20, admin)).json();
    // Cost: 2500 + 900 + 80 + 80 + 695 + 60 = 4315.
    expect(staffView).toMatchObject({ costCents: 4315, marginCents: 5383 - 4315 });
    // Staff read each block's margin and the band it comes from.
    expect(staffView.margins).toEqual([
      { block: 'board', fromQuantity: 1, percent: 30 },
      { block: 'components', fromQuantity: 1, percent: 15 },
      { block: 'assembly', fromQuantity: 1, percent: 35 },
    ]);
  });

  it('keeps 8-layer boards out of 5 and 7 working days', async () => {
    const projectId = await boardProject('Eight layers', { layers: 8, stackupId: null });
    const cells = (await offersOf(projectId)).json().cells as (Cell & { unavailableReason: string })[];
    expect(cellOf(cells, 10, 7)).toMatchObject({
      available: false,
      unavailableReason: '8-layer boards need at least 10 working days',
    });
    const refused = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 5,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('OFFER.UNAVAILABLE');
  });
});

describe('an offer set follows its inputs', () => {
  it('is reused while nothing changed and computed again when the spec or a parameter changes', async () => {
    const projectId = await boardProject('Changing board');
    const first = (await offersOf(projectId)).json();
    expect((await offersOf(projectId)).json().offerSetId).toBe(first.offerSetId);
    await call('POST', `/rest/project/pcb/${projectId}`, owner, { surfaceFinish: 'ENIG' });
    const afterSpec = (await offersOf(projectId)).json();
    expect(afterSpec.offerSetId).not.toBe(first.offerSetId);
    // ENIG 3500 × 1.3 × 0.1 m² = 455 instead of lead-free HASL's 104.
    expect(cellOf(afterSpec.cells, 10, 20)?.netCents).toBe(5383 - 104 + 455);
    await put('/rest/admin/parameters/board.setup.layers2', admin, { value: 3000 });
    try {
      const afterParameter = (await offersOf(projectId)).json();
      // 500 more setup × 1.3 = 650.
      expect(cellOf(afterParameter.cells, 10, 20)?.netCents).toBe(5383 - 104 + 455 + 650);
    } finally {
      await put('/rest/admin/parameters/board.setup.layers2', admin, { value: 2500 });
    }
  });

  it('moves the delivery date when staff add a holiday', async () => {
    const projectId = await boardProject('Holiday board');
    const before = cellOf((await offersOf(projectId)).json().cells, 10, 5)?.deliveryDate as string;
    await call('POST', '/rest/admin/holidays', admin, { date: before, name: 'Unplanned closing' });
    try {
      const after = cellOf((await offersOf(projectId)).json().cells, 10, 5)?.deliveryDate as string;
      expect(after > before).toBe(true);
    } finally {
      await call('DELETE', `/rest/admin/holidays/${before}`, admin);
    }
  });
});

describe('selecting an offer', () => {
  it('keeps the chosen price although parameters change, until the customer requotes', async () => {
    const projectId = await boardProject('Selected board');
    await offersOf(projectId);
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json().selected).toEqual({ quantity: 10, workingDays: 20 });
    expect(selected.json().basketCount).toBeGreaterThanOrEqual(1);
    expect((await offersOf(projectId)).json().selected).toEqual({ quantity: 10, workingDays: 20 });
    await put('/rest/admin/parameters/board.panel.layers2', admin, { value: 2000 });
    try {
      expect((await breakdownOf(projectId, 10, 20)).json().netCents).toBe(5383);
      const requoted = await call('POST', '/rest/project/requoteNow', owner, { projectId });
      expect(requoted.statusCode, requoted.body).toBe(200);
      // 200 more a panel × 1.3 × 0.5 = 130.
      expect(cellOf(requoted.json().cells, 10, 20)?.netCents).toBe(5383 + 130);
      expect((await breakdownOf(projectId, 10, 20)).json().netCents).toBe(5383 + 130);
    } finally {
      await put('/rest/admin/parameters/board.panel.layers2', admin, { value: 1800 });
    }
  });

  it('refuses a selection from out-of-date offers and a lead time not offered', async () => {
    const projectId = await boardProject('Stale board');
    // Chosen before the offers were ever opened: they are not out of date, they do not exist yet.
    const early = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'OFFER.EXPIRED',
      message: 'This project has no offers yet: open its offers, then choose one',
    });
    await offersOf(projectId);
    await call('POST', `/rest/project/pcb/${projectId}`, owner, { layers: 4 });
    const stale = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('OFFER.EXPIRED');
    const odd = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 3,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.details.fields.workingDays).toBe('Working days must be one of 20, 15, 10, 7, 5');
  });

  it('reads a quantity only from a number, or from decimal text in a query', async () => {
    const projectId = await boardProject('Typed board');
    await offersOf(projectId);
    for (const [quantity, message] of [
      [true, 'Quantity must be a whole number'],
      [[10], 'Quantity must be a whole number'],
      ['abc', 'Quantity must be a whole number'],
      [null, 'Quantity must be a whole number'],
      [undefined, 'Quantity is required'],
      [10.5, 'Quantity must be a whole number'],
    ] as const) {
      const refused = await call('POST', '/rest/project/select-offer', owner, {
        projectId,
        quantity,
        workingDays: 20,
      });
      expect(refused.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(refused.json().error.details.fields.quantity).toBe(message);
    }
    expect((await breakdownOf(projectId, 10, 20)).statusCode).toBe(200);
  });

  it('shows another customer nothing (404)', async () => {
    const projectId = await boardProject('Private board');
    expect((await offersOf(projectId, stranger)).statusCode).toBe(404);
    expect((await breakdownOf(projectId, 10, 20, stranger)).statusCode).toBe(404);
    const select = await call('POST', '/rest/project/select-offer', stranger, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(select.statusCode).toBe(404);
  });
});

describe('an assembled board', () => {
  const SANGABOARD = sharedPath('fixtures/boards/sangaboard-v0.4');
  const upload = async (url: string, name: string, file: string) => {
    const body = multipartBody([{ name, data: readFileSync(path.join(SANGABOARD, file)) }]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('prices components from estimates, assembly per placement, and says which lines staff must confirm', async () => {
    const projectId = await boardProject('Sangaboard');
    await upload(`/rest/project/bomFileUpload/${projectId}`, 'bom_jlc.csv', 'bom_jlc.csv');
    await upload(`/rest/project/cplFileUpload/${projectId}`, 'pos_jlc.csv', 'pos_jlc.csv');
    const set = (await offersOf(projectId)).json();
    expect(set.cells.every((cell: { estimated: boolean }) => cell.estimated)).toBe(true);
    expect(set.reviewNotes.some((note: { code: string }) => note.code === 'COMPONENT_ESTIMATED')).toBe(true);
    const breakdown = (await breakdownOf(projectId, 10, 20)).json();
    const blocks = new Set(breakdown.lines.map((line: { block: string }) => line.block));
    expect([...blocks]).toEqual(['board', 'components', 'assembly', 'shipping']);
    const sum = breakdown.lines.reduce(
      (total: number, line: { amountCents: number }) => total + line.amountCents,
      0,
    );
    expect(sum).toBe(breakdown.netCents);
    expect(cellOf(set.cells, 10, 20)?.netCents).toBe(breakdown.netCents);
  });
});
