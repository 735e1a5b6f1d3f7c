import type { RevisionFile } from '@boardhouse/shared/orders/order-rework-api';
import type { MailMessage } from '../mail/mailer.ts';
import { orderMailTextsOf } from './order-mail-texts.ts';
import { compose, type OrderMailRecipient, partsOf } from './order-mails.ts';
import { writeNote } from './order-notes.ts';
import { reworkMailTextsOf } from './order-rework-mail-texts.ts';

/** The history line the customer and staff read when corrected files go back to review. */
export const revisionNote = (revision: number) => writeNote('order.note.filesRevised', { revision });

/** The order a staff e-mail is about. */
export interface StaffOrderFacts {
  orderKey: string;
  projectName: string;
}

export interface ResubmittedFacts extends StaffOrderFacts {
  revision: number;
  changed: readonly RevisionFile[];
  note: string | null;
}

/**
 * To every active staff account, each in their own language (English when unknown), with the order
 * e-mails' greeting and signature: the customer asks staff to review the ordered files.
 */
export function reviewRequestMessage(
  to: OrderMailRecipient,
  order: StaffOrderFacts,
  link: string,
): MailMessage {
  const text = reworkMailTextsOf(to.language).reviewRequested;
  const facts = { orderKey: order.orderKey, project: order.projectName };
  return compose(orderMailTextsOf(to.language), to, link, partsOf(text, facts));
}

/** As reviewRequestMessage: corrected files wait for review again, with the customer's note if any. */
export function filesResubmittedMessage(
  to: OrderMailRecipient,
  facts: ResubmittedFacts,
  link: string,
): MailMessage {
  const texts = reworkMailTextsOf(to.language);
  const orderTexts = orderMailTextsOf(to.language);
  // "Gerber files and BOM" / "Gerber-Dateien und Stückliste" / "Gerberファイル、BOM": Intl joins lists.
  const files = new Intl.ListFormat(orderTexts.locale, { type: 'conjunction' }).format(
    facts.changed.map((file) => texts.files[file]),
  );
  const parts = partsOf(texts.filesResubmitted, {
    orderKey: facts.orderKey,
    project: facts.projectName,
    revision: facts.revision,
    files,
  });
  const details = facts.note ? [`${texts.noteLabel}: ${facts.note}`] : [];
  return compose(orderTexts, to, link, { ...parts, details });
}
