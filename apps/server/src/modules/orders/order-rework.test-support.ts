import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { submitOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';

/** Shared by the rework tests: ordered projects with files, uploads, the review and resubmitting. */

/** One line per part; `extra` adds a second, so the board costs more to assemble. */
export const bomCsv = (extra = false) =>
  [
    'Designator,Quantity,Value,Footprint,MPN,Description',
    'U1,1,STM32F103C8T6,LQFP-48,STM32F103C8T6,Microcontroller',
    ...(extra ? ['U2,1,ATMEGA328P-AU,TQFP-32,ATMEGA328P-AU,Second controller'] : []),
    '',
  ].join('\n');

export const CPL_CSV = 'Designator,Mid X,Mid Y,Rotation,Layer\nU1,10,20,0,Top\n';

export function reworkHelpers(t: TestApp, staff: Person) {
  const call = caller(t);
  const upload = (who: Person, url: string, fileName: string, data: Buffer | string) => {
    const body = multipart(fileName, data);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadBom = (who: Person, projectId: string, data: string) =>
    upload(who, `/rest/project/bomFileUpload/${projectId}`, 'bom.csv', data);
  const uploadCpl = (who: Person, projectId: string, data: string) =>
    upload(who, `/rest/project/cplFileUpload/${projectId}`, 'placements.csv', data);

  /** A project of `who` with a board and the one-line BOM, its offer selected and ordered. */
  async function orderedWithBom(who: Person, name: string, prepare?: (projectId: string) => Promise<void>) {
    const projectId = await projectOf(t, who, name);
    expect((await call('POST', `/rest/project/pcb/${projectId}`, who, {})).statusCode).toBe(200);
    const bom = await uploadBom(who, projectId, bomCsv());
    expect(bom.statusCode, bom.body).toBe(200);
    await prepare?.(projectId);
    expect((await call('GET', `/rest/project/offers/${projectId}`, who)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', who, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    return { projectId, ...(await submitOrder(t, who, projectId)) };
  }

  const review = async (orderId: number, reviewStatus: 'APPROVED' | 'CHANGES_NEEDED', note?: string) => {
    const response = await call('POST', '/rest/project/saveProjectReviewStatus', staff, {
      orderId,
      reviewStatus,
      ...(note ? { note } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const resubmit = (who: Person, orderId: number, note?: string) =>
    call('POST', '/rest/order/resubmit-files', who, { orderId, ...(note ? { note } : {}) });

  const revisionFile = (orderId: number, revision: number, file: string, who = staff) =>
    call('GET', `/rest/order/revision-file?orderId=${orderId}&revision=${revision}&file=${file}`, who);

  /** Straight to the row: states reached through flows other tests cover (production, cancelling). */
  const setStatus = (orderId: number, status: 'PURCHASING' | 'CANCELLED') =>
    t.ctx.db.update(orders).set({ status }).where(eq(orders.id, orderId));

  return { call, uploadBom, uploadCpl, orderedWithBom, review, resubmit, revisionFile, setStatus };
}
