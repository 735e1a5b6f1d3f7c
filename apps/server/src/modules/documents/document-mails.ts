import type { OrderDocumentKind } from '@boardhouse/shared/orders/documents-api';
import type { MailMessage } from '../mail/mailer.ts';
import { orderMailTextsOf } from '../orders/order-mail-texts.ts';
import { compose, type OrderMailRecipient, orderPageLink } from '../orders/order-mails.ts';
import { documentMailTextsOf } from './document-mail-texts.ts';

/** My Documentation in the web app: every document of the customer's orders. */
export const myDocumentationLink = (publicUrl: string) => `${publicUrl}/#/my-documentation`;

/**
 * Tells the order's owner, in their language (English when it is unknown), that documents of their
 * order can be downloaded: which ones (kind and file name, as a small table), a link to My
 * Documentation and one to the order page. Every value put into the HTML is escaped by compose().
 */
export function newDocumentsMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: { orderId: number; orderKey: string; projectName: string },
  documents: readonly { kind: OrderDocumentKind; fileName: string }[],
): MailMessage {
  const texts = orderMailTextsOf(to.language);
  const words = documentMailTextsOf(to.language);
  const facts = { orderKey: order.orderKey, project: order.projectName, count: documents.length };
  return compose(texts, to, myDocumentationLink(publicUrl), {
    subject: words.subject(facts),
    intro: words.intro(facts),
    bank: documents.map((document) => [words.kinds[document.kind], document.fileName]),
    outro: words.outro,
    action: words.action,
    more: { action: words.orderPage, link: orderPageLink(publicUrl, order.orderId) },
  });
}
