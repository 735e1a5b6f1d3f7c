/** The columns of the MPN-data CSV file (export writes them in this order; import requires them all). */
export const MPN_CSV_COLUMNS = [
  'mpn',
  'manufacturer',
  'description',
  'package',
  'mountingStyle',
  'priceBreaks',
  'stock',
  'leadTimeDays',
  'lcsc',
  'mouser',
  'digikey',
  'farnell',
  'rs',
] as const;
export type MpnCsvColumn = (typeof MPN_CSV_COLUMNS)[number];

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"). Exports put a ' in front of
 * them; imports take that ' away again, so an export imports back unchanged.
 */
export const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export function restoreNeutralisedCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_TRIGGER.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export interface PriceBreakValue {
  quantity: number;
  unitPriceCents: number;
}

const centsToEuros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** [{ quantity: 1, unitPriceCents: 1250 }, { quantity: 10, unitPriceCents: 980 }] → "1:12.50;10:9.80". */
export function formatPriceBreaks(breaks: readonly PriceBreakValue[]): string {
  return breaks.map((step) => `${step.quantity}:${centsToEuros(step.unitPriceCents)}`).join(';');
}

export const PRICE_BREAKS_FORMAT_MESSAGE =
  'Price breaks must look like 1:12.50;10:9.80 (quantity:unit price in EUR, at most two decimals)';
const PRICE_BREAK = /^(\d{1,9})\s*:\s*(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** "1:12.50;10:9,80" → price breaks; null when the text does not have that form. Empty → []. */
export function parsePriceBreaks(text: string): PriceBreakValue[] | null {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const breaks: PriceBreakValue[] = [];
  for (const part of parts) {
    const match = PRICE_BREAK.exec(part);
    if (!match) return null;
    const [, quantity = '', euros = '', fraction = ''] = match;
    breaks.push({
      quantity: Number(quantity),
      unitPriceCents: Number(euros) * 100 + Number(fraction.padEnd(2, '0')),
    });
  }
  return breaks;
}

/**
 * One CSV row as the fields of POST /rest/mpn-data, for that call's schema to check. Numbers that do
 * not read as whole numbers are passed on as text so the schema names the field; price breaks that do
 * not read are reported here. `cellOf` answers a column's cell of the row.
 */
export function mpnInputFromCsvRow(cellOf: (column: MpnCsvColumn) => string | undefined): {
  values: Record<string, unknown>;
  problems: Record<string, string>;
} {
  const cell = (column: MpnCsvColumn) => restoreNeutralisedCell((cellOf(column) ?? '').trim()).trim();
  const count = (column: MpnCsvColumn) => {
    const text = cell(column);
    if (!text) return null;
    return /^\d{1,10}$/.test(text) ? Number(text) : text;
  };
  // "smd" and "SMD" are the same; anything else goes on for the schema to refuse.
  const style = cell('mountingStyle').toUpperCase();
  const priceBreaks = parsePriceBreaks(cell('priceBreaks'));
  return {
    values: {
      mpn: cell('mpn'),
      manufacturer: cell('manufacturer'),
      description: cell('description'),
      package: cell('package'),
      mountingStyle: style || null,
      priceBreaks: priceBreaks ?? [],
      stock: count('stock'),
      leadTimeDays: count('leadTimeDays'),
      lcsc: cell('lcsc'),
      mouser: cell('mouser'),
      digikey: cell('digikey'),
      farnell: cell('farnell'),
      rs: cell('rs'),
    },
    problems: priceBreaks ? {} : { priceBreaks: PRICE_BREAKS_FORMAT_MESSAGE },
  };
}
