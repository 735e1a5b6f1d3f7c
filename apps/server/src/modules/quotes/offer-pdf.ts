import { FR4_PARAMETERS } from '@boardhouse/shared/pcb/materials';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { PRODUCT_NAME } from '@boardhouse/shared/product';
import type { BreakdownLine, BreakdownResponse, OfferCell } from '@boardhouse/shared/quotes/offers-api';
import { printedVatNumber } from '../billing/vat-numbers.ts';
import {
  addFooters,
  BOLD,
  type Column,
  contentWidth,
  count,
  countryName,
  euros,
  FONT,
  heading,
  INK,
  infoBlock,
  longDate,
  MUTED,
  type Pdf,
  paragraph,
  type Row,
  shortDay,
  startDocument,
  table,
  weekDay,
} from './offer-pdf-layout.ts';
import {
  datesSentence,
  lineDetail,
  sameTotalNote,
  UNAVAILABLE_WORDS,
  unavailableNote,
} from './offer-pdf-text.ts';

/**
 * The offer as a customer keeps it: who it is for, the board, the price matrix, the chosen (or an
 * example) cell line by line and the terms. A pure function of an OfferDocument; what the house pays
 * and earns is not part of the document, so it cannot reach the PDF.
 */

/** A breakdown as a customer sees it: prices only. */
export type CustomerBreakdown = Omit<BreakdownResponse, 'lines' | 'costCents' | 'marginCents' | 'margins'> & {
  lines: Omit<BreakdownLine, 'costCents'>[];
};

export type PcbSummary = Pick<
  PcbSpec,
  | 'boardType'
  | 'panelX'
  | 'panelY'
  | 'widthMm'
  | 'heightMm'
  | 'layers'
  | 'material'
  | 'thicknessMm'
  | 'outerCopperOz'
  | 'surfaceFinish'
  | 'solderMaskColor'
  | 'silkscreenColor'
  | 'minTrackSpacingMil'
  | 'minDrillMm'
>;

export interface BomSummary {
  lines: number;
  uniqueParts: number;
  smdPlacements: number;
  thtPlacements: number;
  /** Lines marked do-not-place. */
  notPlaced: number;
}

export interface OfferDocument {
  /** When the offer was made: printed as the offer date and kept as the PDF's creation date. */
  date: Date;
  validUntil: Date;
  customer: { name: string; company: string | null; billingCountry: string | null; vatNumber: string | null };
  project: { key: string; name: string };
  pcb: PcbSummary | null;
  bom: BomSummary | null;
  matrix: {
    quantities: number[];
    leadTimes: { workingDays: number; label: string }[];
    cells: OfferCell[];
    intendedQuantity: number | null;
  };
  /** The customer's selection, or an example cell; null when no cell can be ordered. */
  chosen: { basis: 'selected' | 'example'; breakdown: CustomerBreakdown } | null;
  /** Remarks on the prices (estimated parts, a missing billing country), one sentence each. */
  notes: string[];
}

const FINISHES: Record<string, string> = {
  HASL: 'HASL',
  HASL_LEAD_FREE: 'Lead-free HASL',
  ENIG: 'ENIG',
  OSP: 'OSP',
  IMMERSION_SILVER: 'Immersion silver',
  IMMERSION_TIN: 'Immersion tin',
  HARD_GOLD: 'Hard gold',
};
const VAT_REASONS: Record<string, string> = {
  NL: 'Dutch VAT',
  EU_CONSUMER: 'Dutch VAT, no confirmed EU VAT number',
  REVERSE_CHARGE: 'reverse charge, VAT payable by the customer',
  EXPORT: 'export outside the EU',
};

const colour = (value: string) =>
  value === 'none' ? 'None' : value.charAt(0).toUpperCase() + value.slice(1).replace('-', ' ');
const mm = (value: number) => `${count(value, 2)} mm`;

export function renderOfferPdf(document: OfferDocument): Promise<Buffer> {
  const { doc, finished } = startDocument({
    title: `${PRODUCT_NAME} offer ${document.project.key}`,
    author: PRODUCT_NAME,
    subject: document.project.name,
    date: document.date,
  });
  writeHeader(doc, document);
  writeParties(doc, document);
  writeBoard(doc, document);
  writeMatrix(doc, document);
  writeBreakdown(doc, document);
  writeTerms(doc, document);
  addFooters(doc, `${PRODUCT_NAME} offer ${document.project.key} of ${longDate(document.date)}`);
  doc.end();
  return finished;
}

function writeHeader(doc: Pdf, document: OfferDocument): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(BOLD).fontSize(22).fillColor(INK).text(PRODUCT_NAME, left, top);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text('Printed circuit boards, made and assembled', left);
  doc.font(BOLD).fontSize(18).fillColor(INK).text('Offer', left, top, { width, align: 'right' });
  doc.font(FONT).fontSize(9);
  doc.text(`Offer date: ${longDate(document.date)}`, left, doc.y + 2, { width, align: 'right' });
  doc.text(`Valid until: ${longDate(document.validUntil)}`, left, doc.y, { width, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, top + 48) + 14;
}

function writeParties(doc: Pdf, document: OfferDocument): void {
  const { customer, project } = document;
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const customerPairs: [string, string][] = [['Name', customer.name]];
  if (customer.company) customerPairs.push(['Company', customer.company]);
  if (customer.billingCountry) {
    customerPairs.push(['Billing country', countryName(customer.billingCountry)]);
  }
  if (customer.vatNumber) {
    customerPairs.push(['VAT number', printedVatNumber(customer.billingCountry, customer.vatNumber)]);
  }
  const endCustomer = infoBlock(doc, { x: left, y: top, width: half }, 'Customer', customerPairs);
  const endProject = infoBlock(doc, { x: left + half + 20, y: top, width: half }, 'Project', [
    ['Project', project.key],
    ['Name', project.name],
  ]);
  doc.x = left;
  doc.y = Math.max(endCustomer, endProject);
}

function boardPairs(pcb: PcbSummary): [string, string][] {
  const size = `${count(pcb.widthMm, 2)} × ${mm(pcb.heightMm)}`;
  const material = FR4_PARAMETERS.find((entry) => entry.material === pcb.material)?.name ?? pcb.material;
  return [
    ['Layers', String(pcb.layers)],
    [
      'Size',
      pcb.boardType === 'panel'
        ? `panel of ${pcb.panelX} × ${pcb.panelY} boards, each ${size}`
        : `${size} (single board)`,
    ],
    ['Material', material],
    ['Thickness', mm(pcb.thicknessMm)],
    ['Outer copper', `${count(pcb.outerCopperOz)} oz`],
    ['Surface finish', FINISHES[pcb.surfaceFinish] ?? pcb.surfaceFinish],
    ['Colours', `${colour(pcb.solderMaskColor)} solder mask, ${colour(pcb.silkscreenColor)} silkscreen`],
    ['Track/spacing', `${pcb.minTrackSpacingMil} mil, smallest drill ${mm(pcb.minDrillMm)}`],
  ];
}

function bomPairs(bom: BomSummary | null): [string, string][] {
  if (!bom) return [['BOM', 'none: bare boards, no assembly']];
  return [
    ['BOM lines', `${count(bom.lines)}${bom.notPlaced > 0 ? ` (${count(bom.notPlaced)} not placed)` : ''}`],
    ['Unique parts', count(bom.uniqueParts)],
    ['SMD placements', `${count(bom.smdPlacements)} per board`],
    ['THT parts', `${count(bom.thtPlacements)} per board`],
  ];
}

function writeBoard(doc: Pdf, document: OfferDocument): void {
  heading(doc, 'The board');
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const pcbPairs: [string, string][] = document.pcb ? boardPairs(document.pcb) : [['PCB', 'not specified']];
  const endPcb = infoBlock(doc, { x: left, y: top, width: half }, 'PCB specification', pcbPairs);
  const endBom = infoBlock(
    doc,
    { x: left + half + 20, y: top, width: half },
    'Assembly',
    bomPairs(document.bom),
  );
  doc.x = left;
  doc.y = Math.max(endPcb, endBom);
}

const isChosen = (document: OfferDocument, quantity: number, workingDays: number) =>
  document.chosen?.breakdown.quantity === quantity && document.chosen.breakdown.workingDays === workingDays;

function matrixCell(cell: OfferCell | undefined, chosen: boolean): Row['cells'][number] {
  if (!cell?.available) {
    const words = cell?.unavailableCode ? UNAVAILABLE_WORDS[cell.unavailableCode] : undefined;
    return { text: words ? `unavailable:\n${words}` : 'unavailable', muted: true };
  }
  const perBoard = cell.onRequest ? 'price to confirm' : `${euros(cell.unitNetCents)} / board`;
  const marks = `${cell.estimated ? ' *' : ''}${cell.sameTotalQuantity ? ' †' : ''}`;
  // Offers from before ship dates have one date, the column's.
  const delivered = cell.shipDate && cell.deliveryDate ? `\ndelivered ${weekDay(cell.deliveryDate)}` : '';
  return { text: `${euros(cell.netCents)}${marks}\n${perBoard}${delivered}`, bold: chosen };
}

/** The day a lead time's boards ship: its first cell that can be ordered (old offers: their only date). */
function shipDateOf(cells: readonly OfferCell[], workingDays: number): string | null {
  const cell = cells.find(
    (entry) => entry.workingDays === workingDays && entry.available && (entry.shipDate ?? entry.deliveryDate),
  );
  return cell ? (cell.shipDate ?? cell.deliveryDate ?? null) : null;
}

function writeMatrix(doc: Pdf, document: OfferDocument): void {
  const { matrix } = document;
  heading(doc, 'Prices by quantity and lead time');
  paragraph(
    doc,
    'Net prices in EUR, excluding VAT, shipping included; the second line is the price per board, the third the day the boards are delivered by the cheapest parcel service. Each column shows the lead time in working days and the day the boards ship when payment is received today.',
    { muted: true },
  );
  const quantityWidth = 62;
  const leadWidth = (contentWidth(doc) - quantityWidth) / Math.max(1, matrix.leadTimes.length);
  const columns: Column[] = [
    { header: 'Quantity', width: quantityWidth },
    ...matrix.leadTimes.map((lead): Column => {
      const date = shipDateOf(matrix.cells, lead.workingDays);
      return {
        header: `${lead.label}\n${date ? `ships ${shortDay(date)}` : 'date on request'}`,
        width: leadWidth,
        align: 'right',
      };
    }),
  ];
  const rows = matrix.quantities.map(
    (quantity): Row => ({
      highlight: quantity === matrix.intendedQuantity,
      cells: [
        { text: count(quantity), bold: quantity === matrix.intendedQuantity },
        ...matrix.leadTimes.map((lead) =>
          matrixCell(
            matrix.cells.find((cell) => cell.quantity === quantity && cell.workingDays === lead.workingDays),
            isChosen(document, quantity, lead.workingDays),
          ),
        ),
      ],
    }),
  );
  table(doc, columns, rows, { size: 8 });
  const marks = [
    matrix.intendedQuantity ? 'The shaded row is your intended quantity.' : '',
    document.chosen ? 'The price in bold is the one detailed below.' : '',
    matrix.cells.some((cell) => cell.estimated)
      ? '* Includes parts priced from estimates until our staff confirm them.'
      : '',
    sameTotalNote(matrix.cells),
    unavailableNote(matrix.cells),
  ].filter(Boolean);
  if (marks.length > 0) paragraph(doc, marks.join(' '), { size: 8, muted: true });
}

function writeBreakdown(doc: Pdf, document: OfferDocument): void {
  const { chosen } = document;
  if (!chosen) {
    heading(doc, 'Price breakdown');
    paragraph(doc, 'None of the quantities and lead times above can be ordered as specified.');
    return;
  }
  const { breakdown } = chosen;
  const cell = `${count(breakdown.quantity)} boards in ${breakdown.workingDays} working days`;
  heading(doc, chosen.basis === 'selected' ? `Your selection: ${cell}` : `Example: ${cell}`);
  const sameTotal = breakdown.sameTotalQuantity
    ? ` Order ${count(breakdown.sameTotalQuantity)} boards for the same price.`
    : '';
  paragraph(
    doc,
    `${
      chosen.basis === 'selected'
        ? 'The offer you selected, line by line.'
        : `No offer is selected yet; as an example, the lowest price for ${count(breakdown.quantity)} boards, line by line.`
    } ${datesSentence(breakdown)}${sameTotal}`,
    { muted: true },
  );
  const width = contentWidth(doc);
  const columns: Column[] = [
    { header: 'Item', width: width - 270 },
    { header: 'Units × rate', width: 170, align: 'right' },
    { header: 'Amount', width: 100, align: 'right' },
  ];
  const { vat } = breakdown;
  const rows: Row[] = [
    ...breakdown.lines.map(
      (line): Row => ({
        cells: [line.label, { text: lineDetail(line), muted: true }, euros(line.amountCents)],
      }),
    ),
    { cells: [{ text: 'Net (excl. VAT)', bold: true }, '', { text: euros(breakdown.netCents), bold: true }] },
    {
      cells: [
        `VAT ${count(vat.ratePercent, 2)} % (${VAT_REASONS[vat.reason] ?? vat.reason})`,
        { text: `${count(vat.ratePercent, 2)} % of ${euros(breakdown.netCents)}`, muted: true },
        euros(vat.amountCents),
      ],
    },
    {
      highlight: true,
      cells: [
        { text: 'Total (incl. VAT)', bold: true },
        '',
        { text: euros(breakdown.totalCents), bold: true },
      ],
    },
  ];
  table(doc, columns, rows);
}

function writeTerms(doc: Pdf, document: OfferDocument): void {
  if (document.notes.length > 0) {
    heading(doc, 'Notes');
    for (const note of document.notes) paragraph(doc, `• ${note}`);
  }
  heading(doc, 'Validity and terms');
  const terms = [
    'All prices are in euros (EUR). Prices in the matrix exclude VAT; the breakdown shows the VAT, its rate and reason, and the total including VAT.',
    `This offer is valid until ${longDate(document.validUntil)}. After that date prices and delivery dates are calculated again.`,
    'Lead times count working days (Monday to Friday, except Dutch public holidays and announced closing days) on the Europe/Amsterdam calendar. They start on the working day payment is received, before the daily cut-off; the ship and delivery dates shown assume payment on the offer date. A delivery date adds the parcel service’s transit working days at the destination to the ship date.',
    'Production starts once the data (Gerber files, BOM and placement file) have been checked. Parts priced from estimates or on request are confirmed by our staff before production; you may cancel free of charge if a confirmed price is higher.',
    `Shipping is included as listed. Orders are made under the ${PRODUCT_NAME} general terms and conditions.`,
  ];
  for (const term of terms) paragraph(doc, `• ${term}`);
}
