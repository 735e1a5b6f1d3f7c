import type { OfferCell } from '@boardhouse/shared/quotes/offers-api';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OfferDocument } from './offer-pdf.ts';

/**
 * What the offer PDF tests share: a made-up offer document (offer-pdf.text.test.ts,
 * offer-pdf.layout.test.ts) and the reading of a rendered PDF back as text (also offer-pdf.routes.test.ts).
 */

/** The text of each page, as a PDF reader extracts it. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

export const CUSTOMER_NEVER_SEES = /cost|margin/i;
export const CAPACITY_REASON = 'The production capacity of 5 m² a day is booked until 30 April 2026';
const LEAD_TIMES = [20, 15, 10, 7, 5];

/** Cells of a made-up matrix: 10 boards in 20 days is the hand-worked cell of offers.routes.test.ts. */
export function cellsOf(quantities: number[]): OfferCell[] {
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

export function sampleDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  const quantities = [5, 10, 25, 50, 100, 250, 500, 1000];
  return {
    language: 'en',
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
