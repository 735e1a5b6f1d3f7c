import { type Language, PRODUCT_NAME } from '@boardhouse/shared/product';
import PDFDocument from 'pdfkit';
import type { DocumentWords } from './document-words.ts';
import {
  BUILT_IN_TYPEFACE,
  isWinAnsi,
  registerTypeface,
  type Typeface,
  usesBuiltInFonts,
} from './pdf-typeface.ts';
/**
 * Layout helpers of the offer and invoice PDFs (pdfkit, A4, the fonts of the document's language, see
 * pdf-typeface.ts): headings, label/value blocks, tables that continue on a new page with their header
 * row, and the "Page x of y" footer written once every page exists. The words and number styles come
 * from document-words.ts.
 */

export type Pdf = PDFKit.PDFDocument;

/** Each document's typeface, chosen in startDocument from its language. */
const typefaces = new WeakMap<Pdf, Typeface>();
const typefaceOf = (doc: Pdf): Typeface => typefaces.get(doc) ?? BUILT_IN_TYPEFACE;
const regularFont = (doc: Pdf) => typefaceOf(doc).regular;
const boldFont = (doc: Pdf) => typefaceOf(doc).bold;
/** `text` as the document's fonts can show it (see printable()). */
const fit = (doc: Pdf, text: string) => printable(text, typefaceOf(doc).shows);

/**
 * An A4 document in the house style, in the fonts of `language`, with its metadata, and the finished
 * file once `doc.end()` is called. The creation date is the document's own date, so the same content
 * renders to the same bytes.
 */
export function startDocument(info: {
  language: Language;
  title: string;
  author: string;
  subject: string;
  date: Date;
}) {
  // The metadata is not drawn with a font: PDF readers show any character in it. It is still made
  // printable for the built-in fonts, so the documents of Latin languages stay as they were.
  const metadata = (text: string) =>
    usesBuiltInFonts(info.language) ? printable(text) : text.normalize('NFC');
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    font: BUILT_IN_TYPEFACE.regular,
    info: {
      Title: metadata(info.title),
      Author: metadata(info.author),
      Subject: metadata(info.subject),
      CreationDate: info.date,
    },
  });
  typefaces.set(doc, registerTypeface(doc, info.language));
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

export const INK = '#1a1a1a';
export const MUTED = '#6b6b6b';
const RULE = '#c8c8c8';
const HEADER_FILL = '#eef1f4';
const HIGHLIGHT_FILL = '#fff6d6';

export const PAGE_MARGINS = { top: 50, bottom: 60, left: 50, right: 50 };
const CELL_PADDING = 4;

/**
 * Spaces Intl puts between digits and before units in some languages (French "1 234,56 €" uses a
 * narrow no-break space): printed as the no-break space every font here has, so a number never wraps.
 */
const NARROW_SPACES = new Set(['\u202f', '\u2009']);

/**
 * Text as a document's fonts can show it, `shows` telling which characters they have (by default the
 * built-in fonts: WinAnsi). Other letters lose their accents when the fonts have the plain letter
 * (ő → o) and become "?" otherwise, instead of printing as unrelated glyphs or empty boxes.
 */
export function printable(text: string, shows: (char: string) => boolean = isWinAnsi): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (NARROW_SPACES.has(char)) {
      out += '\u00a0';
    } else if (char === '\n' || char === '\t') {
      out += char === '\n' ? '\n' : ' ';
    } else if (!/\p{Cc}/u.test(char) && shows(char)) {
      out += char;
    } else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += plain.length > 0 && plain !== char && [...plain].every(shows) ? plain : '?';
    }
  }
  return out;
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
  doc.x = doc.page.margins.left;
}

/** The house's name on the left; the document's title and its numbers and dates on the right. */
export function writeHeader(doc: Pdf, title: string, words: DocumentWords, facts: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(boldFont(doc)).fontSize(22).fillColor(INK).text(PRODUCT_NAME, left, top);
  doc
    .font(regularFont(doc))
    .fontSize(9)
    .fillColor(MUTED)
    .text(fit(doc, words.say('doc.tagline')), left);
  doc
    .font(boldFont(doc))
    .fontSize(18)
    .fillColor(INK)
    .text(fit(doc, title), left, top, { width, align: 'right' });
  doc.font(regularFont(doc)).fontSize(9);
  for (const line of facts) {
    doc.text(fit(doc, line), left, doc.y + 1, { width, align: 'right' });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + 48) + 14;
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font(boldFont(doc)).fontSize(12).fillColor(INK).text(fit(doc, text), doc.page.margins.left);
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { size?: number; muted?: boolean } = {}): void {
  const size = options.size ?? 9;
  doc.font(regularFont(doc)).fontSize(size);
  const width = contentWidth(doc);
  ensureSpace(doc, doc.heightOfString(fit(doc, text), { width }) + 2);
  doc
    .fillColor(options.muted ? MUTED : INK)
    .text(fit(doc, text), doc.page.margins.left, doc.y, { width })
    .fillColor(INK);
  doc.moveDown(0.25);
}

/**
 * Label/value lines in a box of `width` at (`x`, `y`), with a bold title; returns where it ends.
 * Meant for the short blocks at the top of the first page, which never reach its bottom.
 */
export function infoBlock(
  doc: Pdf,
  at: { x: number; y: number; width: number },
  title: string,
  pairs: readonly (readonly [string, string])[],
  { labelWidth = 82 }: { labelWidth?: number } = {},
): number {
  doc.font(boldFont(doc)).fontSize(10).fillColor(INK).text(fit(doc, title), at.x, at.y, { width: at.width });
  let y = doc.y + 3;
  for (const [label, value] of pairs) {
    doc
      .font(regularFont(doc))
      .fontSize(9)
      .fillColor(MUTED)
      .text(fit(doc, label), at.x, y, { width: labelWidth });
    // A label may wrap in a language with longer words: the next pair starts below both columns.
    const labelEnd = doc.y;
    doc.fillColor(INK).text(fit(doc, value), at.x + labelWidth, y, { width: at.width - labelWidth });
    y = Math.max(doc.y, labelEnd, y + 11) + 2;
  }
  doc.fillColor(INK);
  return y;
}

export type Align = 'left' | 'right' | 'center';
export interface Column {
  header: string;
  width: number;
  align?: Align;
}
export interface Cell {
  text: string;
  bold?: boolean;
  muted?: boolean;
}
export type CellInput = string | Cell;
export interface Row {
  cells: CellInput[];
  /** Shaded: the chosen cell's row, a total. */
  highlight?: boolean;
}

const toCell = (input: CellInput): Cell => (typeof input === 'string' ? { text: input } : input);

function rowHeight(doc: Pdf, columns: readonly Column[], cells: readonly Cell[], size: number): number {
  let tallest = 0;
  cells.forEach((cell, index) => {
    const width = (columns[index]?.width ?? 0) - 2 * CELL_PADDING;
    doc.font(cell.bold ? boldFont(doc) : regularFont(doc)).fontSize(size);
    tallest = Math.max(tallest, doc.heightOfString(fit(doc, cell.text), { width }));
  });
  return tallest + 2 * CELL_PADDING;
}

function drawRow(
  doc: Pdf,
  columns: readonly Column[],
  cells: readonly Cell[],
  options: { size: number; fill?: string },
): void {
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const height = rowHeight(doc, columns, cells, options.size);
  if (options.fill) doc.rect(left, top, width, height).fill(options.fill);
  let x = left;
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (!column) return;
    doc
      .font(cell.bold ? boldFont(doc) : regularFont(doc))
      .fontSize(options.size)
      .fillColor(cell.muted ? MUTED : INK)
      .text(fit(doc, cell.text), x + CELL_PADDING, top + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align ?? 'left',
      });
    x += column.width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.fillColor(INK);
  doc.x = left;
  doc.y = top + height;
}

/** A table that goes on over as many pages as it needs, its header row repeated at the top of each. */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { size?: number } = {},
): void {
  const size = options.size ?? 9;
  const header = columns.map((column): Cell => ({ text: column.header, bold: true }));
  const headerHeight = rowHeight(doc, columns, header, size);
  const drawHeader = () => drawRow(doc, columns, header, { size, fill: HEADER_FILL });
  const firstRow = rows[0] ? rowHeight(doc, columns, rows[0].cells.map(toCell), size) : 0;
  ensureSpace(doc, headerHeight + firstRow);
  drawHeader();
  for (const row of rows) {
    const cells = row.cells.map(toCell);
    if (doc.y + rowHeight(doc, columns, cells, size) > bottomOf(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(doc, columns, cells, { size, ...(row.highlight ? { fill: HIGHLIGHT_FILL } : {}) });
  }
  doc.moveDown(0.5);
}

/** Writes "Page x of y" and `left` at the foot of every page; needs `bufferPages: true`. */
export function addFooters(doc: Pdf, left: string, words: DocumentWords): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // The footer sits in the bottom margin; without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 38;
    const width = contentWidth(doc);
    const x = doc.page.margins.left;
    doc
      .moveTo(x, y - 6)
      .lineTo(x + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(regularFont(doc)).fontSize(8).fillColor(MUTED);
    doc.text(fit(doc, left), x, y, { width, align: 'left', lineBreak: false });
    const page = words.say('doc.page', { page: index - range.start + 1, pages: range.count });
    doc.text(fit(doc, page), x, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor(INK);
}
