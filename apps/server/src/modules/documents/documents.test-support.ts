import { readFileSync } from 'node:fs';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import type { Person } from '../../../test/people.ts';
import { orders } from '../../db/schema.ts';

/** Files and calls the document tests share. */

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
export const XLSX = readFileSync(sharedPath('fixtures/boms/1-click-bom/example.xlsx'));
export const POS_JLC = readFileSync(sharedPath('fixtures/boards/sangaboard-v0.4/pos_jlc.csv'));

/** Upload path segment of each kind staff upload. */
export const UPLOAD_PATHS = {
  'payment-invoice': 'paymentinvoiceupload',
  'final-bom': 'finalBOMupload',
  'component-orientation-report': 'componentOrientationReportUpload',
  'production-report': 'productionReportUpload',
} as const;

/** A document upload as `who` (null: no token) to /rest/project/{segment}/{orderId}. */
export function uploadDocument(
  t: TestApp,
  who: Person | null,
  segment: string,
  orderId: number | string,
  fileName: string,
  data: Buffer | string,
) {
  const body = multipart(fileName, data);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/${segment}/${orderId}`,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads and expects it stored; answers the document's id. */
export async function storedDocument(
  t: TestApp,
  staff: Person,
  orderId: number,
  kind: keyof typeof UPLOAD_PATHS,
  fileName: string,
  data: Buffer | string = PDF,
): Promise<number> {
  const response = await uploadDocument(t, staff, UPLOAD_PATHS[kind], orderId, fileName, data);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

/** Marks the order paid as the provider's confirmation would, with an invoice number (no PDF yet). */
export async function markPaid(t: TestApp, orderId: number, invoiceNumber: string): Promise<void> {
  await t.ctx.db
    .update(orders)
    .set({
      status: 'PAID',
      paidAt: new Date(),
      paymentState: 'PAID',
      invoiceNumber,
      invoiceIssuedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}
