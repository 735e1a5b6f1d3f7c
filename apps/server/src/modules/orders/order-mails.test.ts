import { LANGUAGES } from '@boardhouse/shared/product';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { BANK_TRANSFER_DETAILS } from './house-details.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';
import {
  formatAmount,
  type OrderMailFacts,
  type OrderMailRecipient,
  orderReceivedMessage,
  payLaterMessage,
  paymentFailedMessage,
  paymentReceivedMessage,
  paymentReminderMessage,
} from './order-mails.ts';

// Intl separates some parts with no-break spaces: U+00A0 before the euro sign, U+202F between French
// thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const PUBLIC_URL = 'https://portal.example';
const LINK = `${PUBLIC_URL}/#/my-orders/42`;
const REASON = 'Your card payment was declined. You can try again or pay by bank transfer.';

const order: OrderMailFacts = {
  orderId: 42,
  orderKey: 'BH-26-000123',
  projectName: 'Motor driver v2',
  totalCents: 123_456,
  currency: 'EUR',
};
const recipient = (language = 'en'): OrderMailRecipient => ({
  email: 'ada@example.com',
  firstname: 'Ada',
  language,
});

type Build = (to: OrderMailRecipient, facts: OrderMailFacts) => MailMessage;
const BUILDERS: Record<string, Build> = {
  orderReceivedMessage: (to, facts) => orderReceivedMessage(PUBLIC_URL, to, facts),
  paymentReceivedMessage: (to, facts) =>
    paymentReceivedMessage(PUBLIC_URL, to, { ...facts, invoiceNumber: '2026-000017' }),
  paymentFailedMessage: (to, facts) => paymentFailedMessage(PUBLIC_URL, to, { ...facts, reason: REASON }),
  payLaterMessage: (to, facts) => payLaterMessage(PUBLIC_URL, to, { ...facts, bank: BANK_TRANSFER_DETAILS }),
  paymentReminderMessage: (to, facts) =>
    paymentReminderMessage(PUBLIC_URL, to, { ...facts, bank: BANK_TRANSFER_DETAILS, daysWaiting: 14 }),
};

/** One way of writing 1,234.56 euros per language, the web app's (Intl's) way. */
const AMOUNTS: Record<string, string> = {
  en: '€1,234.56',
  de: `1.234,56${NBSP}€`,
  fr: `1${NNBSP}234,56${NBSP}€`,
  es: `1234,56${NBSP}€`,
  jp: '€1,234.56',
  ch: '€1,234.56',
};

describe.each(Object.entries(BUILDERS))('%s', (_name, build) => {
  it.each(LANGUAGES)('names the order, its amount and its page in %s', (language) => {
    const message = build(recipient(language), order);
    expect(message.to).toBe('ada@example.com');
    expect(message.subject).toContain('BH-26-000123');
    expect(message.link).toBe(LINK);
    for (const body of [message.text, message.html ?? '']) {
      expect(body).toContain('BH-26-000123');
      expect(body).toContain(AMOUNTS[language]);
      expect(body).toContain(LINK);
      expect(body).toContain('Ada');
    }
    expect(message.html).toContain(`<a href="${LINK}">`);
  });

  it('escapes every value it puts into the HTML', () => {
    const message = build(
      { ...recipient(), firstname: 'Ada & "Bo"' },
      { ...order, projectName: '<b>x</b>', orderKey: "BH-26-<i>'1'</i>" },
    );
    expect(message.html).not.toContain('<b>x</b>');
    expect(message.html).not.toContain('<i>');
    expect(message.html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(message.html).toContain('Ada &#38; &#34;Bo&#34;');
    expect(message.text).toContain('<b>x</b>');
  });

  it('speaks German and Japanese, and English to an unknown language', () => {
    const english = build(recipient('en'), order);
    for (const language of ['de', 'jp']) {
      const translated = build(recipient(language), order);
      expect(translated.subject).not.toBe(english.subject);
      expect(translated.text).not.toContain(english.text.split('\n')[2]);
    }
    for (const unknown of ['xx', '', 'constructor', 'EN']) {
      expect(build(recipient(unknown), order)).toEqual(english);
    }
  });
});

describe('the order e-mails in detail', () => {
  it('has its own words in every language, not copies of the English', () => {
    const facts = { orderKey: 'K', project: 'P', amount: 'A', invoiceNumber: 'I', days: 2 };
    const names = [
      'orderReceived',
      'paymentReceived',
      'paymentFailed',
      'payLater',
      'paymentReminder',
    ] as const;
    for (const name of names) {
      const wordings = LANGUAGES.map((language) => {
        const text = ORDER_MAIL_TEXTS[language][name];
        return [text.subject(facts), text.intro(facts), text.outro, text.action].join('|');
      });
      expect(new Set(wordings).size).toBe(LANGUAGES.length);
    }
  });

  it('thanks for the order in English, with the amount written the British way', () => {
    const message = orderReceivedMessage(PUBLIC_URL, recipient(), order);
    expect(message.subject).toBe('We received your order BH-26-000123');
    expect(message.text).toContain('Hello Ada,');
    expect(message.text).toContain('for the project "Motor driver v2". The total is €1,234.56.');
    expect(message.text).toContain(`View my order:\n${LINK}\n`);
    expect(message.html).toContain(`<a href="${LINK}">View my order</a>`);
  });

  it('gives the invoice number once the payment is received', () => {
    const message = BUILDERS.paymentReceivedMessage?.(recipient('de'), order);
    expect(message?.subject).toBe('Zahlung für Bestellung BH-26-000123 erhalten');
    expect(message?.text).toContain('Ihre Rechnung 2026-000017');
    expect(message?.text).toContain(`Zahlung über 1.234,56${NBSP}€`);
  });

  it('quotes the failure reason as the server gives it, escaped in the HTML', () => {
    const reason = 'The card & the bank said <no>.';
    const message = paymentFailedMessage(PUBLIC_URL, recipient('fr'), { ...order, reason });
    expect(message.text).toContain(`\n\n${reason}\n\n`);
    expect(message.html).toContain('<p>The card &#38; the bank said &#60;no&#62;.</p>');
    expect(message.subject).toBe('Le paiement de la commande BH-26-000123 n’a pas abouti');
  });

  it('gives the bank details and the order key as the reference, with a link to pay by card', () => {
    const message = payLaterMessage(PUBLIC_URL, recipient(), { ...order, bank: BANK_TRANSFER_DETAILS });
    for (const line of [
      'Beneficiary: Boardhouse B.V.',
      'IBAN: NL91 ABNA 0417 1643 00',
      'BIC: ABNANL2A',
      'Amount: €1,234.56',
      'Payment reference: BH-26-000123',
      `Pay by card:\n${LINK}\n`,
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.html).toContain('<td>IBAN</td><td><b>NL91 ABNA 0417 1643 00</b></td>');
    expect(message.html).toContain(`<a href="${LINK}">Pay by card</a>`);
    const japanese = payLaterMessage(PUBLIC_URL, recipient('jp'), { ...order, bank: BANK_TRANSFER_DETAILS });
    expect(japanese.text).toContain('振込参照番号: BH-26-000123');
    expect(japanese.text).toContain(`カードで支払う:\n${LINK}\n`);
  });

  it('says how long the transfer has been awaited, in the language’s plural', () => {
    const remind = (language: string, daysWaiting: number) =>
      paymentReminderMessage(PUBLIC_URL, recipient(language), {
        ...order,
        bank: BANK_TRANSFER_DETAILS,
        daysWaiting,
      }).text;
    expect(remind('en', 14)).toContain('for 14 days');
    expect(remind('en', 1)).toContain('for 1 day.');
    expect(remind('de', 14)).toContain('seit 14 Tagen');
    expect(remind('es', 7)).toContain('lleva 7 días');
    expect(remind('ch', 7)).toContain('已等待付款 7 天');
    expect(remind('en', 14)).toContain('IBAN: NL91 ABNA 0417 1643 00');
  });

  it('writes an unknown currency code after the number instead of failing', () => {
    expect(formatAmount(123_456, 'EUR', 'en-GB')).toBe('€1,234.56');
    expect(formatAmount(123_456, 'nope', 'en-GB')).toBe('1,234.56 nope');
  });
});
