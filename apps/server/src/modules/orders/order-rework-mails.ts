import type { RevisionFile } from '@boardhouse/shared/orders/order-rework-api';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { writeNote } from './order-notes.ts';

const FILE_NAMES: Record<RevisionFile, string> = {
  gerbers: 'Gerber files',
  bom: 'BOM',
  placements: 'placement file',
};

/** The history line the customer and staff read when corrected files go back to review. */
export const revisionNote = (revision: number) => writeNote('order.note.filesRevised', { revision });

/** What changed, in words: "Gerber files and BOM". */
export function changedFilesText(changed: readonly RevisionFile[]): string {
  const names = changed.map((file) => FILE_NAMES[file]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export interface ResubmittedFacts {
  orderKey: string;
  projectName: string;
  revision: number;
  changed: readonly RevisionFile[];
  note: string | null;
}

/**
 * To every active staff account, in English (the back office's working language), as when the
 * customer asks for a review: corrected files wait for review again.
 */
export function filesResubmittedMessage(
  to: { email: string; firstname: string },
  facts: ResubmittedFacts,
  link: string,
): MailMessage {
  const intro =
    `The customer sent corrected files for order ${facts.orderKey} (project "${facts.projectName}"): ` +
    `${changedFilesText(facts.changed)}, revision ${facts.revision}. The order waits for review again.`;
  const note = facts.note ? `\n\nThe customer's note: ${facts.note}` : '';
  const noteHtml = facts.note ? `<p>The customer's note: ${escapeHtml(facts.note)}</p>` : '';
  return {
    to: to.email,
    subject: `Corrected files for order ${facts.orderKey} (revision ${facts.revision})`,
    link,
    text: `Hello ${to.firstname},\n\n${intro}${note}\n\nOpen the order:\n${link}\n\nBoardhouse`,
    html:
      `<p>Hello ${escapeHtml(to.firstname)},</p><p>${escapeHtml(intro)}</p>${noteHtml}` +
      `<p><a href="${escapeHtml(link)}">Open the order</a></p><p>Boardhouse</p>`,
  };
}
