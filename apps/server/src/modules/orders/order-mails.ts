import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import type { BankTransferDetails } from './house-details.ts';
import { type MailText, type OrderFacts, type OrderMailTexts, orderMailTextsOf } from './order-mail-texts.ts';

/**
 * The order e-mails, each in the customer's language (English when it is unknown). Every message has
 * one link, the order's page in the web app; every value put into its HTML is escaped.
 */

export interface OrderMailRecipient {
  email: string;
  firstname: string;
  language: string;
}

export interface OrderMailFacts {
  orderId: number;
  orderKey: string;
  projectName: string;
  totalCents: number;
  currency: string;
}

/** The order's page in the web app. */
export const orderPageLink = (publicUrl: string, orderId: number) => `${publicUrl}/#/my-orders/${orderId}`;

/** 123456 cents as the language writes money: "€1,234.56" (en), "1.234,56 €" (de). */
export function formatAmount(cents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // Not an ISO currency code: the number, then the code as given.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

export interface Parts {
  subject: string;
  intro: string;
  /** Paragraphs after the intro, before the bank details (a failure's reason). */
  details?: string[];
  /** Label/value lines of a transfer, shown as a small table. */
  bank?: [string, string][];
  outro: string;
  action: string;
  /** A second link after the main one (the order page, when the main link leads elsewhere). */
  more?: { action: string; link: string };
}

export function compose(
  texts: OrderMailTexts,
  to: OrderMailRecipient,
  link: string,
  parts: Parts,
): MailMessage {
  const paragraphs = [parts.intro, ...(parts.details ?? [])];
  const bankText = parts.bank
    ? `\n\n${parts.bank.map(([label, value]) => `${label}: ${value}`).join('\n')}`
    : '';
  const bankHtml = parts.bank
    ? `<table>${parts.bank
        .map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td><b>${escapeHtml(value)}</b></td></tr>`)
        .join('')}</table>`
    : '';
  const moreText = parts.more ? `${parts.more.action}:\n${parts.more.link}\n\n` : '';
  const moreHtml = parts.more
    ? `<p><a href="${escapeHtml(parts.more.link)}">${escapeHtml(parts.more.action)}</a></p>`
    : '';
  return {
    to: to.email,
    subject: parts.subject,
    link,
    text:
      `${texts.greeting(to.firstname)}\n\n${paragraphs.join('\n\n')}${bankText}\n\n` +
      `${parts.action}:\n${link}\n\n${moreText}${parts.outro}\n\n${texts.signature}`,
    html:
      `<p>${escapeHtml(texts.greeting(to.firstname))}</p>` +
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      bankHtml +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(parts.action)}</a></p>` +
      moreHtml +
      `<p>${escapeHtml(parts.outro)}</p><p>${escapeHtml(texts.signature)}</p>`,
  };
}

/** The language's texts and the facts every message quotes, the amount written the language's way. */
export function prepare(
  language: string,
  order: OrderMailFacts,
): { texts: OrderMailTexts; facts: OrderFacts } {
  const texts = orderMailTextsOf(language);
  const amount = formatAmount(order.totalCents, order.currency, texts.locale);
  return { texts, facts: { orderKey: order.orderKey, project: order.projectName, amount } };
}

export const partsOf = <F>(text: MailText<F>, facts: F) => ({
  subject: text.subject(facts),
  intro: text.intro(facts),
  outro: text.outro,
  action: text.action,
});

function bankLines(texts: OrderMailTexts, bank: BankTransferDetails, facts: OrderFacts): [string, string][] {
  return [
    [texts.bank.beneficiary, bank.beneficiary],
    ['IBAN', bank.iban],
    [texts.bank.bic, bank.bic],
    [texts.bank.amount, facts.amount],
    [texts.bank.reference, facts.orderKey],
  ];
}

/** Sent when an order is placed. */
export function orderReceivedMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts,
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), partsOf(texts.orderReceived, facts));
}

/** Sent once the payment is booked; the invoice is on the order page. */
export function paymentReceivedMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { invoiceNumber: string },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  return compose(
    texts,
    to,
    orderPageLink(publicUrl, order.orderId),
    partsOf(texts.paymentReceived, { ...facts, invoiceNumber: order.invoiceNumber }),
  );
}

/** Sent when a card payment ends without money; `reason` is the server's English sentence, as given. */
export function paymentFailedMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { reason: string },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), {
    ...partsOf(texts.paymentFailed, facts),
    details: order.reason ? [order.reason] : [],
  });
}

/** Sent when the customer chooses to pay by bank transfer: where to, how much, and which reference. */
export function payLaterMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { bank: BankTransferDetails },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), {
    ...partsOf(texts.payLater, facts),
    bank: bankLines(texts, order.bank, facts),
  });
}

/** Sent while a bank transfer is awaited, `daysWaiting` days after the order was placed. */
export function paymentReminderMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { bank: BankTransferDetails; daysWaiting: number },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), {
    ...partsOf(texts.paymentReminder, { ...facts, days: order.daysWaiting }),
    bank: bankLines(texts, order.bank, facts),
  });
}
