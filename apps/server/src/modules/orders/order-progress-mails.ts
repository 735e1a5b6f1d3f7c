import type { MailMessage } from '../mail/mailer.ts';
import {
  compose,
  type OrderMailFacts,
  type OrderMailRecipient,
  orderPageLink,
  partsOf,
  prepare,
} from './order-mails.ts';
import { orderProgressTextsOf } from './order-progress-texts.ts';

/**
 * The e-mails that follow an order after payment, in the customer's language (English when it is
 * unknown), put together like the order e-mails (order-mails.ts): the review result, the planned
 * shipment dates and the shipment. Every value put into their HTML is escaped.
 */

/**
 * A calendar day, YYYY-MM-DD, as Intl writes it in the language, with its weekday: "Friday, 4 December
 * 2026" (en-GB under Node 20's ICU), "Freitag, 4. Dezember 2026" (de). Read and written in UTC, so the
 * day never shifts; anything that is not a calendar day (2026-02-30) is written as given.
 */
export function formatDate(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(day)
  ) {
    return day; // 2026-02-30 would roll over to 2 March
  }
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The language's texts of both tables, the same language in each (English for an unknown one). */
function prepareProgress(language: string, order: OrderMailFacts) {
  return { ...prepare(language, order), progress: orderProgressTextsOf(language) };
}

/**
 * The staff's review of the ordered files and BOM: approved (production goes ahead) or changes needed.
 * `note` is the staff's words, shown as given in a paragraph of its own (left out when empty).
 */
export function reviewResultMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { approved: boolean; note: string | null },
): MailMessage {
  const { texts, facts, progress } = prepareProgress(to.language, order);
  const text = order.approved ? progress.reviewApproved : progress.reviewChangesNeeded;
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), {
    ...partsOf(text, facts),
    details: order.note?.trim() ? [order.note] : [],
  });
}

/** The shipment is planned: when the parcel leaves and when it is expected to arrive (YYYY-MM-DD). */
export function departureMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { departureDate: string; arrivalDate: string },
): MailMessage {
  const { texts, facts, progress } = prepareProgress(to.language, order);
  return compose(
    texts,
    to,
    orderPageLink(publicUrl, order.orderId),
    partsOf(progress.departure, {
      ...facts,
      departure: formatDate(order.departureDate, texts.locale),
      arrival: formatDate(order.arrivalDate, texts.locale),
    }),
  );
}

/**
 * The order shipped: the carrier and tracking code as label/value lines. The message's link is the
 * carrier's tracking page; a second link leads to the order page.
 */
export function shippedMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { carrier: string; trackingCode: string; trackingUrl: string },
): MailMessage {
  const { texts, facts, progress } = prepareProgress(to.language, order);
  return compose(texts, to, order.trackingUrl, {
    ...partsOf(progress.shipped, { ...facts, carrier: order.carrier }),
    bank: [
      [progress.shipment.carrier, order.carrier],
      [progress.shipment.trackingCode, order.trackingCode],
    ],
    more: { action: progress.orderPage, link: orderPageLink(publicUrl, order.orderId) },
  });
}
