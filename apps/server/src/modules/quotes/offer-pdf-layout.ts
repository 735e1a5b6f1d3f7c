import PDFDocument from 'pdfkit';
/**
 * Layout helpers of the offer and invoice PDFs (pdfkit, A4, built-in Helvetica): English money and
 * date formats, headings, label/value blocks, tables that continue on a new page with their header
 * row, and the "Page x of y" footer written once every page exists.
 */

export type Pdf = PDFKit.PDFDocument;

/**
 * An A4 document in the house style with its metadata, and the finished file once `doc.end()` is
 * called. The creation date is the document's own date, so the same content renders to the same bytes.
 */
export function startDocument(info: { title: string; author: string; subject: string; date: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    font: FONT,
    info: {
      Title: printable(info.title),
      Author: printable(info.author),
      Subject: printable(info.subject),
      CreationDate: info.date,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#6b6b6b';
const RULE = '#c8c8c8';
const HEADER_FILL = '#eef1f4';
const HIGHLIGHT_FILL = '#fff6d6';

export const PAGE_MARGINS = { top: 50, bottom: 60, left: 50, right: 50 };
const CELL_PADDING = 4;

const EUROS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const RATE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const WEEK_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const COUNTRIES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** 123456 cents → "€1,234.56". */
export const euros = (cents: number) => EUROS.format(cents / 100);
/** A rate that may hold fractions of a cent: 0.8 cents → "€0.008". */
export const rate = (cents: number) => RATE.format(cents / 100);
/** 1000 → "1,000"; 0.125 → "0.125". */
export const count = (value: number, maximumFractionDigits = 4) =>
  value.toLocaleString('en-GB', { maximumFractionDigits });
/** A moment as its day in Amsterdam: "12 March 2026". */
export const longDate = (moment: Date) => LONG_DATE.format(moment);
/** A calendar day (YYYY-MM-DD) as "12 Mar 2026". */
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
/** A calendar day (YYYY-MM-DD) short enough for a matrix cell: "Thu 12 Mar". */
export const weekDay = (day: string) => WEEK_DAY.format(new Date(`${day}T00:00:00Z`));
/** "NL" → "Netherlands". */
export const countryName = (code: string) => {
  try {
    return COUNTRIES.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** Characters of WinAnsi (the built-in fonts' encoding) above 0x7e that are not Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in fonts can show: letters outside WinAnsi lose their accents when they have a plain
 * form (ő → o) and become "?" otherwise, instead of printing as unrelated glyphs.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
    } else if (char === '\n' || char === '\t') {
      out += char === '\n' ? '\n' : ' ';
    } else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += plain.length > 0 && plain !== char && /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
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

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(12).fillColor(INK).text(printable(text), doc.page.margins.left);
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { size?: number; muted?: boolean } = {}): void {
  const size = options.size ?? 9;
  doc.font(FONT).fontSize(size);
  const width = contentWidth(doc);
  ensureSpace(doc, doc.heightOfString(printable(text), { width }) + 2);
  doc
    .fillColor(options.muted ? MUTED : INK)
    .text(printable(text), doc.page.margins.left, doc.y, { width })
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
  doc.font(BOLD).fontSize(10).fillColor(INK).text(printable(title), at.x, at.y, { width: at.width });
  let y = doc.y + 3;
  for (const [label, value] of pairs) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(printable(label), at.x, y, { width: labelWidth });
    doc.fillColor(INK).text(printable(value), at.x + labelWidth, y, { width: at.width - labelWidth });
    y = Math.max(doc.y, y + 11) + 2;
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
    doc.font(cell.bold ? BOLD : FONT).fontSize(size);
    tallest = Math.max(tallest, doc.heightOfString(printable(cell.text), { width }));
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
      .font(cell.bold ? BOLD : FONT)
      .fontSize(options.size)
      .fillColor(cell.muted ? MUTED : INK)
      .text(printable(cell.text), x + CELL_PADDING, top + CELL_PADDING, {
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
export function addFooters(doc: Pdf, left: string): void {
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
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(printable(left), x, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, x, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor(INK);
}
