import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { offerSelections, offerSets, projects } from '../../db/schema.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const basketOf = async (who: Person) => {
  const response = await call('GET', '/rest/basket', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A bare board (the house default spec) with its offers read, as the Offers step does. */
async function boardProject(owner: Person, name: string): Promise<string> {
  const projectId = await projectOf(t, owner, name);
  const saved = await call('POST', `/rest/project/pcb/${projectId}`, owner, {});
  expect(saved.statusCode, saved.body).toBe(200);
  return projectId;
}

async function selectOffer(owner: Person, projectId: string, quantity: number, workingDays: number) {
  const offers = await call('GET', `/rest/project/offers/${projectId}`, owner);
  expect(offers.statusCode, offers.body).toBe(200);
  const selected = await call('POST', '/rest/project/select-offer', owner, {
    projectId,
    quantity,
    workingDays,
  });
  expect(selected.statusCode, selected.body).toBe(200);
  return offers.json() as { validUntil: string };
}

/** Puts the selection's "added" moment at `iso`, so the order of the basket does not hang on the clock. */
async function addedAt(projectId: string, iso: string) {
  const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  await t.ctx.db
    .update(offerSelections)
    .set({ createdAt: new Date(iso) })
    .where(eq(offerSelections.projectId, row.id));
  return row.id;
}

const NONE = { netCents: 0, vatCents: 0, totalCents: 0 };
// The house default board, 10 pieces in 20 working days, to the Netherlands (offers.routes.test.ts works
// it out): net 5383, 21 % Dutch VAT 1130, total 6513. In 10 working days 25 % of the board's 4628 more:
// net 6540, VAT 6540 × 0.21 = 1373.4 → 1373, total 7913.
const TEN_IN_20 = { netCents: 5383, vatCents: 1130, totalCents: 6513 };
const TEN_IN_10 = { netCents: 6540, vatCents: 1373, totalCents: 7913 };

describe('GET /rest/basket', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/basket' });
    expect(response.statusCode).toBe(401);
  });

  it('is empty for a customer who selected nothing', async () => {
    const someone = await signedInPerson(t);
    await boardProject(someone, 'Not selected yet');
    expect(await basketOf(someone)).toEqual({ items: [], totals: NONE, count: 0 });
  });

  it('lists a project once its offer is selected, priced from the selection', async () => {
    const owner = await signedInPerson(t);
    const projectId = await boardProject(owner, 'Basket board');
    const offers = await selectOffer(owner, projectId, 10, 20);
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, owner)
    ).json();
    const basket = await basketOf(owner);
    expect(basket.count).toBe(1);
    expect(basket.items).toEqual([
      {
        projectId,
        name: 'Basket board',
        quantity: 10,
        workingDays: 20,
        shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        deliveryDate: breakdown.deliveryDate,
        ...TEN_IN_20,
        validUntil: offers.validUntil,
        expired: false,
        expiredReason: null,
        bomStatus: { text: 'No BOM (bare boards)', bStatus: true },
        openBomLines: null,
        isOwn: true,
        dateCreated: expect.any(String),
        dateAddedToBasket: expect.any(String),
      },
    ]);
    expect(basket.items[0].deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The parcel arrives after the boards leave the house.
    expect(basket.items[0].shipDate < basket.items[0].deliveryDate).toBe(true);
    expect(basket.totals).toEqual(TEN_IN_20);
  });

  it('adds up the items, newest addition first', async () => {
    const owner = await signedInPerson(t);
    const first = await boardProject(owner, 'First in');
    const second = await boardProject(owner, 'Second in');
    await selectOffer(owner, first, 10, 20);
    await selectOffer(owner, second, 10, 10);
    await addedAt(first, '2026-03-01T10:00:00.000Z');
    await addedAt(second, '2026-03-02T10:00:00.000Z');
    const basket = await basketOf(owner);
    expect(basket.items.map((item: { projectId: string }) => item.projectId)).toEqual([second, first]);
    expect(basket.items[1].dateAddedToBasket).toBe('2026-03-01T10:00:00.000Z');
    expect(basket.totals).toEqual({
      netCents: 5383 + 6540,
      vatCents: 1130 + 1373,
      totalCents: 6513 + 7913,
    });
    expect(basket.items[0]).toMatchObject(TEN_IN_10);
  });

  it('lists an expired offer but leaves it out of the totals', async () => {
    const owner = await signedInPerson(t);
    const fresh = await boardProject(owner, 'Fresh offer');
    const stale = await boardProject(owner, 'Stale offer');
    await selectOffer(owner, fresh, 10, 20);
    await selectOffer(owner, stale, 10, 10);
    const staleId = await addedAt(stale, '2026-01-01T10:00:00.000Z');
    const [selection] = await t.ctx.db
      .select()
      .from(offerSelections)
      .where(eq(offerSelections.projectId, staleId));
    if (!selection) throw new Error('no selection');
    const past = new Date(Date.now() - 60_000);
    await t.ctx.db.update(offerSets).set({ validUntil: past }).where(eq(offerSets.id, selection.offerSetId));
    const basket = await basketOf(owner);
    expect(basket.count).toBe(2);
    expect(
      basket.items.map((item: { projectId: string; expired: boolean }) => [item.projectId, item.expired]),
    ).toEqual([
      [fresh, false],
      [stale, true],
    ]);
    expect(basket.items[1]).toMatchObject({
      ...TEN_IN_10,
      validUntil: past.toISOString(),
      expiredReason: 'OFFER_EXPIRED',
    });
    expect(basket.totals).toEqual(TEN_IN_20);
  });

  it('shows the team’s selections, and a stranger or someone the project is shared with nothing', async () => {
    const owner = await signedInPerson(t);
    const teammate = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    const reader = await signedInPerson(t);
    const projectId = await boardProject(owner, 'Team basket board');
    await selectOffer(owner, projectId, 10, 20);
    await share(t, owner, projectId, reader, 'edit');

    const forTeammate = await basketOf(teammate);
    expect(forTeammate.items.map((item: { projectId: string }) => item.projectId)).toEqual([projectId]);
    expect(forTeammate.items[0].isOwn).toBe(false);
    expect(forTeammate.totals).toEqual(TEN_IN_20);
    for (const outsider of [stranger, reader]) {
      const response = await call('GET', '/rest/basket', outsider);
      expect(response.json()).toEqual({ items: [], totals: NONE, count: 0 });
      expect(response.body).not.toContain(projectId);
      expect(response.body).not.toContain('Team basket board');
    }
  });

  it('drops a deleted project', async () => {
    const owner = await signedInPerson(t);
    const projectId = await boardProject(owner, 'Deleted from basket');
    await selectOffer(owner, projectId, 10, 20);
    expect((await call('DELETE', `/rest/project/${projectId}`, owner)).statusCode).toBeLessThan(300);
    expect((await basketOf(owner)).count).toBe(0);
  });

  it('says how many BOM lines are still open', async () => {
    const owner = await signedInPerson(t);
    const projectId = await boardProject(owner, 'Board with a BOM');
    // No MPN column: each of the three lines stays unknown until it is checked.
    const csv =
      'Designator,Quantity,Description\r\nR1,1,Resistor 10k\r\nR2,1,Resistor 1k\r\nC1,1,Cap 100n\r\n';
    const body = multipartBody([{ name: 'board-bom.csv', data: csv }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${projectId}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await selectOffer(owner, projectId, 10, 20);
    const [item] = (await basketOf(owner)).items;
    expect(item.bomStatus).toEqual({ text: 'Open: 3 lines to check', bStatus: false });
    expect(item.openBomLines).toBe(3);
  });
});
