import { LANGUAGES } from '@boardhouse/shared/product';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import type { OrderMailFacts, OrderMailRecipient } from './order-mails.ts';
import { departureMessage, formatDate, reviewResultMessage, shippedMessage } from './order-progress-mails.ts';
import { ORDER_PROGRESS_TEXTS } from './order-progress-texts.ts';

const PUBLIC_URL = 'https://portal.example';
const LINK = `${PUBLIC_URL}/#/my-orders/42`;
const TRACKING_URL =
  'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0123-45';
const NOTE = 'Please add a value for R12 in the BOM.';

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

/** The weekday and the day, month and year of 2026-12-04 and 2026-12-09, as each language writes them. */
const DATES: Record<string, { departure: string[]; arrival: string[] }> = {
  en: { departure: ['Friday', '4 December 2026'], arrival: ['Wednesday', '9 December 2026'] },
  de: { departure: ['Freitag, 4. Dezember 2026'], arrival: ['Mittwoch, 9. Dezember 2026'] },
  fr: { departure: ['vendredi 4 décembre 2026'], arrival: ['mercredi 9 décembre 2026'] },
  es: { departure: ['viernes', '4 de diciembre de 2026'], arrival: ['miércoles', '9 de diciembre de 2026'] },
  jp: { departure: ['2026年12月4日金曜日'], arrival: ['2026年12月9日水曜日'] },
  ch: { departure: ['2026年12月4日星期五'], arrival: ['2026年12月9日星期三'] },
};

interface Case {
  build: (to: OrderMailRecipient, facts: OrderMailFacts) => MailMessage;
  link: string;
  facts: (language: string) => string[];
}
const CASES: Record<string, Case> = {
  'reviewResultMessage (approved)': {
    build: (to, facts) => reviewResultMessage(PUBLIC_URL, to, { ...facts, approved: true, note: null }),
    link: LINK,
    facts: () => [],
  },
  'reviewResultMessage (changes needed)': {
    build: (to, facts) => reviewResultMessage(PUBLIC_URL, to, { ...facts, approved: false, note: NOTE }),
    link: LINK,
    facts: () => [NOTE],
  },
  departureMessage: {
    build: (to, facts) =>
      departureMessage(PUBLIC_URL, to, { ...facts, departureDate: '2026-12-04', arrivalDate: '2026-12-09' }),
    link: LINK,
    facts: (language) => [...(DATES[language]?.departure ?? []), ...(DATES[language]?.arrival ?? [])],
  },
  shippedMessage: {
    build: (to, facts) =>
      shippedMessage(PUBLIC_URL, to, {
        ...facts,
        carrier: 'DHL',
        trackingCode: 'JD0123-45',
        trackingUrl: TRACKING_URL,
      }),
    link: TRACKING_URL,
    facts: () => ['DHL', 'JD0123-45'],
  },
};

describe.each(Object.entries(CASES))('%s', (_name, { build, link, facts }) => {
  it.each(LANGUAGES)('names the order, its facts and its link in %s', (language) => {
    const message = build(recipient(language), order);
    expect(message.to).toBe('ada@example.com');
    expect(message.subject).toContain('BH-26-000123');
    expect(message.link).toBe(link);
    for (const body of [message.text, message.html ?? '']) {
      expect(body).toContain('BH-26-000123');
      expect(body).toContain('Motor driver v2');
      expect(body).toContain('Ada');
      expect(body).toContain(LINK);
      for (const fact of facts(language)) expect(body).toContain(fact);
    }
    expect(message.html).toContain(`<a href="${link.replaceAll('&', '&#38;')}">`);
  });

  it('escapes every value it puts into the HTML', () => {
    const message = build(
      { ...recipient(), firstname: 'Ada & "Bo"' },
      { ...order, projectName: '<script>alert(1)</script>', orderKey: "BH-26-<i>'1'</i>" },
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<i>');
    expect(message.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(message.html).toContain('Ada &#38; &#34;Bo&#34;');
    expect(message.text).toContain('<script>alert(1)</script>');
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

describe('the order progress e-mails in detail', () => {
  it('has its own words in every language, not copies of the English', () => {
    const facts = { orderKey: 'K', project: 'P', amount: 'A', departure: 'D', arrival: 'R', carrier: 'C' };
    for (const name of ['reviewApproved', 'reviewChangesNeeded', 'departure', 'shipped'] as const) {
      const wordings = LANGUAGES.map((language) => {
        const text = ORDER_PROGRESS_TEXTS[language][name];
        return [text.subject(facts), text.intro(facts), text.outro, text.action].join('|');
      });
      expect(new Set(wordings).size).toBe(LANGUAGES.length);
    }
  });

  it('tells the customer the files are approved, with no note paragraph when there is none', () => {
    const message = reviewResultMessage(PUBLIC_URL, recipient(), { ...order, approved: true, note: null });
    expect(message.subject).toBe('Order BH-26-000123 approved for production');
    expect(message.text).toContain('production goes ahead.\n\nView my order:\n');
    const blank = reviewResultMessage(PUBLIC_URL, recipient(), { ...order, approved: true, note: '  ' });
    expect(blank).toEqual(message);
  });

  it('quotes the staff note as given, escaped in the HTML', () => {
    const note = 'Pin 1 & the <script>x</script> footprint\ndo not match.';
    const message = reviewResultMessage(PUBLIC_URL, recipient('de'), { ...order, approved: false, note });
    expect(message.subject).toBe('Bestellung BH-26-000123: Änderungen vor der Fertigung nötig');
    expect(message.text).toContain(`\n\n${note}\n\n`);
    expect(message.html).toContain(
      '<p>Pin 1 &#38; the &#60;script&#62;x&#60;/script&#62; footprint\ndo not match.</p>',
    );
    expect(message.html).not.toContain('<script>');
    const approved = reviewResultMessage(PUBLIC_URL, recipient('de'), { ...order, approved: true, note });
    expect(approved.subject).toBe('Bestellung BH-26-000123 zur Fertigung freigegeben');
    expect(approved.text).toContain(note);
  });

  it('writes the shipment dates the language’s way, never a day off', () => {
    const message = departureMessage(PUBLIC_URL, recipient('de'), {
      ...order,
      departureDate: '2026-12-04',
      arrivalDate: '2026-12-09',
    });
    expect(message.text).toContain(
      'ist für Freitag, 4. Dezember 2026 geplant; die Zustellung erwarten wir am Mittwoch, 9. Dezember 2026.',
    );
    expect(formatDate('2026-01-01', 'en-GB')).toMatch(/^Thursday,? 1 January 2026$/);
    expect(formatDate('2026-12-31', 'en-GB')).toMatch(/^Thursday,? 31 December 2026$/);
    expect(formatDate('2026-02-30', 'en-GB')).toBe('2026-02-30');
    expect(formatDate('soon', 'de-DE')).toBe('soon');
  });

  it('links the carrier’s tracking page and the order page, with the carrier and the code', () => {
    const message = shippedMessage(PUBLIC_URL, recipient(), {
      ...order,
      carrier: 'DHL',
      trackingCode: 'JD0123-45',
      trackingUrl: TRACKING_URL,
    });
    expect(message.subject).toBe('Your order BH-26-000123 has shipped');
    for (const line of [
      'is on its way with DHL.',
      'Carrier: DHL\nTracking code: JD0123-45',
      `Track my parcel:\n${TRACKING_URL}\n`,
      `View my order:\n${LINK}\n`,
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.html).toContain('<td>Tracking code</td><td><b>JD0123-45</b></td>');
    expect(message.html).toContain(`<a href="${TRACKING_URL}">Track my parcel</a>`);
    expect(message.html).toContain(`<a href="${LINK}">View my order</a>`);
    const japanese = shippedMessage(PUBLIC_URL, recipient('jp'), {
      ...order,
      carrier: 'DHL',
      trackingCode: 'JD0123-45',
      trackingUrl: TRACKING_URL,
    });
    expect(japanese.text).toContain('追跡番号: JD0123-45');
    expect(japanese.text).toContain(`荷物を追跡する:\n${TRACKING_URL}\n`);
  });
});
