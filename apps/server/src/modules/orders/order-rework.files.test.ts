import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { sangaboardZip, uploadGerbers, waitForAnalysis } from '../gerbers/gerbers.test-support.ts';
import { bomCsv, reworkHelpers } from './order-rework.test-support.ts';

/**
 * Rework after review, for Gerbers and money: the ordered Gerber upload stays for staff when new ones
 * replace it, and a corrected BOM that costs more is priced again and, on a paid order, recorded as a
 * balance to collect (decision 019).
 */
let t: TestApp;
let staff: Person;
let owner: Person;
let helpers: ReturnType<typeof reworkHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
  helpers = reworkHelpers(t, staff);
}, 60_000);
afterAll(() => t.close());

const NOTE = 'The outline layer is missing';

describe('Gerbers', () => {
  it('new Gerbers replace the ordered ones on the project; the order keeps revision 1 for staff', async () => {
    const { call, orderedWithBom, review, resubmit, revisionFile } = helpers;
    const zip = await sangaboardZip();
    const order = await orderedWithBom(owner, 'New Gerbers', async (projectId) => {
      expect((await uploadGerbers(t, owner, projectId, [{ name: 'board.zip', data: zip }])).statusCode).toBe(
        202,
      );
      expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
    });
    const folders = async () =>
      new Set((await storedFiles(t, order.projectId)).map((key) => key.split('/').slice(0, 4).join('/')));
    const refused = await uploadGerbers(t, owner, order.projectId, [{ name: 'board.zip', data: zip }]);
    expect(refused.statusCode).toBe(409);

    await review(order.orderId, 'CHANGES_NEEDED', NOTE);
    const ordered = [...(await folders())].filter((key) => key.includes('/gerbers/'));
    expect(ordered).toHaveLength(1);
    const uploaded = await uploadGerbers(t, owner, order.projectId, [{ name: 'board.zip', data: zip }]);
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const waiting = await resubmit(owner, order.orderId);
    // The analysis may finish first on a fast machine; while it runs, sending is refused.
    if (waiting.statusCode !== 200) {
      expect(waiting.json().error.message).toMatch(/still being analysed/);
      expect((await waitForAnalysis(t, owner, order.projectId)).json().status).toBe('done');
      expect((await resubmit(owner, order.orderId)).statusCode).toBe(200);
    }
    const now = [...(await folders())].filter((key) => key.includes('/gerbers/'));
    expect(now).toHaveLength(2);
    expect(now).toContain(ordered[0]);

    const first = await revisionFile(order.orderId, 1, 'gerbers');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toContain(`${order.orderKey}-r1-gerbers.zip`);
    expect(first.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await revisionFile(order.orderId, 2, 'gerbers')).statusCode).toBe(200);
    const edits = (await call('GET', `/rest/order-info/${order.orderId}`, staff)).json().edits;
    expect(edits.at(-1).after.changed).toEqual(['gerbers']);
  }, 120_000);
});

describe('money', () => {
  it('a corrected BOM that costs more is priced again; on a paid order the rise is a balance to collect', async () => {
    const { call, uploadBom, orderedWithBom, review, resubmit } = helpers;
    const order = await orderedWithBom(owner, 'Dearer BOM');
    const paid = await call('POST', '/rest/order/update-order-status', staff, {
      orderId: order.orderId,
      status: 'PAID',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await review(order.orderId, 'CHANGES_NEEDED', NOTE);
    expect((await uploadBom(owner, order.projectId, bomCsv(true))).statusCode).toBe(200);

    const sent = await resubmit(owner, order.orderId);
    expect(sent.statusCode, sent.body).toBe(200);
    const { before, after, balanceCents } = sent.json();
    expect(before.totalCents).toBe(order.totalCents);
    // A second part to buy and place: the order costs more, and what was paid is the ordered total.
    expect(after.totalCents).toBeGreaterThan(before.totalCents);
    expect(balanceCents).toBe(after.totalCents - order.totalCents);

    const view = (await call('GET', `/rest/order-info/${order.orderId}`, staff)).json();
    expect(view).toMatchObject({ totalCents: after.totalCents, flagged: true, balanceCents });
    expect(view.flagNote).toBe(
      `Balance: €${(balanceCents / 100).toFixed(2)} to collect from the customer (the total rose after payment)`,
    );
    expect(view.edits.at(-1)).toMatchObject({
      kind: 'files-revision',
      totalBeforeCents: order.totalCents,
      totalAfterCents: after.totalCents,
      balanceCents,
    });
    const history = (await call('GET', `/rest/order/${order.orderId}`, owner)).json().history;
    expect(history.at(-1).note).toBe(
      `Price changed from €${(order.totalCents / 100).toFixed(2)} to €${(after.totalCents / 100).toFixed(2)}: new files (revision 2)`,
    );
  });

  it('an unpaid order takes the new total with no balance', async () => {
    const { call, uploadBom, orderedWithBom, review, resubmit } = helpers;
    const order = await orderedWithBom(owner, 'Unpaid dearer BOM');
    await review(order.orderId, 'CHANGES_NEEDED', NOTE);
    expect((await uploadBom(owner, order.projectId, bomCsv(true))).statusCode).toBe(200);
    const sent = (await resubmit(owner, order.orderId)).json();
    expect(sent.balanceCents).toBeNull();
    const view = (await call('GET', `/rest/order/${order.orderId}`, owner)).json();
    expect(view.totalCents).toBe(sent.after.totalCents);
    expect(view.totalCents).toBeGreaterThan(order.totalCents);
  });
});
