import { BOARD_COLOURS, SURFACE_FINISHES } from '@boardhouse/shared/pcb/pcb-spec';
import { LANGUAGES } from '@boardhouse/shared/product';
import { UNAVAILABLE_CODES } from '@boardhouse/shared/quotes/offers-api';
import { SERVER_TEXTS, serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { describe, expect, it } from 'vitest';
import { COUNTED_NOUNS, documentWords } from './document-words.ts';
import { pdfPages, sampleDocument } from './offer-pdf.test-support.ts';
import { renderOfferPdf } from './offer-pdf.ts';
import { printable } from './offer-pdf-layout.ts';

/** The offer PDF in the reader's language: labels, line texts, notes, dates and amounts. */

/** Line texts as the engine keeps them (their wording is the pricing catalogue's). */
const LINE_TEXTS: Record<string, ServerText> = {
  'board.setup': { key: 'price.board.setup', params: { layers: 2 } },
  'assembly.smd': { key: 'price.assembly.smd' },
  leadTime: {
    key: 'price.leadTime',
    params: { leadTime: { key: 'price.leadTime.days', params: { days: 20 } } },
  },
};
const german = (code: string) => serverText(LINE_TEXTS[code] ?? { key: code }, 'de');

/**
 * The sample offer with a note and most lines kept as keys, as offers priced today are; its panel line
 * has none, as in an offer priced before keys existed.
 */
function germanOffer() {
  const document = sampleDocument({
    language: 'de',
    notes: [
      {
        key: 'doc.offer.note.estimated',
        params: { lines: { key: 'doc.offer.bomLineRef.other', params: { lines: '3–5' } } },
      },
    ],
  });
  const chosen = document.chosen;
  if (!chosen) throw new Error('the sample has a breakdown');
  chosen.breakdown.lines = chosen.breakdown.lines.map((line) => {
    const text = LINE_TEXTS[line.code];
    return text ? { ...line, text } : line;
  });
  return document;
}

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('the offer PDF of a German customer', () => {
  it('is German throughout: labels, board, matrix, line texts, VAT, notes, terms, dates and amounts', async () => {
    const pages = await pdfPages(await renderOfferPdf(germanOffer()));
    const text = flat(pages);
    for (const expected of [
      'Angebot',
      'Angebotsdatum: 12. März 2026',
      'Gültig bis: 26. März 2026',
      'Kunde',
      'Rechnungsland Niederlande',
      'USt-IdNr. NL123456789B01',
      'Die Leiterplatte',
      'Lagen 4',
      '100 × 80,5 mm (Einzelleiterplatte)',
      'Dicke 1,6 mm',
      'Lötstopplack: Mattschwarz, Bestückungsdruck: Weiß',
      'Positionen 42 (2 nicht bestückt)',
      'SMD-Bestückung 118 pro Leiterplatte',
      'Preise nach Menge und Lieferzeit',
      '20 Werktage Versand 10. Apr. 2026',
      '5,38 € / Stück',
      'Lieferung Di., 14. Apr.',
      'nicht verfügbar: Fertigung ausgelastet',
      'Bestellen Sie 100 statt 50.',
      'Nicht verfügbar: Die Fertigungskapazität für diese Lieferzeit ist ausgebucht.',
      'Ihre Auswahl: 10 Leiterplatten, Lieferzeit 20 Werktage',
      'Versand am 10. Apr. 2026; Lieferung am 14. Apr. 2026 (2 Werktage Laufzeit).',
      'Position Menge × Preis Betrag',
      // Lines with a key are German; a line priced before keys existed keeps its English label.
      `${german('board.setup')} 32,50 € × 1 32,50 €`,
      `${german('assembly.smd')} 0,008 € × 1.180 9,44 €`,
      `${german('leadTime')} +0 % von 46,28 € 0,00 €`,
      'Production panels 23,40 € × 0,5 11,70 €',
      'Betrag netto 53,83 €',
      'USt. 21 % (niederländische USt.) 21 % von 53,83 € 11,30 €',
      'Gesamtbetrag brutto 65,13 €',
      'Stücklistenpositionen 3–5: noch kein Preis bekannt',
      'Dieses Angebot ist gültig bis 26. März 2026.',
      'Allgemeinen Geschäftsbedingungen von Boardhouse',
      `Seite 1 von ${pages.length}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const quantity of ['5', '10', '1.000']) expect(pages.join('\n')).toContain(`\n${quantity} `);
    for (const english of [
      'Offer',
      'Valid until',
      'Customer',
      'Billing country',
      'The board',
      'Quantity',
      'working days',
      'ships',
      'delivered',
      'unavailable',
      'Your selection',
      'Net (excl. VAT)',
      'Total',
      'Dutch VAT',
      'Page ',
      'SMD placements',
      'Setup, 2 layers',
      '€5',
    ]) {
      expect(text, english).not.toContain(english);
    }
  });

  it('prints why a cell cannot be ordered with its own facts, in German', async () => {
    const document = sampleDocument({ language: 'de' });
    const unavailableText: ServerText = {
      key: 'unavailable.capacity',
      params: { quantity: 1000, area: 10, date: '2026-04-23', left: 2.5, perDay: 5 },
    };
    document.matrix.cells = document.matrix.cells.map((cell) =>
      cell.available ? cell : { ...cell, unavailableText },
    );
    const text = flat(await pdfPages(await renderOfferPdf(document)));
    expect(text).toContain(
      'Nicht verfügbar: 1.000 Leiterplatten (10 m²) passen nicht in die bis 2026-04-23 verbleibende Fertigungskapazität: 2,5 m² (wir fertigen 5 m² pro Arbeitstag).',
    );
    expect(text).not.toContain('ausgebucht');
  });

  it('prints French amounts with a no-break space, never "?" for the narrow space Intl puts in', async () => {
    const text = flat(await pdfPages(await renderOfferPdf(sampleDocument({ language: 'fr' }))));
    expect(text).toContain('Devis');
    expect(text).toContain('Votre sélection : 10 circuits en 20 jours ouvrés');
    expect(text).toContain('0,008 € × 1 180');
    expect(text).not.toContain('?');
    expect(printable('1\u202f234,56\u00a0€')).toBe('1\u00a0234,56\u00a0€');
  });
});

/** Text without any whitespace: a line wrapped between two CJK characters reads back with a space. */
const dense = (text: string) => text.replace(/\s+/g, '');

describe('the offer PDF of a Japanese or Chinese customer', () => {
  it.each([
    {
      language: 'jp' as const,
      font: 'NotoSansJP',
      expected: [
        'お見積書',
        '見積日：2026年3月12日',
        '請求先の国 オランダ',
        '数量・納期別の価格',
        '1枚 €5.38',
      ],
    },
    {
      language: 'ch' as const,
      font: 'NotoSansSC',
      expected: ['报价单', '报价日期：2026年3月12日', '账单国家 荷兰', '按数量和交期的价格', '€5.38 / 块'],
    },
  ])('is printed in $language with $font embedded', async ({ language, font, expected }) => {
    const pdf = await renderOfferPdf(sampleDocument({ language }));
    const pages = await pdfPages(pdf);
    const text = flat(pages);
    for (const phrase of expected) expect(text).toContain(phrase);
    const words = documentWords(language);
    for (const sentence of [
      words.say('doc.offer.selection', {
        cell: words.say('doc.offer.cell', {
          boards: words.counted('board', 10),
          days: words.counted('workingDay', 20),
        }),
      }),
      words.say('doc.offer.term.validity', { date: words.longDate(new Date('2026-03-26T09:30:00Z')) }),
      words.say('doc.page', { page: pages.length, pages: pages.length }),
    ]) {
      expect(dense(pages.join('')), sentence).toContain(dense(sentence));
    }
    // The sample's lines priced before keys existed keep their English labels ("Setup, 2 layers").
    for (const english of [
      'Offer',
      'Valid until',
      'Billing country',
      'Your selection',
      'Net (excl',
      'Page ',
    ]) {
      expect(text, english).not.toContain(english);
    }
    expect(text).not.toContain('?');
    // The font is embedded, cut down to the glyphs the offer uses.
    const file = pdf.toString('latin1');
    expect(file).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-Regular`));
    expect(file).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-Bold`));
    expect(file).not.toContain('/BaseFont /Helvetica');
    expect(pdf.length).toBeLessThan(250_000);
  });

  it('labels the project’s name as a project’s, the customer’s as a person’s', async () => {
    const text = flat(await pdfPages(await renderOfferPdf(sampleDocument({ language: 'jp' }))));
    expect(text).toContain('プロジェクト名 Motor driver v2');
    expect(text).toContain('氏名 Ada Lovelace');
    expect(text).not.toContain('氏名 Motor driver v2');
  });

  it('shows letters the CJK font lacks as plain letters or "?", and keeps its own', async () => {
    const document = sampleDocument({ language: 'jp' });
    document.customer = { ...document.customer, name: 'Zoë Łódź 李' };
    const text = flat(await pdfPages(await renderOfferPdf(document)));
    expect(text).toContain('Zoë ?ódz 李');
  });

  it('prints a Latin-language offer with the built-in fonts, embedding none', async () => {
    const file = (await renderOfferPdf(sampleDocument({ language: 'de' }))).toString('latin1');
    expect(file).toContain('/BaseFont /Helvetica');
    expect(file).not.toContain('/FontFile2');
  });
});

describe('document words', () => {
  it('have every key they build from a value in every language', () => {
    const keys = [
      ...COUNTED_NOUNS.flatMap((noun) => [`count.${noun}.one`, `count.${noun}.other`]),
      ...SURFACE_FINISHES.map((finish) => `doc.finish.${finish}`),
      ...BOARD_COLOURS.map((colour) => `doc.colour.${colour}`),
      ...UNAVAILABLE_CODES.flatMap((code) => [
        `doc.offer.unavailable.${code}`,
        `doc.offer.unavailableReason.${code}`,
      ]),
      ...['NL', 'EU_CONSUMER', 'REVERSE_CHARGE', 'EXPORT'].map((reason) => `doc.vatReason.${reason}`),
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) expect(SERVER_TEXTS[language][key], `${language} ${key}`).toBeTypeOf('string');
    }
  });

  it('count in the language’s plural rule and number style', () => {
    expect(documentWords('de').counted('board', 1)).toBe('1 Leiterplatte');
    expect(documentWords('de').counted('board', 1000)).toBe('1.000 Leiterplatten');
    expect(documentWords('fr').counted('productionPanel', 1.5)).toBe('1,5 panneau de production');
    expect(documentWords('en').counted('productionPanel', 2.25)).toBe('2.25 production panels');
    expect(documentWords('es').euros(123_456)).toBe('1234,56\u00a0€');
    expect(documentWords('de').euros(123_456)).toBe('1.234,56\u00a0€');
  });
});
