import { z } from 'zod';
import { optionalText, recordId } from '../fields.ts';
import type { REWORK_EDIT_KINDS } from './order-edits-api.ts';
import { REVIEW_STATUSES } from './order-status.ts';
import { orderIdField } from './orders-api.ts';

/**
 * Rework after review: when staff's review of an order's files says CHANGES_NEEDED, the ordered
 * project's Gerbers, BOM and placement file open again for the owner (and team members allowed to order)
 * until they send the corrected files back for review. Each time they do, the order records a revision
 * (an order_edits row of kind `files-revision`): the snapshot then names the new files, the row keeps
 * the previous ones. Revision 1 is what was ordered.
 */

/** The files a revision can change. */
export const REVISION_FILES = ['gerbers', 'bom', 'placements'] as const;
export type RevisionFile = (typeof REVISION_FILES)[number];

/** The order_edits kind of a revision (order-edits-api ORDER_EDIT_KINDS lists it). */
export const FILES_REVISION_KIND = 'files-revision' satisfies (typeof REWORK_EDIT_KINDS)[number];

export const resubmitFilesRequest = z.object({
  orderId: orderIdField,
  note: optionalText('Note', 1000, { multiLine: true }).describe('What the customer changed, for staff'),
});
export type ResubmitFilesRequest = z.infer<typeof resubmitFilesRequest>;

const totals = z.object({
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});

export const resubmitFilesResponse = z.object({
  orderId: z.number().int(),
  revision: z.number().int().describe('The revision the order now holds (the ordered files are 1)'),
  changed: z.array(z.enum(REVISION_FILES)),
  before: totals,
  after: totals,
  balanceCents: z
    .number()
    .int()
    .nullable()
    .describe('Paid orders: the new total minus what was paid (> 0 to collect, < 0 to refund)'),
});
export type ResubmitFilesResponse = z.infer<typeof resubmitFilesResponse>;

/** Where a project's order stands in rework, for the customer's project and order pages. */
export const reworkStateResponse = z.object({
  order: z
    .object({
      orderId: z.number().int(),
      orderKey: z.string(),
      reviewStatus: z.enum(REVIEW_STATUSES),
      reviewNote: z.string().nullable(),
      revision: z.number().int().describe('The revision the order holds (the ordered files are 1)'),
    })
    .nullable()
    .describe('The project’s live order, if it has one'),
  isOpen: z
    .boolean()
    .describe('Corrected files may be uploaded now (changes needed, production not started)'),
  mayRevise: z.boolean().describe('The caller may upload them and send them for review'),
  changed: z.array(z.enum(REVISION_FILES)).describe('Files uploaded since the order’s current revision'),
  pendingAnalysis: z.boolean().describe('New Gerber files are still being analysed'),
});
export type ReworkStateResponse = z.infer<typeof reworkStateResponse>;

/** Staff: one file of one revision of an order, as it was sent (Gerbers as a zip of the upload). */
export const revisionFileQuery = z.object({
  orderId: orderIdField,
  revision: recordId('Revision'),
  file: z.enum(REVISION_FILES, { error: `File must be one of ${REVISION_FILES.join(', ')}` }),
});
export type RevisionFileQuery = z.infer<typeof revisionFileQuery>;
