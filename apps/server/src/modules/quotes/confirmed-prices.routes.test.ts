import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
});
afterAll(() => t.close());

// Two parts with a part number the house has no price for, one with no part number at all.
const BOM = [
  'Designator,Quantity,Value,Footprint,MPN,Description',
  'U1,1,STM32F103C8T6,LQFP-48,STM32F103C8T6,Microcontroller',
  'Y1,1,8MHz,HC49,ABLS-8.000MHZ-B4-T,Crystal 8 MHz',
  'J1,1,Header,PinHeader_1x04,,Pin header 4 pins',
].join('\n');

async function projectWithBom(name: string): Promise<string> {
  const projectId = await projectOf(t, owner, name);
  expect((await call('POST', `/rest/project/pcb/${projectId}`, owner, {})).statusCode).toBe(200);
  const body = multipartBody([{ name: 'bom.csv', data: Buffer.from(BOM) }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/rest/project/bomFileUpload/${projectId}`,
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return projectId;
}

const confirm = (who: Person, body: object) =>
  call('POST', '/rest/project/quote-offer-after-bomsearch', who, body);

describe('staff confirm prices after their BOM search', () => {
  it('replaces the estimates with the prices found, and the customer sees a confirmed offer', async () => {
    const projectId = await projectWithBom('Confirmed prices');
    const before = (await call('GET', `/rest/project/offers/${projectId}`, owner)).json();
    expect(before.cells.every((cell: { estimated: boolean }) => cell.estimated)).toBe(true);

    const response = await confirm(admin, {
      projectId,
      prices: [
        {
          lineNo: 1,
          priceBreaks: [
            { quantity: 1, unitPriceCents: 412 },
            { quantity: 10, unitPriceCents: 350 },
          ],
        },
        { lineNo: 2, priceBreaks: [{ quantity: 1, unitPriceCents: 38.5 }] },
        {
          lineNo: 3,
          mpn: '61300411121',
          manufacturer: 'Würth',
          priceBreaks: [{ quantity: 1, unitPriceCents: 21 }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after.offerSetId).not.toBe(before.offerSetId);
    expect(after.cells.some((cell: { estimated: boolean }) => cell.estimated)).toBe(false);
    expect(after.reviewNotes.map((note: { code: string }) => note.code)).not.toContain('COMPONENT_ESTIMATED');

    // 10 boards: U1, an active part, is bought 10 + 2 % (at least 1) = 11 times at the 10+ break.
    const staffView = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, admin)
    ).json();
    const microcontroller = staffView.lines.find(
      (line: { block: string; lineNo?: number }) => line.block === 'components' && line.lineNo === 1,
    );
    expect(microcontroller).toMatchObject({ units: 11, costCents: 11 * 350 });
    expect(microcontroller.label).not.toMatch(/estimate/i);
    // The customer's view of the same offer.
    const seen = (await call('GET', `/rest/project/offers/${projectId}`, owner)).json();
    expect(seen.offerSetId).toBe(after.offerSetId);
  });

  it('keeps the prices in the MPN data, where every project with the part finds them', async () => {
    const other = await projectWithBom('Same parts later');
    const set = (await call('GET', `/rest/project/offers/${other}`, owner)).json();
    const estimatedLines = set.reviewNotes
      .filter((note: { code: string }) => note.code === 'COMPONENT_ESTIMATED')
      .flatMap((note: { lineNos: number[] }) => note.lineNos);
    // U1 and Y1 are priced by part number now; J1 had none and stays estimated.
    expect(estimatedLines).toEqual([3]);
  });

  it('refuses a line the BOM lacks, or a line without part number when none is given', async () => {
    const projectId = await projectWithBom('Refused prices');
    const missing = await confirm(admin, {
      projectId,
      prices: [
        { lineNo: 1, priceBreaks: [{ quantity: 1, unitPriceCents: 100 }] },
        { lineNo: 99, priceBreaks: [{ quantity: 1, unitPriceCents: 100 }] },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toEqual({ 'prices.1.lineNo': 'The BOM has no line 99' });
    const noMpn = await confirm(admin, {
      projectId,
      prices: [{ lineNo: 3, priceBreaks: [{ quantity: 1, unitPriceCents: 5 }] }],
    });
    expect(noMpn.json().error.details.fields['prices.0.mpn']).toMatch(/no part number/);
  });

  it('is for staff only: customers get 403, even on their own project', async () => {
    const projectId = await projectWithBom('Customer tries');
    const refused = await confirm(owner, {
      projectId,
      prices: [{ lineNo: 1, priceBreaks: [{ quantity: 1, unitPriceCents: 1 }] }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
