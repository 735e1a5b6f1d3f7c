import { describe, expect, it } from 'vitest';
import { CAPACITY_REASON, CUSTOMER_NEVER_SEES, pdfPages, sampleDocument } from './offer-pdf.test-support.ts';
import { renderOfferPdf } from './offer-pdf.ts';

/** What the offer PDF says: the parties, the board, the matrix, the chosen cell and how its lines read. */
describe('the offer PDF', () => {
  it('holds the header, customer, project, board, every quantity and the chosen cell line by line', async () => {
    const pdf = await renderOfferPdf(sampleDocument());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    const text = pages.join('\n');
    for (const expected of [
      'Boardhouse',
      'Offer',
      'Offer date: 12 March 2026',
      'Valid until: 26 March 2026',
      'Ada Lovelace',
      'Lovelace Engines B.V.',
      'Netherlands',
      'NL123456789B01',
      'P-26-000002',
      'Motor driver v2',
      '100 × 80.5 mm',
      'FR4 Tg170-180',
      'ENIG',
      'Matte black solder mask',
      '118 per board',
      'ships 10 Apr 2026',
      'ships 25 Apr 2026',
      'delivered Tue 14 Apr',
      'unavailable:',
      'production full',
      `Not available: ${CAPACITY_REASON}.`,
      '† The same price buys more boards: order 100 instead of 50.',
      'Ships 10 Apr 2026; delivered 14 Apr 2026 (2 working days in transit).',
      'Your selection: 10 boards in 20 working days',
      '€32.50 × 1',
      '€0.008 × 1,180',
      '0 % of €46.28',
      '€53.83',
      '€5.38 / board',
      'VAT 21 % (Dutch VAT)',
      '€11.30',
      '€65.13',
      'valid until 26 March 2026',
      'Europe/Amsterdam',
      'payment is received',
      'Page 1 of',
    ]) {
      // Sentences may wrap: compared with the line breaks as spaces.
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // Each row of the matrix starts with its quantity and the price of the slowest lead time.
    for (const quantity of ['5', '10', '25', '50', '100', '250', '500', '1,000']) {
      expect(text).toContain(`\n${quantity} €`);
    }
    expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
    // "Delivery" once named the day production ended; the document now says which day is which.
    expect(text).not.toContain('Delivery:');
    expect(text).not.toContain('delivery 10 Apr');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('names what each line counts, and a larger quantity for the same price', async () => {
    const document = sampleDocument();
    if (!document.chosen) throw new Error('the sample has a breakdown');
    const base = { parameter: 'p', amountCents: 100 } as const;
    document.chosen.breakdown = {
      ...document.chosen.breakdown,
      sameTotalQuantity: 12,
      lines: [
        { ...base, block: 'board', code: 'board.setup', label: 'Setup', rate: 3250, units: 1, unit: 'order' },
        {
          ...base,
          block: 'board',
          code: 'board.area',
          label: 'Board',
          rate: 3500,
          units: 0.0919,
          unit: 'boardM2',
        },
        {
          ...base,
          block: 'board',
          code: 'board.panels',
          label: 'Panels',
          rate: 2340,
          units: 0.5,
          unit: 'panel',
        },
        {
          ...base,
          block: 'board',
          code: 'board.panels2',
          label: 'Panels',
          rate: 2340,
          units: 2.25,
          unit: 'panel',
        },
        {
          ...base,
          block: 'components',
          code: 'components.part',
          label: 'LM358',
          rate: 5.2,
          units: 26,
          unit: 'part',
          needed: 25,
          spares: 1,
          bought: 100,
        },
        { ...base, block: 'assembly', code: 'assembly.tht', label: 'THT', rate: 5, units: 8, unit: 'joint' },
        {
          ...base,
          block: 'assembly',
          code: 'assembly.feeders',
          label: 'Feeders',
          rate: 300,
          units: 3,
          unit: 'feeder',
        },
        {
          ...base,
          block: 'leadTime',
          code: 'leadTime',
          label: 'Lead',
          rate: 0.25,
          units: 23_918,
          unit: 'percentOf',
        },
        {
          ...base,
          block: 'shipping',
          code: 'shipping.parcel',
          label: 'DHL',
          rate: 695,
          units: 2,
          unit: 'parcel',
        },
        {
          ...base,
          block: 'shipping',
          code: 'shipping.weight',
          label: 'Weight',
          rate: 100,
          units: 41.3,
          unit: 'kg',
        },
        {
          ...base,
          block: 'discount',
          code: 'discount.all',
          label: 'Promo',
          rate: -0.1,
          units: 12_000,
          unit: 'percentOf',
        },
      ],
    };
    const text = (await pdfPages(await renderOfferPdf(document))).join('\n');
    for (const expected of [
      '€32.50 per order',
      '0.0919 m² of board × €35.00/m²',
      'half a production panel × €23.40',
      '2.25 production panels × €23.40',
      '26 parts (25 + 1 spare) × €0.052',
      '8 solder joints × €0.05',
      '3 feeders to load × €3.00',
      '+25 % of €239.18',
      '2 parcels × €6.95',
      '41.3 kg × €1.00/kg',
      '-10 % of €120.00',
      'Order 12 boards for the same price.',
    ]) {
      // Sentences may wrap: compared with the line breaks as spaces.
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // What the house buys for its stock is not the customer's business.
    expect(text).not.toMatch(/bought|stock/i);
  });

  it('gives an offer from before ship dates its one date as the delivery date', async () => {
    const document = sampleDocument();
    if (!document.chosen) throw new Error('the sample has a breakdown');
    const { shipDate: _ship, transitWorkingDays: _transit, ...old } = document.chosen.breakdown;
    document.chosen.breakdown = { ...old, deliveryDate: '2026-04-10' };
    document.matrix.cells = document.matrix.cells.map(({ shipDate: _cellShip, ...cell }) => cell);
    const text = (await pdfPages(await renderOfferPdf(document))).join('\n');
    expect(text).toContain('Delivered 10 Apr 2026.');
    expect(text).not.toContain('delivered Tue');
  });

  it('calls the cell an example when nothing is selected, and says so when nothing can be ordered', async () => {
    const example = sampleDocument();
    if (example.chosen) example.chosen.basis = 'example';
    const text = (await pdfPages(await renderOfferPdf(example))).join('\n');
    expect(text).toContain('Example: 10 boards in 20 working days');
    const none = (await pdfPages(await renderOfferPdf(sampleDocument({ chosen: null })))).join('\n');
    expect(none).toContain('None of the quantities and lead times above can be ordered');
  });

  it('prints the customer’s VAT number with its country prefix, once (EL for Greece)', async () => {
    const customer = sampleDocument().customer;
    for (const [billingCountry, typed, printed] of [
      ['NL', '123456782B01', 'NL123456782B01'],
      ['NL', 'NL123456782B01', 'NL123456782B01'],
      ['GR', '094259216', 'EL094259216'],
    ] as const) {
      const document = sampleDocument({ customer: { ...customer, billingCountry, vatNumber: typed } });
      const text = (await pdfPages(await renderOfferPdf(document))).join('\n');
      expect(text, typed).toContain(`VAT number ${printed}\n`);
    }
  });
});
