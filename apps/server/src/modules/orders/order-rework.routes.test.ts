import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { type Person, share, signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { users } from '../../db/schema.ts';
import { bomCsv, CPL_CSV, reworkHelpers } from './order-rework.test-support.ts';

/**
 * Rework after review: an ordered project's files stay as ordered until staff's review asks for
 * changes; then the owner uploads corrected files and sends them back to review as revision 2, the
 * order keeping revision 1's files for staff.
 */
let t: TestApp;
let staff: Person;
let germanStaff: Person;
let owner: Person;
let helpers: ReturnType<typeof reworkHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Sam', lastname: 'Staff' });
  germanStaff = await signedInPerson(t, { roles: ['ADMIN', 'USER'], firstname: 'Greta', language: 'de' });
  owner = await signedInPerson(t);
  helpers = reworkHelpers(t, staff);
}, 60_000);
afterAll(() => t.close());

const NOTE = 'U1 footprint is wrong: use LQFP-64';

describe('while review has not asked for changes', () => {
  it('the ordered project stays locked, waiting for review and once approved', async () => {
    const { uploadBom, uploadCpl, orderedWithBom, review, resubmit } = helpers;
    const order = await orderedWithBom(owner, 'Locked while pending');
    for (const response of [
      await uploadBom(owner, order.projectId, bomCsv(true)),
      await uploadCpl(owner, order.projectId, CPL_CSV),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe('ORDER.EXISTS');
    }
    const early = await resubmit(owner, order.orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The files of this order are already waiting for review');

    await review(order.orderId, 'APPROVED');
    const approved = await uploadBom(owner, order.projectId, bomCsv(true));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.code).toBe('ORDER.EXISTS');
    expect((await resubmit(owner, order.orderId)).json().error.message).toMatch(/were approved/);
  });
});

describe('after staff ask for changes', () => {
  it('the owner uploads corrected files and sends them back to review as revision 2', async () => {
    const { call, uploadBom, uploadCpl, orderedWithBom, review, resubmit, revisionFile } = helpers;
    const order = await orderedWithBom(owner, 'Corrected BOM');
    await review(order.orderId, 'CHANGES_NEEDED', NOTE);

    const state = await call('GET', `/rest/project/${order.projectId}/rework`, owner);
    expect(state.json()).toMatchObject({
      order: { orderId: order.orderId, reviewStatus: 'CHANGES_NEEDED', reviewNote: NOTE, revision: 1 },
      isOpen: true,
      mayRevise: true,
      changed: [],
    });
    const unchanged = await resubmit(owner, order.orderId);
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().error.message).toBe(
      'No file has changed since revision 1: upload corrected Gerber files, BOM or placement file first',
    );

    const bom = await uploadBom(owner, order.projectId, bomCsv(true));
    expect(bom.statusCode, bom.body).toBe(200);
    const cpl = await uploadCpl(owner, order.projectId, CPL_CSV);
    expect(cpl.statusCode, cpl.body).toBe(200);
    // The rest of the project stays as ordered.
    const spec = await call('POST', `/rest/project/pcb/${order.projectId}`, owner, {});
    expect(spec.json().error.code).toBe('ORDER.EXISTS');
    expect((await call('GET', `/rest/project/${order.projectId}/rework`, owner)).json().changed).toEqual([
      'bom',
      'placements',
    ]);

    const sent = await resubmit(owner, order.orderId, 'Footprint fixed');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      orderId: order.orderId,
      revision: 2,
      changed: ['bom', 'placements'],
    });

    const view = (await call('GET', `/rest/order/${order.orderId}`, owner)).json();
    expect(view.review).toEqual({ status: 'PENDING', note: null });
    expect(view.history.map((line: { note: string | null }) => line.note)).toContain(
      'New files uploaded for review (revision 2)',
    );
    // Staff hear of it by e-mail, as when a customer asks for a review.
    const mail = (await lastMailTo(t, staff.user.email)).message;
    expect(mail.subject).toBe(`Corrected files for order ${order.orderKey} (revision 2)`);
    expect(mail.textBody).toContain(': BOM and placement file, revision 2.');
    expect(mail.textBody).toContain('The customer’s note: Footprint fixed');
    expect(mail.textBody).toContain(
      `Open the order:\nhttp://boardhouse.test/#/admin/orders/${order.orderId}\n`,
    );
    // Each staff member reads it in their own language.
    const german = (await lastMailTo(t, germanStaff.user.email)).message;
    expect(german.subject).toBe(`Korrigierte Dateien für Bestellung ${order.orderKey} (Revision 2)`);
    expect(german.textBody).toContain('Hallo Greta,');
    expect(german.textBody).toContain(': Stückliste (BOM) und Bestückungsdatei, Revision 2.');
    expect(german.textBody).toContain('Anmerkung des Kunden: Footprint fixed');
    expect(german.textBody).toContain(`Bestellung öffnen:\n${german.link}\n`);

    // Revision 1 is what was ordered, revision 2 what was sent; both download for staff.
    const first = await revisionFile(order.orderId, 1, 'bom');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe(bomCsv());
    expect((await revisionFile(order.orderId, 2, 'bom')).body).toBe(bomCsv(true));
    expect((await revisionFile(order.orderId, 2, 'placements')).body).toBe(CPL_CSV);
    const none = await revisionFile(order.orderId, 1, 'placements');
    expect(none.statusCode).toBe(404);
    expect((await revisionFile(order.orderId, 3, 'bom')).statusCode).toBe(404);
    expect((await revisionFile(order.orderId, 1, 'bom', owner)).statusCode).toBe(403);

    const edits = (await call('GET', `/rest/order-info/${order.orderId}`, staff)).json().edits;
    expect(edits.at(-1)).toMatchObject({ kind: 'files-revision', reason: 'Footprint fixed' });
    expect(edits.at(-1).before.files.bom.lines).toHaveLength(1);
    expect(edits.at(-1).after.files.bom.lines).toHaveLength(2);

    // Back in review, the project is locked again.
    expect((await uploadBom(owner, order.projectId, bomCsv())).statusCode).toBe(409);
    expect((await resubmit(owner, order.orderId)).statusCode).toBe(409);
  });

  it('a replaced upload sent nowhere is removed; the ordered one stays', async () => {
    const { uploadBom, orderedWithBom, review, resubmit, revisionFile } = helpers;
    const order = await orderedWithBom(owner, 'Two tries');
    await review(order.orderId, 'CHANGES_NEEDED', NOTE);
    const bomFiles = async () =>
      (await storedFiles(t, order.projectId)).filter((key) => key.includes('/bom/'));
    const ordered = await bomFiles();
    expect(ordered).toHaveLength(1);
    expect((await uploadBom(owner, order.projectId, bomCsv(true))).statusCode).toBe(200);
    expect(await bomFiles()).toHaveLength(2);
    // A second try replaces the first, which no order names: only the ordered file and the new one.
    expect((await uploadBom(owner, order.projectId, `${bomCsv(true)}\n`)).statusCode).toBe(200);
    const kept = await bomFiles();
    expect(kept).toHaveLength(2);
    expect(kept).toContain(ordered[0]);
    expect((await resubmit(owner, order.orderId)).statusCode).toBe(200);
    expect((await revisionFile(order.orderId, 1, 'bom')).body).toBe(bomCsv());
  });

  it('is refused once the order is cancelled or production has started', async () => {
    const { uploadBom, orderedWithBom, review, resubmit, setStatus } = helpers;
    for (const status of ['PURCHASING', 'CANCELLED'] as const) {
      const order = await orderedWithBom(owner, `Too late ${status}`);
      await review(order.orderId, 'CHANGES_NEEDED', NOTE);
      expect((await uploadBom(owner, order.projectId, bomCsv(true))).statusCode).toBe(200);
      await setStatus(order.orderId, status);
      const upload = await uploadBom(owner, order.projectId, bomCsv());
      expect(upload.statusCode).toBe(409);
      const refused = await resubmit(owner, order.orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        status === 'CANCELLED'
          ? 'The order is cancelled: its files cannot change any more'
          : 'Production of this order has started: its files cannot change any more',
      );
    }
  });
});

describe('who may correct the files', () => {
  it('a stranger gets 404, a share or a member without order permission 403, a member who may order succeeds', async () => {
    const { call, uploadBom, orderedWithBom, review, resubmit } = helpers;
    const order = await orderedWithBom(owner, 'Team rework');
    await review(order.orderId, 'CHANGES_NEEDED', NOTE);

    const stranger = await signedInPerson(t);
    expect((await uploadBom(stranger, order.projectId, bomCsv(true))).statusCode).toBe(404);
    expect((await resubmit(stranger, order.orderId)).statusCode).toBe(404);
    expect((await call('GET', `/rest/project/${order.projectId}/rework`, stranger)).statusCode).toBe(404);

    const editor = await signedInPerson(t);
    await share(t, owner, order.projectId, editor, 'edit');
    const shared = await uploadBom(editor, order.projectId, bomCsv(true));
    expect(shared.statusCode).toBe(403);
    expect((await call('GET', `/rest/project/${order.projectId}/rework`, editor)).json().order).toBeNull();

    const member = await signedInPerson(t, { createdBy: owner.user.id });
    await t.ctx.db.update(users).set({ orderAndPayFlag: false }).where(eq(users.id, member.user.id));
    const refused = await uploadBom(member, order.projectId, bomCsv(true));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM.ORDER_AND_PAY_DENIED');
    expect((await resubmit(member, order.orderId)).json().error.code).toBe('TEAM.ORDER_AND_PAY_DENIED');
    expect((await call('GET', `/rest/project/${order.projectId}/rework`, member)).json()).toMatchObject({
      isOpen: true,
      mayRevise: false,
    });

    const buyer = await signedInPerson(t, { createdBy: owner.user.id });
    expect((await uploadBom(buyer, order.projectId, bomCsv(true))).statusCode).toBe(200);
    expect((await resubmit(buyer, order.orderId)).statusCode).toBe(200);
  });
});
