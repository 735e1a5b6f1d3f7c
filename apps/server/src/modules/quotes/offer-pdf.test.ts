import type { OfferCell } from '@boardhouse/shared/quotes/offers-api';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { saveBilling } from '../billing/billing.repository.ts';
import { type OfferDocument, renderOfferPdf } from './offer-pdf.ts';
import { printable } from './offer-pdf-layout.ts';

/** The text of each page, as a PDF reader extracts it. */
async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

const CUSTOMER_NEVER_SEES = /cost|margin/i;
const CAPACITY_REASON = 'The production capacity of 5 m² a day is booked until 30 April 2026';
const LEAD_TIMES = [20, 15, 10, 7, 5];

/** Cells of a made-up matrix: 10 boards in 20 days is the hand-worked cell of offers.routes.test.ts. */
function cellsOf(quantities: number[]): OfferCell[] {
  return quantities.flatMap((quantity) =>
    LEAD_TIMES.map((workingDays) => {
      const netCents =
        quantity === 10 && workingDays === 20 ? 5383 : 4000 + quantity * 111 + (20 - workingDays) * 97;
      const available = !(quantity === 1000 && workingDays === 5);
      // Ships 10 April (a Friday) in 20 working days, delivered 4 days later by the cheapest parcel.
      const shipDay = 30 - workingDays;
      return {
        quantity,
        workingDays,
        available,
        unavailableReason: available ? null : CAPACITY_REASON,
        unavailableCode: available ? null : 'CAPACITY',
        sameTotalQuantity: quantity === 50 ? 100 : null,
        onRequest: false,
        estimated: false,
        shipDate: `2026-04-${String(shipDay).padStart(2, '0')}`,
        deliveryDate: `2026-04-${String(shipDay + 4).padStart(2, '0')}`,
        netCents,
        unitNetCents: Math.round(netCents / quantity),
      };
    }),
  );
}

function sampleDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  const quantities = [5, 10, 25, 50, 100, 250, 500, 1000];
  return {
    date: new Date('2026-03-12T09:30:00Z'),
    validUntil: new Date('2026-03-26T09:30:00Z'),
    customer: {
      name: 'Ada Lovelace',
      company: 'Lovelace Engines B.V.',
      billingCountry: 'NL',
      vatNumber: 'NL123456789B01',
    },
    project: { key: 'P-26-000002', name: 'Motor driver v2' },
    pcb: {
      boardType: 'single',
      panelX: 1,
      panelY: 1,
      widthMm: 100,
      heightMm: 80.5,
      layers: 4,
      material: 'FR4_TG170',
      thicknessMm: 1.6,
      outerCopperOz: 1,
      surfaceFinish: 'ENIG',
      solderMaskColor: 'matte-black',
      silkscreenColor: 'white',
      minTrackSpacingMil: 5,
      minDrillMm: 0.2,
    },
    bom: { lines: 42, uniqueParts: 31, smdPlacements: 118, thtPlacements: 3, notPlaced: 2 },
    matrix: {
      quantities,
      leadTimes: LEAD_TIMES.map((workingDays) => ({ workingDays, label: `${workingDays} working days` })),
      cells: cellsOf(quantities),
      intendedQuantity: 10,
    },
    chosen: {
      basis: 'selected',
      breakdown: {
        quantity: 10,
        workingDays: 20,
        shipDate: '2026-04-10',
        transitWorkingDays: 2,
        deliveryDate: '2026-04-14',
        lines: [
          {
            block: 'board',
            code: 'board.setup',
            label: 'Setup, 2 layers',
            parameter: 'x',
            rate: 3250,
            units: 1,
            amountCents: 3250,
          },
          {
            block: 'board',
            code: 'board.panels',
            label: 'Production panels',
            parameter: 'y',
            rate: 2340,
            units: 0.5,
            amountCents: 1170,
          },
          {
            block: 'leadTime',
            code: 'leadTime',
            label: 'Production in 20 working days',
            parameter: 'z',
            rate: 0,
            units: 4628,
            amountCents: 0,
          },
          {
            block: 'shipping',
            code: 'shipping.weight',
            label: 'Parcel weight',
            parameter: 'w',
            rate: 100,
            units: 0.6,
            amountCents: 60,
          },
          {
            block: 'assembly',
            code: 'assembly.smd',
            label: 'SMD placements',
            parameter: 'v',
            rate: 0.8,
            units: 1180,
            amountCents: 944,
          },
        ],
        netCents: 5383,
        vat: { ratePercent: 21, reason: 'NL', amountCents: 1130 },
        totalCents: 6513,
      },
    },
    notes: ['No billing country yet: prices include Dutch VAT'],
    ...overrides,
  };
}

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

  it('is the same file for the same document (its creation date is the offer’s)', async () => {
    const [first, second] = await Promise.all([
      renderOfferPdf(sampleDocument()),
      renderOfferPdf(sampleDocument()),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260312093000Z)');
  });

  it('goes on over pages with long matrices and breakdowns, numbering every page', async () => {
    const quantities = Array.from({ length: 40 }, (_, index) => (index + 1) * 7);
    const document = sampleDocument();
    document.matrix = { ...document.matrix, quantities, cells: cellsOf(quantities) };
    const line = document.chosen?.breakdown.lines[0];
    if (!document.chosen || !line) throw new Error('the sample has a breakdown');
    document.chosen.breakdown.lines = Array.from({ length: 60 }, (_, index) => ({
      ...line,
      code: `components.line${index + 1}`,
      label: `BOM line ${index + 1}: part number PART-${index + 1}`,
    }));
    const pages = await pdfPages(await renderOfferPdf(document));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    for (const quantity of [7, 140, 280]) expect(text).toContain(`\n${quantity} €`);
    expect(text).toContain('BOM line 60: part number PART-60');
    expect(text).toContain('€65.13');
    // The matrix's header row is repeated where the table goes on.
    expect(pages.filter((page) => page.includes('Quantity')).length).toBeGreaterThanOrEqual(2);
  });

  it('prints text the built-in fonts cannot show as plain letters or "?"', () => {
    expect(printable('Zoë Łódź 李 €1 – “x”')).toBe('Zoë ?ódz ? €1 – “x”');
  });
});

describe('GET /rest/project/offers/{projectId}/pdf', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    owner = await signedInPerson(t, { firstname: 'Ada', lastname: 'Lovelace' });
    await saveBilling(t.ctx.db, {
      userId: owner.user.id,
      countryCode: 'NL',
      companyName: 'Lovelace Engines B.V.',
      vatNumber: 'NL123456789B01',
    });
  });
  afterAll(() => t.close());

  const pdfOf = (projectId: string, who?: Person) =>
    t.app.inject({
      method: 'GET',
      url: `/rest/project/offers/${projectId}/pdf`,
      headers: who?.headers ?? {},
    });

  async function boardProject(name: string): Promise<string> {
    const projectId = await projectOf(t, owner, name);
    const saved = await call('POST', `/rest/project/pcb/${projectId}`, owner, {});
    expect(saved.statusCode, saved.body).toBe(200);
    return projectId;
  }

  it('gives the owner their selected offer as a PDF attachment', async () => {
    const projectId = await boardProject('Pdf board');
    expect((await call('GET', `/rest/project/offers/${projectId}`, owner)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const response = await pdfOf(projectId, owner);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Boardhouse-offer-${projectId}.pdf"; filename*=UTF-8''Boardhouse-offer-${projectId}.pdf`,
    );
    const text = (await pdfPages(response.rawPayload)).join('\n');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, owner)
    ).json();
    // The house default board of offers.routes.test.ts: 5383 net, 21 % Dutch VAT 1130, 6513 in all.
    expect(breakdown).toMatchObject({ netCents: 5383, totalCents: 6513 });
    for (const expected of [
      projectId,
      'Pdf board',
      'Ada Lovelace',
      'Lovelace Engines B.V.',
      'NL123456789B01',
      'Your selection: 10 boards in 20 working days',
      '€53.83',
      '€65.13',
      'Page 1 of',
    ]) {
      // Sentences may wrap: compared with the line breaks as spaces.
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    for (const quantity of ['5', '10', '25', '50', '100', '250', '500', '1,000']) {
      expect(text).toContain(`\n${quantity} €`);
    }
    expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
  });

  it('prices the cheapest cell of the intended quantity as an example when nothing is selected', async () => {
    const projectId = await boardProject('Example board');
    const info = await call('POST', '/rest/project/information', owner, { projectId, intendedQuantity: 25 });
    expect(info.statusCode, info.body).toBe(200);
    const text = (await pdfPages((await pdfOf(projectId, owner)).rawPayload)).join('\n');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=25&workingDays=20`, owner)
    ).json();
    const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    expect(text).toContain('Example: 25 boards in 20 working days');
    expect(text).toContain(euros(breakdown.netCents));
    expect(text).toContain(euros(breakdown.totalCents));
  });

  it('shows a read share and an administrator the customer’s prices, never cost or margin', async () => {
    const projectId = await boardProject('Shared pdf board');
    const reader = await signedInPerson(t);
    await share(t, owner, projectId, reader, 'read');
    const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    for (const who of [reader, admin]) {
      const response = await pdfOf(projectId, who);
      expect(response.statusCode).toBe(200);
      const text = (await pdfPages(response.rawPayload)).join('\n');
      expect(text).toContain('Ada Lovelace');
      expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
    }
  });

  it('answers 404 to a stranger, 401 without a token and 409 OFFER.PCB_REQUIRED without a spec', async () => {
    const projectId = await boardProject('Private pdf board');
    const stranger = await signedInPerson(t);
    const refused = await pdfOf(projectId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).not.toContain('Private pdf board');
    const anonymous = await pdfOf(projectId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('AUTH.UNAUTHENTICATED');
    const bare = await pdfOf(await projectOf(t, owner, 'No board pdf'), owner);
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error.code).toBe('OFFER.PCB_REQUIRED');
  });

  it('renders a 60-line BOM over several pages', async () => {
    const projectId = await boardProject('Sixty lines');
    const rows = Array.from({ length: 60 }, (_, index) => `R${index + 1},1,${index + 1}k,0603,resistor`);
    const csv = ['Designator,Quantity,Value,Package,Description', ...rows].join('\r\n');
    const body = multipart('sixty.csv', csv);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${projectId}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const response = await pdfOf(projectId, owner);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toContain('BOM lines 60');
    expect(text).toContain('BOM lines 1–60: no price known yet');
    expect(text).toContain('SMD placements 60 per board');
    expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
  });
});
