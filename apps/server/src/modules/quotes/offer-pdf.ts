import { FR4_PARAMETERS } from '@boardhouse/shared/pcb/materials';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { type Language, PRODUCT_NAME } from '@boardhouse/shared/product';
import type { BreakdownLine, BreakdownResponse, OfferCell } from '@boardhouse/shared/quotes/offers-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { printedVatNumber } from '../billing/vat-numbers.ts';
import { type DocumentWords, documentWords } from './document-words.ts';
import {
  addFooters,
  type Column,
  contentWidth,
  heading,
  infoBlock,
  type Pdf,
  paragraph,
  type Row,
  startDocument,
  table,
  writeHeader,
} from './offer-pdf-layout.ts';
import {
  datesSentence,
  lineDetail,
  sameTotalNote,
  unavailableNote,
  unavailableWords,
} from './offer-pdf-text.ts';

/**
 * The offer as a customer keeps it: who it is for, the board, the price matrix, the chosen (or an
 * example) cell line by line and the terms. A pure function of an OfferDocument; what the house pays
 * and earns is not part of the document, so it cannot reach the PDF.
 */

/** A breakdown as a customer sees it: prices only. */
export type CustomerLine = Omit<BreakdownLine, 'costCents'>;
export type CustomerBreakdown = Omit<BreakdownResponse, 'lines' | 'costCents' | 'marginCents' | 'margins'> & {
  lines: CustomerLine[];
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
  /** The reader's language: every label, date and amount is printed in it (see printedLanguage). */
  language: Language;
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
  /**
   * Remarks on the prices (estimated parts, a missing billing country), one sentence each; a note kept
   * before notes had keys is its English sentence.
   */
  notes: (ServerText | string)[];
}

export function renderOfferPdf(document: OfferDocument): Promise<Buffer> {
  const words = documentWords(document.language);
  const { say } = words;
  const { doc, finished } = startDocument({
    language: words.language,
    title: say('doc.offer.pdfTitle', { product: PRODUCT_NAME, project: document.project.key }),
    author: PRODUCT_NAME,
    subject: document.project.name,
    date: document.date,
  });
  writeHeader(doc, say('doc.offer.title'), words, [
    say('doc.offer.date', { date: words.longDate(document.date) }),
    say('doc.offer.validUntil', { date: words.longDate(document.validUntil) }),
  ]);
  writeParties(doc, document, words);
  writeBoard(doc, document, words);
  writeMatrix(doc, document, words);
  writeBreakdown(doc, document, words);
  writeTerms(doc, document, words);
  addFooters(
    doc,
    say('doc.offer.footer', {
      product: PRODUCT_NAME,
      project: document.project.key,
      date: words.longDate(document.date),
    }),
    words,
  );
  doc.end();
  return finished;
}

function writeParties(doc: Pdf, document: OfferDocument, { say, countryName }: DocumentWords): void {
  const { customer, project } = document;
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const customerPairs: [string, string][] = [[say('doc.name'), customer.name]];
  if (customer.company) customerPairs.push([say('doc.company'), customer.company]);
  if (customer.billingCountry) {
    customerPairs.push([say('doc.offer.billingCountry'), countryName(customer.billingCountry)]);
  }
  if (customer.vatNumber) {
    customerPairs.push([say('doc.vatNumber'), printedVatNumber(customer.billingCountry, customer.vatNumber)]);
  }
  const endCustomer = infoBlock(
    doc,
    { x: left, y: top, width: half },
    say('doc.offer.customer'),
    customerPairs,
  );
  const endProject = infoBlock(doc, { x: left + half + 20, y: top, width: half }, say('doc.offer.project'), [
    [say('doc.offer.project'), project.key],
    [say('doc.projectName'), project.name],
  ]);
  doc.x = left;
  doc.y = Math.max(endCustomer, endProject);
}

function boardPairs(pcb: PcbSummary, { say, count }: DocumentWords): [string, string][] {
  const mm = (value: number) => `${count(value, 2)} mm`;
  const size = `${count(pcb.widthMm, 2)} × ${mm(pcb.heightMm)}`;
  // Material names are trade names ("FR4 Tg170-180"), the same in every language.
  const material = FR4_PARAMETERS.find((entry) => entry.material === pcb.material)?.name ?? pcb.material;
  return [
    [say('doc.offer.layers'), count(pcb.layers)],
    [
      say('doc.offer.size'),
      pcb.boardType === 'panel'
        ? say('doc.offer.panelSize', { x: count(pcb.panelX), y: count(pcb.panelY), size })
        : say('doc.offer.singleSize', { size }),
    ],
    [say('doc.offer.material'), material],
    [say('doc.offer.thickness'), mm(pcb.thicknessMm)],
    [say('doc.offer.outerCopper'), `${count(pcb.outerCopperOz)} oz`],
    [say('doc.offer.surfaceFinish'), say(`doc.finish.${pcb.surfaceFinish}`)],
    [
      say('doc.offer.colours'),
      say('doc.offer.coloursValue', {
        mask: say(`doc.colour.${pcb.solderMaskColor}`),
        silkscreen: say(`doc.colour.${pcb.silkscreenColor}`),
      }),
    ],
    [
      say('doc.offer.trackSpacing'),
      say('doc.offer.trackSpacingValue', { mil: count(pcb.minTrackSpacingMil), drill: mm(pcb.minDrillMm) }),
    ],
  ];
}

function bomPairs(bom: BomSummary | null, { say, count }: DocumentWords): [string, string][] {
  if (!bom) return [[say('doc.offer.bom'), say('doc.offer.bomNone')]];
  const perBoard = (value: number) => say('doc.offer.perBoard', { count: count(value) });
  return [
    [
      say('doc.offer.bomLines'),
      bom.notPlaced > 0
        ? say('doc.offer.notPlaced', { lines: count(bom.lines), count: count(bom.notPlaced) })
        : count(bom.lines),
    ],
    [say('doc.offer.uniqueParts'), count(bom.uniqueParts)],
    [say('doc.offer.smdPlacements'), perBoard(bom.smdPlacements)],
    [say('doc.offer.thtParts'), perBoard(bom.thtPlacements)],
  ];
}

function writeBoard(doc: Pdf, document: OfferDocument, words: DocumentWords): void {
  const { say } = words;
  heading(doc, say('doc.offer.board'));
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  const pcbPairs: [string, string][] = document.pcb
    ? boardPairs(document.pcb, words)
    : [[say('doc.offer.pcb'), say('doc.offer.pcbMissing')]];
  const endPcb = infoBlock(doc, { x: left, y: top, width: half }, say('doc.offer.pcbSpec'), pcbPairs);
  const endBom = infoBlock(
    doc,
    { x: left + half + 20, y: top, width: half },
    say('doc.offer.assembly'),
    bomPairs(document.bom, words),
  );
  doc.x = left;
  doc.y = Math.max(endPcb, endBom);
}

const isChosen = (document: OfferDocument, quantity: number, workingDays: number) =>
  document.chosen?.breakdown.quantity === quantity && document.chosen.breakdown.workingDays === workingDays;

function matrixCell(
  cell: OfferCell | undefined,
  chosen: boolean,
  words: DocumentWords,
): Row['cells'][number] {
  const { say, euros } = words;
  if (!cell?.available) return { text: unavailableWords(cell, words), muted: true };
  const perBoard = cell.onRequest
    ? say('doc.offer.priceToConfirm')
    : say('doc.offer.pricePerBoard', { price: euros(cell.unitNetCents) });
  const marks = `${cell.estimated ? ' *' : ''}${cell.sameTotalQuantity ? ' †' : ''}`;
  // Offers from before ship dates have one date, the column's.
  const delivered =
    cell.shipDate && cell.deliveryDate
      ? `\n${say('doc.offer.delivered', { date: words.weekDay(cell.deliveryDate) })}`
      : '';
  return { text: `${euros(cell.netCents)}${marks}\n${perBoard}${delivered}`, bold: chosen };
}

/** The day a lead time's boards ship: its first cell that can be ordered (old offers: their only date). */
function shipDateOf(cells: readonly OfferCell[], workingDays: number): string | null {
  const cell = cells.find(
    (entry) => entry.workingDays === workingDays && entry.available && (entry.shipDate ?? entry.deliveryDate),
  );
  return cell ? (cell.shipDate ?? cell.deliveryDate ?? null) : null;
}

function writeMatrix(doc: Pdf, document: OfferDocument, words: DocumentWords): void {
  const { matrix } = document;
  const { say, count } = words;
  heading(doc, say('doc.offer.matrix'));
  paragraph(doc, say('doc.offer.matrixIntro'), { muted: true });
  const quantityWidth = 62;
  const leadWidth = (contentWidth(doc) - quantityWidth) / Math.max(1, matrix.leadTimes.length);
  const columns: Column[] = [
    { header: say('doc.quantity'), width: quantityWidth },
    ...matrix.leadTimes.map((lead): Column => {
      const date = shipDateOf(matrix.cells, lead.workingDays);
      // The stored label is English ("20 working days"): the column is named from its days instead.
      const days = words.counted('workingDay', lead.workingDays);
      const ships = date
        ? say('doc.offer.ships', { date: words.shortDay(date) })
        : say('doc.offer.dateOnRequest');
      return { header: `${days}\n${ships}`, width: leadWidth, align: 'right' };
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
            words,
          ),
        ),
      ],
    }),
  );
  table(doc, columns, rows, { size: 8 });
  const marks = [
    matrix.intendedQuantity ? say('doc.offer.shadedRow') : '',
    document.chosen ? say('doc.offer.boldPrice') : '',
    matrix.cells.some((cell) => cell.estimated) ? say('doc.offer.estimatedMark') : '',
    sameTotalNote(matrix.cells, words),
    unavailableNote(matrix.cells, words),
  ].filter(Boolean);
  if (marks.length > 0) paragraph(doc, marks.join(' '), { size: 8, muted: true });
}

/** A breakdown line's label in the reader's language; lines priced before labels had keys: English. */
const lineLabel = (line: CustomerLine, words: DocumentWords) =>
  line.text ? words.text(line.text) : line.label;

function writeBreakdown(doc: Pdf, document: OfferDocument, words: DocumentWords): void {
  const { chosen } = document;
  const { say, euros, count } = words;
  if (!chosen) {
    heading(doc, say('doc.offer.breakdown'));
    paragraph(doc, say('doc.offer.nothingOrderable'));
    return;
  }
  const { breakdown } = chosen;
  const boards = words.counted('board', breakdown.quantity);
  const cell = say('doc.offer.cell', { boards, days: words.counted('workingDay', breakdown.workingDays) });
  heading(doc, say(chosen.basis === 'selected' ? 'doc.offer.selection' : 'doc.offer.example', { cell }));
  const intro =
    chosen.basis === 'selected' ? say('doc.offer.selectedIntro') : say('doc.offer.exampleIntro', { boards });
  const sameTotal = breakdown.sameTotalQuantity
    ? say('doc.offer.sameTotalOrder', { boards: words.counted('board', breakdown.sameTotalQuantity) })
    : '';
  paragraph(doc, [intro, datesSentence(breakdown, words), sameTotal].filter(Boolean).join(' '), {
    muted: true,
  });
  const width = contentWidth(doc);
  const columns: Column[] = [
    { header: say('doc.offer.item'), width: width - 270 },
    { header: say('doc.offer.unitsTimesRate'), width: 170, align: 'right' },
    { header: say('doc.amount'), width: 100, align: 'right' },
  ];
  const { vat } = breakdown;
  const rate = count(vat.ratePercent, 2);
  const rows: Row[] = [
    ...breakdown.lines.map(
      (line): Row => ({
        cells: [
          lineLabel(line, words),
          { text: lineDetail(line, words), muted: true },
          euros(line.amountCents),
        ],
      }),
    ),
    { cells: [{ text: say('doc.net'), bold: true }, '', { text: euros(breakdown.netCents), bold: true }] },
    {
      cells: [
        say('doc.offer.vatWithReason', { rate, reason: say(`doc.vatReason.${vat.reason}`) }),
        { text: say('doc.offer.vatOf', { rate, net: euros(breakdown.netCents) }), muted: true },
        euros(vat.amountCents),
      ],
    },
    {
      highlight: true,
      cells: [{ text: say('doc.total'), bold: true }, '', { text: euros(breakdown.totalCents), bold: true }],
    },
  ];
  table(doc, columns, rows);
}

function writeTerms(doc: Pdf, document: OfferDocument, words: DocumentWords): void {
  const { say } = words;
  if (document.notes.length > 0) {
    heading(doc, say('doc.offer.notes'));
    for (const note of document.notes) {
      paragraph(doc, `• ${typeof note === 'string' ? note : words.text(note)}`);
    }
  }
  heading(doc, say('doc.offer.terms'));
  const terms = [
    say('doc.offer.term.prices'),
    say('doc.offer.term.validity', { date: words.longDate(document.validUntil) }),
    say('doc.offer.term.leadTimes'),
    say('doc.offer.term.production'),
    say('doc.offer.term.shipping', { product: PRODUCT_NAME }),
  ];
  for (const term of terms) paragraph(doc, `• ${term}`);
}
