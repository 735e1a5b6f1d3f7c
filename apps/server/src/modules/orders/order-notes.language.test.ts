import { LANGUAGES } from '@boardhouse/shared/product';
import { SERVER_TEXTS, serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../../../test/orders.ts';
import { createPaymentTestApp } from '../../../test/payment-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { afterSalesCalls, type PaymentHarness, paidOrder } from './after-sales.test-support.ts';

/**
 * The notes the server writes on an order reach each reader in their language: the history keeps a
 * message key beside the English words, and a German customer's order reads German from placing to
 * refund; staff read the flag in theirs. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let harness: PaymentHarness;
let calls: ReturnType<typeof afterSalesCalls>;
let staff: Person;
beforeAll(async () => {
  harness = await createPaymentTestApp();
  calls = afterSalesCalls(harness);
  staff = await calls.staff();
});
afterAll(() => harness.close());

interface Entry {
  status: string;
  note: string | null;
  noteText?: ServerText;
}
const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Each history line as a German reader sees it: the key's German words, else the stored note. */
const inGerman = (history: Entry[]) =>
  history.map((entry) => (entry.noteText ? serverText(entry.noteText, 'de') : entry.note));

describe('a German customer’s order history', () => {
  it('placed, paid by card, cancelled with a reason and refunded: every server note in German', async () => {
    const customer = await signedInPerson(harness.t, { language: 'de' });
    const order = await paidOrder(harness, customer, 'Deutsche Platine');
    const cancelled = await calls.call('POST', '/rest/order/cancel', customer, {
      orderId: order.orderId,
      reason: 'Doppelt bestellt',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { creditNoteNumber } = cancelled.json().refund;

    const { history } = (await calls.orderOf(customer, order.orderId)) as { history: Entry[] };
    const transaction = history.find((entry) => entry.status === 'PAID')?.noteText?.params?.transactionId;
    expect(transaction).toBeTypeOf('string');
    expect(inGerman(history)).toEqual([
      'Bestellung aufgegeben',
      `Kartenzahlung bestätigt (Transaktion ${transaction})`,
      // The customer's reason stays as typed; only the words around it are translated.
      'Vom Kunden storniert: Doppelt bestellt',
      `${euro(order.totalCents)} per Karte erstattet (Gutschrift ${creditNoteNumber}) für die stornierte Bestellung`,
    ]);
    // The English words stay in `note` for clients that know no keys.
    expect(history.map((entry) => entry.note)).toEqual([
      'Order placed',
      `Card payment confirmed (transaction ${transaction})`,
      'Cancelled by the customer: Doppelt bestellt',
      expect.stringMatching(
        /^Refunded €[\d,.]+ by card \(credit note CN-\d{4}-\d{6}\) for the cancelled order$/,
      ),
    ]);
  });

  it('pays later, then by card; a refund staff give with their reason', async () => {
    const customer = await signedInPerson(harness.t, { language: 'de' });
    const placed = await placedOrder(harness.t, customer, 'Später bezahlt');
    const later = await calls.call('POST', '/rest/order/delay-payment-email', customer, {
      orderId: placed.orderId,
    });
    expect(later.statusCode, later.body).toBe(200);
    const card = await calls.call('POST', '/rest/open/payWithMultiSafePay', customer, {
      orderId: placed.orderId,
    });
    expect(card.statusCode, card.body).toBe(200);
    const { history } = (await calls.orderOf(customer, placed.orderId)) as { history: Entry[] };
    expect(inGerman(history).slice(1)).toEqual(['Zahlt später per Banküberweisung', 'Zahlung per Karte']);

    const paid = await paidOrder(harness, customer, 'Teilweise erstattet');
    const refund = await calls.call('POST', '/rest/admin/order/refund', staff, {
      orderId: paid.orderId,
      amountCents: 1234,
      reason: 'Zwei Platinen zerkratzt',
      requestKey: 'german-refund',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await calls.orderOf(customer, paid.orderId)) as { history: Entry[] };
    expect(inGerman(after.history).at(-1)).toBe(
      `12,34\u00a0€ per Karte erstattet (Gutschrift ${refund.json().creditNoteNumber}): Zwei Platinen zerkratzt`,
    );
  });

  it('a declined card: the history line and the payment message in German', async () => {
    const customer = await signedInPerson(harness.t, { language: 'de' });
    const order = await placedOrder(harness.t, customer, 'Abgelehnte Karte');
    const pay = await calls.call('POST', '/rest/open/payWithMultiSafePay', customer, {
      orderId: order.orderId,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const declined = await fetch(`${pay.json().paymentUrl}/decline`, { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(302);
    const detail = await calls.orderOf(customer, order.orderId);
    expect(detail.status).toBe('PAYMENT_FAILED');
    expect(inGerman(detail.history).at(-1)).toBe('Kartenzahlung abgelehnt');
    // The provider is named in the reader's language; a person keeps their name, with no text.
    const { by, byText } = detail.history.at(-1);
    expect(by).toBe('Payment provider');
    expect(serverText(byText, 'de')).toBe('Zahlungsanbieter');
    expect(detail.history[0].byText).toBeUndefined();
    expect(detail.history[0].by).not.toBe('Boardhouse');
    expect(detail.payment.message).toBe(
      'Your card payment was declined. You can try again or pay by bank transfer.',
    );
    expect(serverText(detail.payment.messageText, 'de')).toBe(
      'Ihre Kartenzahlung wurde abgelehnt. Sie können es erneut versuchen oder per Banküberweisung bezahlen.',
    );
  });

  it('staff read the flag of money left to settle in their language', async () => {
    const customer = await signedInPerson(harness.t);
    const order = await paidOrder(harness, customer, 'Ohne Erstattung');
    const response = await calls.call('POST', '/rest/admin/order/cancel', staff, {
      orderId: order.orderId,
      reason: 'Refund agreed separately',
      refund: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = (await calls.call('GET', `/rest/order-info/${order.orderId}`, staff)).json();
    expect(view.flagNote).toMatch(/^Cancelled without refund: €[\d,.]+ to settle$/);
    expect(serverText(view.flagNoteText, 'de')).toBe(
      `Ohne Erstattung storniert: ${euro(order.totalCents)} offen`,
    );
    expect(inGerman(view.history).at(-1)).toBe('Von Boardhouse storniert: Refund agreed separately');
  });
});

describe('the order note catalogue', () => {
  it('has a sentence for every provider status a note or flag names, in every language', () => {
    // cancelled and void are written no more (a cancelled payment keeps the order's status), but
    // histories written before still name them.
    const keys = [
      ...['declined', 'cancelled', 'void', 'expired'].map((status) => `order.note.card.${status}`),
      ...['refunded', 'partial_refunded', 'chargedback'].map((status) => `order.flag.reversed.${status}`),
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) expect(SERVER_TEXTS[language][key], `${language} ${key}`).toBeTypeOf('string');
    }
  });
});
