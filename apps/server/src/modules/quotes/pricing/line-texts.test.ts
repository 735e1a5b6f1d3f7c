import { LANGUAGES } from '@boardhouse/shared/product';
import { serverText } from '@boardhouse/shared/server-texts/index';
import { type ServerText, serverTextSchema } from '@boardhouse/shared/server-texts/server-text';
import { describe, expect, it } from 'vitest';
import { invoiceLabelOf, invoiceTextOf } from './component-pricing.ts';
import { discountLine, type PromoTerms } from './discounts.ts';
import { computeBreakdown, computeOfferSet } from './offer-engine.ts';
import type { PriceLine } from './price-lines.ts';
import { defaultParameters, part, plainBoard, pricingInput } from './pricing.test-support.ts';
import type { MarginBand, PricingDistributorOffer, PricingPart } from './pricing-input.ts';
import { shippingOptions } from './shipping.ts';

/**
 * Every server-written text of a breakdown and of the review notes reads in the customer's language:
 * each line carries its message key, its English label is that key rendered in English, and the
 * German rendering leaves no English word behind.
 */

const MARGINS: MarginBand[] = [
  { minQuantity: 1, percent: { board: 30, components: 15, assembly: 35 } },
  { minQuantity: 100, percent: { board: 25, components: 12, assembly: 30 } },
];

const PROMO: PromoTerms = {
  code: 'BH2026',
  kind: 'AMOUNT',
  value: 1500,
  block: 'ALL',
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  minOrderCents: 0,
  uses: 0,
};

function distributorOffer(overrides: Partial<PricingDistributorOffer> = {}): PricingDistributorOffer {
  return {
    distributor: 'Mouser',
    sku: 'M-1',
    currency: 'EUR',
    rateParameter: null,
    stock: 10_000,
    moq: 250,
    multiple: 50,
    priceBreaks: [{ quantity: 1, unitPriceCents: 12, unitPrice: 0.12 }],
    leadTimeDays: null,
    fetchedAt: '2026-11-20T10:00:00.000Z',
    simulated: false,
    ...overrides,
  };
}

/** A German customer's board with a bit of everything that writes a line. */
const germanInput = () =>
  pricingInput({
    board: plainBoard({
      material: 'ALUMINIUM',
      surfaceFinish: 'ENIG',
      solderMaskColor: 'matte-black',
      thicknessMm: 1.0,
      goldFingers: true,
      electricalTest: true,
      minTrackMil: 4,
    }),
    parts: [
      part({ designators: ['C1', 'C2', 'C3', 'C4'], value: '100nF', package: '0402' }),
      part({ designators: ['U1'], value: 'MCU', package: 'QFN-32' }),
      part({ designators: ['U2'], mpn: 'LM358DR', distributorOffers: [distributorOffer()] }),
      part({ designators: ['J1'], description: 'Buchse', mountingStyle: 'THT', pins: 4 }),
    ],
    margins: MARGINS,
    customer: { billingCountry: 'DE', shippingCountry: 'DE', vatNumberConfirmed: false },
  });

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/**
 * Words of an English text that a German one may share: carriers' service names, units, and the
 * trade's own abbreviations (besides the part names the customer wrote, which stay as written).
 */
const SHARED_WORDS = new Set(['dhl', 'parcel', 'connect', 'mil', 'enig', 'smd', 'qfn', 'bga', 'tht']);

/** The English words of `english` still in `german`, other than shared ones and the customer's own. */
const englishWordsLeft = (english: string, german: string, customerWords: ReadonlySet<string>) => {
  const germanWords = new Set(wordsOf(german));
  return wordsOf(english).filter(
    (word) => germanWords.has(word) && !SHARED_WORDS.has(word) && !customerWords.has(word),
  );
};

/** The words of the part names in a BOM: the customer's, shown as written in every language. */
const customerWordsOf = (
  parts: readonly { mpn: string | null; value: string | null; description: string | null }[],
) =>
  new Set(
    parts.flatMap((entry) => wordsOf(`${entry.mpn ?? ''} ${entry.value ?? ''} ${entry.description ?? ''}`)),
  );

const textOf = (entry: { text?: ServerText }): ServerText => {
  expect(entry.text).toBeDefined();
  return entry.text as ServerText;
};

describe('a German customer’s breakdown', () => {
  const input = germanInput();
  const customerWords = customerWordsOf(input.parts ?? []);
  const breakdown = computeBreakdown(input, 99, 5, {
    discount: (production: PriceLine[]) => [discountLine(PROMO, production)],
  });

  it('has every kind of line this test means to cover', () => {
    const codes = new Set(breakdown.lines.map((line) => line.code));
    for (const code of [
      'board.setup',
      'board.panels',
      'board.material',
      'board.finish',
      'board.maskColour',
      'board.thickness',
      'board.goldFingers',
      'board.fineTracks',
      'board.electricalTest',
      'components.estimated',
      'components.distributor',
      'assembly.setup',
      'assembly.smd',
      'assembly.tht',
      'assembly.feeders',
      'leadTime',
      'volume.sameTotal',
      'shipping.parcel',
      'shipping.weight',
      'discount.all',
    ]) {
      expect(codes, code).toContain(code);
    }
  });

  it('says every line in German, with no English word left, and its label is the English of the same key', () => {
    for (const line of breakdown.lines) {
      const text = textOf(line);
      expect(serverText(text, 'en'), line.code).toBe(line.label);
      const german = serverText(text, 'de');
      expect(german, line.code).not.toBe(line.label);
      expect(englishWordsLeft(line.label, german, customerWords), `${line.code}: ${german}`).toEqual([]);
    }
    const byCode = (code: string) =>
      serverText(textOf(breakdown.lines.find((line) => line.code === code) as PriceLine), 'de');
    expect(byCode('board.material')).toBe('Basismaterial Aluminiumkern');
    expect(byCode('board.maskColour')).toBe('Lötstopplack mattschwarz');
    expect(byCode('leadTime')).toBe('Fertigung in 5 Arbeitstage');
    expect(byCode('volume.sameTotal')).toBe('Mengenpreis: 100 Platinen kosten nicht mehr');
    expect(byCode('discount.all')).toBe('Aktionscode BH2026: 15,00\u00a0€ Rabatt auf den Fertigungspreis');
    expect(byCode('components.distributor')).toBe(
      'LM358DR (U2), Mindestbestellmenge 250, Preis aus dem Distributorbestand vom 2026-11-20',
    );
  });

  it('says pallet freight in German too', () => {
    const options = shippingOptions(
      plainBoard({ widthMm: 300, heightMm: 300 }),
      3000,
      'DE',
      defaultParameters(),
      20,
    );
    const [freight] = options.find((option) => option.kind === 'freight')?.lines ?? [];
    expect(freight?.label).toBe(
      'Pallet freight by road to DE, 2 pallets of 867.2 kg in all (boards 799.2 kg, parts 18 kg, pallets 50 kg)',
    );
    expect(serverText(textOf(freight as PriceLine), 'de')).toBe(
      'Palettenfracht per Lkw nach DE, 2 Paletten mit insgesamt 867,2 kg (Platinen 799,2 kg, Bauteile 18 kg, Paletten 50 kg)',
    );
  });

  it('leaves no placeholder unfilled in any of the six languages, and each text fits the API’s schema', () => {
    for (const line of breakdown.lines) {
      expect(serverTextSchema.safeParse(line.text).success, line.code).toBe(true);
      for (const language of LANGUAGES) {
        expect(serverText(textOf(line), language), `${language} ${line.code}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('prints an estimated part on an invoice without its estimate, in German as in English', () => {
    const estimated = breakdown.lines.filter((line) => line.code === 'components.estimated');
    expect(estimated.length).toBeGreaterThan(0);
    for (const line of estimated) {
      const invoice = invoiceTextOf(line) as ServerText;
      expect(serverText(invoice, 'en')).toBe(invoiceLabelOf(line));
      expect(serverText(textOf(line), 'de')).toContain(', geschätzt als ');
      expect(serverText(invoice, 'de')).not.toContain('geschätzt');
      expect(serverText(textOf(line), 'de').startsWith(serverText(invoice, 'de'))).toBe(true);
    }
    const other = breakdown.lines.find((line) => line.code === 'board.setup') as PriceLine;
    expect(invoiceTextOf(other)).toEqual(other.text);
    expect(invoiceTextOf({})).toBeUndefined();
  });
});

describe('a German customer’s review notes', () => {
  const notesOf = (parts: PricingPart[] | null) =>
    computeOfferSet(pricingInput({ parts }), [10, 100, 1000]).reviewNotes;

  it('are German, each from its key, the English message being the same key', () => {
    const parts = [
      part({ lineNo: 1, designators: ['C1'], value: '100nF', package: '0402' }),
      part({ lineNo: 2, designators: ['C2'], value: '10uF', package: '0805' }),
      part({ lineNo: 3, designators: ['U1'], value: 'MCU', package: 'QFN-32' }),
      part({ lineNo: 4, designators: ['X1'], description: 'thing' }),
      part({ lineNo: 5, designators: ['Z1'], description: 'other thing' }),
      part({
        lineNo: 6,
        designators: ['U2'],
        mpn: 'LM358DR',
        distributorOffers: [distributorOffer({ stock: 200, moq: 1, multiple: 1, leadTimeDays: 56 })],
      }),
      part({
        lineNo: 7,
        designators: ['U3'],
        mpn: 'NE555',
        distributorOffers: [distributorOffer({ stock: 0, moq: 1, multiple: 1 })],
      }),
    ];
    const notes = [...notesOf(null), ...notesOf(parts)];
    const customerWords = customerWordsOf(parts);
    expect(new Set(notes.map((note) => note.code))).toEqual(
      new Set(['BARE_BOARD', 'COMPONENT_ESTIMATED', 'COMPONENT_ON_REQUEST', 'COMPONENT_OUT_OF_STOCK']),
    );
    for (const note of notes) {
      const text = textOf(note);
      expect(serverTextSchema.safeParse(text).success, note.code).toBe(true);
      expect(serverText(text, 'en'), note.code).toBe(note.message);
      const german = serverText(text, 'de');
      expect(german).not.toBe(note.message);
      // "Distributor" is German as well as English.
      const left = englishWordsLeft(note.message, german, customerWords).filter(
        (word) => word !== 'distributor',
      );
      expect(left, german).toEqual([]);
    }
    const germanOf = (code: string) =>
      notes.filter((note) => note.code === code).map((note) => serverText(textOf(note), 'de'));
    expect(germanOf('COMPONENT_ESTIMATED')).toContain(
      'Zeilen 1–2: noch kein Preis bekannt; jeweils geschätzt als Kondensator, bis unser Team die Preise bestätigt',
    );
    expect(germanOf('COMPONENT_OUT_OF_STOCK')).toContain(
      'Zeile 6: LM358DR ist ab 1.000 Platinen bei keinem Distributor vorrätig; die Lieferzeit des Distributors beträgt 56 Tage, unser Team bestätigt den Liefertermin',
    );
  });
});
