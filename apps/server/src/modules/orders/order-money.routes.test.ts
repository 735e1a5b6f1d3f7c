import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { selectedProject, submitOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { percentOf } from '../../lib/money.ts';

/**
 * Staff edits that move an order's money: each prices through the engine's rules, records the totals
 * before and after, tells the customer in the history, and on a paid order records what is owed.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  customer = await signedInPerson(t);
});
afterAll(() => t.close());

interface Cell {
  quantity: number;
  workingDays: number;
  netCents: number;
  available: boolean;
}

/** An order of 10 boards in 20 working days, with the offer matrix it was chosen from. */
async function orderWithOffers(name: string) {
  const projectId = await selectedProject(t, customer, name);
  const offers = await call('GET', `/rest/project/offers/${projectId}`, customer);
  const order = await submitOrder(t, customer, projectId);
  return { ...order, projectId, cells: offers.json().cells as Cell[] };
}

const edit = (path: string, body: object, who = staff) => call('POST', `/rest/order/${path}`, who, body);
const staffView = async (orderId: number) => (await call('GET', `/rest/order-info/${orderId}`, staff)).json();
const customerView = async (orderId: number) =>
  (await call('GET', `/rest/order/${orderId}`, customer)).json();
const shippingCents = (order: { offer: { lines: { block: string; amountCents: number }[] } }) =>
  order.offer.lines
    .filter((line) => line.block === 'shipping')
    .reduce((sum, line) => sum + line.amountCents, 0);

describe('money edits', () => {
  it('a preview answers before and after and saves nothing; the edit saves, records and tells the customer', async () => {
    const order = await orderWithOffers('Parcel price');
    const ordered = await customerView(order.orderId);
    const body = { orderId: order.orderId, amountCents: 2_500, reason: 'Customer collects in person' };

    const preview = await edit('updatePackagingTotalPrice', { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const netAfter = ordered.netCents - shippingCents(ordered) + 2_500;
    const after = { netCents: netAfter, vatCents: percentOf(netAfter, ordered.vat.ratePercent) };
    expect(preview.json()).toMatchObject({
      saved: false,
      before: { netCents: ordered.netCents, totalCents: ordered.totalCents },
      after: { ...after, totalCents: after.netCents + after.vatCents },
      differenceCents: after.netCents + after.vatCents - ordered.totalCents,
      balanceCents: null,
    });
    expect((await customerView(order.orderId)).totalCents).toBe(ordered.totalCents);

    const saved = await edit('updatePackagingTotalPrice', body);
    expect(saved.json()).toMatchObject({ saved: true, after: preview.json().after });
    const now = await customerView(order.orderId);
    expect(now).toMatchObject({ ...after, totalCents: after.netCents + after.vatCents });
    expect(shippingCents(now)).toBe(2_500);
    expect(now.history.at(-1).note).toContain('Customer collects in person');
    const view = await staffView(order.orderId);
    expect(view.edits).toHaveLength(1);
    expect(view.edits[0]).toMatchObject({
      kind: 'updatePackagingTotalPrice',
      editedBy: 'Sam Staff',
      reason: 'Customer collects in person',
      totalBeforeCents: ordered.totalCents,
      totalAfterCents: now.totalCents,
      before: { packagingCents: null },
      after: { packagingCents: 2_500 },
    });

    // Priced again later, the agreed parcel price stays.
    const again = await edit('RecalculateTotalPrice', { orderId: order.orderId, reason: 'Check' });
    expect(again.json()).toMatchObject({ differenceCents: 0, after: { totalCents: now.totalCents } });
  });

  it('another quantity or lead time is priced as the offer matrix priced it', async () => {
    const order = await orderWithOffers('Twenty boards');
    const more = Math.min(...order.cells.map((entry) => entry.quantity).filter((quantity) => quantity > 10));
    const cell = order.cells.find((entry) => entry.quantity === more && entry.workingDays === 20);
    expect(cell?.available).toBe(true);
    const response = await edit('updatePcbOffer', { orderId: order.orderId, quantity: more, reason: 'More' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().after.netCents).toBe(cell?.netCents);
    const now = await customerView(order.orderId);
    expect(now.offer).toMatchObject({ quantity: more, workingDays: 20 });

    const faster = await edit('updatePcbOffer', { orderId: order.orderId, workingDays: 5, reason: 'Rush' });
    expect(faster.statusCode, faster.body).toBe(200);
    const rushCell = order.cells.find((entry) => entry.quantity === more && entry.workingDays === 5);
    expect(faster.json().after.netCents).toBe(rushCell?.netCents);
    expect((await customerView(order.orderId)).offer.workingDays).toBe(5);
  });

  it('a dearer build-up costs more and the order keeps it', async () => {
    const order = await orderWithOffers('Four layers');
    const response = await edit('UpdatePcbComposition', {
      orderId: order.orderId,
      composition: { layers: 4, surfaceFinish: 'ENIG' },
      reason: 'Stack-up agreed by phone',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().differenceCents).toBeGreaterThan(0);
    const edits = (await staffView(order.orderId)).edits;
    expect(edits.at(-1).after.composition).toEqual({ layers: 4, surfaceFinish: 'ENIG' });
    // Priced again, the build-up staff set is the one priced.
    const again = await edit('RecalculateTotalPrice', { orderId: order.orderId, reason: 'Check' });
    expect(again.json().differenceCents).toBe(0);
  });

  it('a VAT decision changes the VAT and nothing else', async () => {
    const order = await orderWithOffers('Reverse charge');
    const ordered = await customerView(order.orderId);
    const response = await edit('updateVatPrice', {
      orderId: order.orderId,
      ratePercent: 0,
      vatReason: 'REVERSE_CHARGE',
      reason: 'VIES confirmed the VAT number after ordering',
    });
    expect(response.json()).toMatchObject({
      after: { netCents: ordered.netCents, vatCents: 0, totalCents: ordered.netCents },
    });
    expect((await customerView(order.orderId)).vat).toEqual({ ratePercent: 0, reason: 'REVERSE_CHARGE' });
  });

  it('on a paid order the difference is recorded as owed and the order flagged until it is even again', async () => {
    const order = await orderWithOffers('Paid then changed');
    const paid = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'PAID',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const ordered = await customerView(order.orderId);
    const parcel = shippingCents(ordered);
    const dearer = await edit('updatePackagingTotalPrice', {
      orderId: order.orderId,
      amountCents: parcel + 1_000,
      reason: 'Express courier',
    });
    const rise = dearer.json().differenceCents;
    expect(rise).toBe(
      1_000 + percentOf(ordered.netCents + 1_000, ordered.vat.ratePercent) - ordered.vatCents,
    );
    expect(dearer.json().balanceCents).toBe(rise);
    let view = await staffView(order.orderId);
    expect(view).toMatchObject({ flagged: true, balanceCents: rise });
    expect(view.flagNote).toMatch(/to collect/);
    expect(view.edits.at(-1).balanceCents).toBe(rise);

    const cheaper = await edit('updatePackagingTotalPrice', {
      orderId: order.orderId,
      amountCents: parcel - 500,
      reason: 'Cheaper courier after all',
    });
    expect(cheaper.json().balanceCents).toBeLessThan(0);
    view = await staffView(order.orderId);
    expect(view.flagNote).toMatch(/to refund/);
    expect(view.payment.amountCents).toBe(ordered.totalCents);

    const even = await edit('updatePackagingTotalPrice', {
      orderId: order.orderId,
      amountCents: parcel,
      reason: 'Back to the ordered parcel',
    });
    expect(even.json().balanceCents).toBe(0);
    view = await staffView(order.orderId);
    expect(view).toMatchObject({ flagged: false, flagNote: null, totalCents: ordered.totalCents });
  });
});

describe('after staff confirm prices', () => {
  it('recalculating prices the ordered parts at the confirmed prices, recorded as a price change', async () => {
    // A part the house has no price for: ordered at an estimate.
    const bom =
      'Designator,Quantity,Value,Footprint,MPN,Description\nU1,1,STM32F103C8T6,LQFP-48,STM32F103C8T6,Microcontroller\n';
    const projectId = await projectOf(t, customer, 'Estimated part');
    expect((await call('POST', `/rest/project/pcb/${projectId}`, customer, {})).statusCode).toBe(200);
    const form = multipartBody([{ name: 'bom.csv', data: Buffer.from(bom) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${projectId}`,
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call('GET', `/rest/project/offers/${projectId}`, customer)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', customer, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const order = await submitOrder(t, customer, projectId);
    const partLine = (view: { offer: { lines: { block: string; lineNo?: number; label: string }[] } }) =>
      view.offer.lines.find((line) => line.block === 'components' && line.lineNo === 1);
    expect(partLine(await staffView(order.orderId))?.label).toMatch(/estimated/);

    const confirmed = await call('POST', '/rest/project/quote-offer-after-bomsearch', staff, {
      projectId,
      prices: [
        {
          lineNo: 1,
          priceBreaks: [
            { quantity: 1, unitPriceCents: 412 },
            { quantity: 10, unitPriceCents: 350 },
          ],
        },
      ],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recalculated = await edit('RecalculateTotalPrice', {
      orderId: order.orderId,
      reason: 'Prices confirmed',
    });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    expect(recalculated.json().differenceCents).not.toBe(0);
    // 10 boards: an active part is bought 10 + 2 % (at least 1) = 11 times at the 10+ break.
    const line = partLine(await staffView(order.orderId));
    expect(line).toMatchObject({ units: 11, costCents: 11 * 350 });
    expect(line?.label).not.toMatch(/estimated/);
  });
});

describe('refusals', () => {
  it('are for staff, name the field, and leave closed orders alone', async () => {
    const order = await orderWithOffers('Refusals');
    const body = { orderId: order.orderId, reason: 'x' };
    for (const path of [
      'RecalculateTotalPrice',
      'updatePcbOffer',
      'UpdatePcbComposition',
      'updatePackagingTotalPrice',
      'updateVatPrice',
    ]) {
      expect((await edit(path, body, customer)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `/rest/order/${path}`, payload: body })).statusCode,
      ).toBe(401);
    }
    const unknown = await edit('RecalculateTotalPrice', { orderId: 999_999, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const fieldOf = async (path: string, payload: object) =>
      (await edit(path, payload)).json().error.details.fields;
    expect(await fieldOf('updatePackagingTotalPrice', { ...body, amountCents: -1 })).toHaveProperty(
      'amountCents',
    );
    expect(
      await fieldOf('updatePackagingTotalPrice', { orderId: order.orderId, amountCents: 1 }),
    ).toHaveProperty('reason');
    expect(
      await fieldOf('updateVatPrice', { ...body, ratePercent: 21, vatReason: 'REVERSE_CHARGE' }),
    ).toHaveProperty('ratePercent');
    expect(await fieldOf('updatePcbOffer', body)).toHaveProperty('quantity');
    expect(await fieldOf('UpdatePcbComposition', { ...body, composition: { layers: 3 } })).toHaveProperty(
      'composition.layers',
    );

    const cancelled = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await edit('updatePackagingTotalPrice', { ...body, amountCents: 100 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toContain('CANCELLED');
    expect((await staffView(order.orderId)).edits).toHaveLength(0);
  });
});
