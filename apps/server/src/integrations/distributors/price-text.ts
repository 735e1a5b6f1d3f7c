/**
 * Distributors write prices for people: "0,052 €", "$0.10", "1.234,50 €", "€1,234.50", "1 234,50 EUR",
 * "0.0523 USD", "£1.20", "¥12". This reads such a text into an amount and an ISO 4217 currency.
 *
 * Which mark is the decimal separator:
 * 1. Both "." and "," appear: the last one is the decimal mark, the other groups thousands.
 * 2. One kind appears more than once ("1.234.567"): it groups thousands.
 * 3. One mark appears once and is NOT followed by exactly three digits ("0,05", "1.5", "0.0523"): decimal.
 * 4. One mark followed by exactly three digits with a whole part of "0" or nothing ("0,052", ",125"):
 *    decimal, since nobody groups thousands of zero.
 * 5. Otherwise ("1,234", "12.500") the text itself cannot say. The caller's `decimalMark` decides when
 *    given; else the currency's position does: a symbol or code AFTER the number is the continental
 *    habit ("1,234 €" = 1.234, "12.500 €" = 12500), before it or none is the English habit
 *    ("$1,234" = 1234, "€1.234" = 1.234).
 * Spaces (also no-break and thin spaces) and apostrophes ("1'234.50", Swiss) group thousands.
 * Groups after the first must be three digits ("1.23.4" is refused: null), as is text holding two
 * numbers, or naming no known currency unless the caller's `currency` hint names one ("1 234,56 Ft"
 * with HUF is read; without it, refused).
 */
export interface ParsedPrice {
  amount: number;
  /** ISO 4217; null when the text names none and no hint was given. */
  currency: string | null;
}

export interface PriceTextOptions {
  /** The distributor's own currency field (Mouser's `Currency`): it wins over the symbol in the text. */
  currency?: string | null;
  /** The decimal mark, when the caller knows the locale the text was written in. */
  decimalMark?: ',' | '.';
}

/** Longest prefixes first, so "US$" is not read as "$". */
const SYMBOLS: readonly [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['HK$', 'HKD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['CN¥', 'CNY'],
  ['RMB', 'CNY'],
  ['€', 'EUR'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['zł', 'PLN'],
];

const GROUPING_SPACES = /[\s\u00a0\u202f\u2009'’]/g;

export function parsePriceText(text: string, options: PriceTextOptions = {}): ParsedPrice | null {
  const trimmed = text.trim();
  const numberMatch = /[-+]?[\d.,\s\u00a0\u202f\u2009'’]*\d[\d.,\s\u00a0\u202f\u2009'’]*/.exec(trimmed);
  if (!numberMatch) return null;
  const before = trimmed.slice(0, numberMatch.index).trim();
  const after = trimmed.slice(numberMatch.index + numberMatch[0].length).trim();
  if (before && after) return null;
  const marker = before || after;
  const named = marker ? currencyOf(marker) : null;
  const hint = options.currency?.trim().toUpperCase();
  const hinted = hint && /^[A-Z]{3}$/.test(hint) ? hint : null;
  // A marker we do not know ("kr", "NT$", "Ft") names nothing we could check; the distributor's
  // Currency field, when it names one, is what the price is in, so the number is read all the same.
  if (marker && !named && !hinted) return null;

  const negative = numberMatch[0].trim().startsWith('-');
  const digits = numberMatch[0].replace(/^[-+]/, '').replace(GROUPING_SPACES, '');
  const decimal = decimalMarkOf(digits, options.decimalMark ?? (after ? ',' : '.'));
  const amount = readNumber(digits, decimal);
  if (amount === null) return null;
  return { amount: negative ? -amount : amount, currency: hinted ?? named };
}

function currencyOf(marker: string): string | null {
  if (/^[A-Za-z]{3}$/.test(marker) && marker !== 'RMB') return marker.toUpperCase();
  for (const [symbol, code] of SYMBOLS) {
    if (marker === symbol || marker.toLowerCase() === symbol.toLowerCase()) return code;
  }
  return null;
}

/** Rules 1–5 above; the answer is '' when the number has no mark at all. */
function decimalMarkOf(digits: string, ambiguousDefault: ',' | '.'): ',' | '.' | '' {
  const commas = digits.split(',').length - 1;
  const dots = digits.split('.').length - 1;
  if (commas > 0 && dots > 0) return digits.lastIndexOf(',') > digits.lastIndexOf('.') ? ',' : '.';
  if (commas === 0 && dots === 0) return '';
  const mark = commas > 0 ? ',' : '.';
  const other = mark === ',' ? '.' : ',';
  if (commas + dots > 1) return other;
  const [whole = '', fraction = ''] = digits.split(mark);
  if (fraction.length !== 3) return mark;
  if (whole === '' || /^0+$/.test(whole)) return mark;
  return ambiguousDefault === mark ? mark : other;
}

function readNumber(digits: string, decimal: ',' | '.' | ''): number | null {
  const thousands = decimal === ',' ? '.' : decimal === '.' ? ',' : '';
  const [whole = '', fraction, extra] = decimal ? digits.split(decimal) : [digits];
  if (extra !== undefined) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const groups = thousands ? whole.split(thousands) : [whole];
  // Where marks group thousands, every group after the first is three digits.
  if (groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
  const wholeDigits = groups.join('');
  if (!/^\d*$/.test(wholeDigits) || (wholeDigits === '' && fraction === undefined)) return null;
  const value = Number(`${wholeDigits || '0'}${fraction !== undefined ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : null;
}
