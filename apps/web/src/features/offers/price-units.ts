import type { TFunction } from 'i18next';
import type { BreakdownLine, BreakdownResponse, OfferCell } from '../../api/offers.api.ts';
import { formatEuros, formatNumber, formatUnitCents, localeOf } from '../../components/format.ts';

/**
 * What a breakdown line counts, in words a customer reads: "0.0919 m² of board × €35.00/m²", "half a
 * production panel × €23.40 per panel", "26 parts (25 + 1 spare) × €0.052", "+25 % of €46.28". Lines
 * of older snapshots (no `unit`) keep the plain "rate × units".
 */
export function describeLine(line: BreakdownLine, t: TFunction, language?: string): string {
  const { rate, units } = line;
  if (rate === null || units === null) return '';
  const price = formatUnitCents(rate, language);
  const amount = (value: number, digits = 4) => formatNumber(value, digits, language);
  switch (line.unit) {
    case 'order':
      return units === 1
        ? t('offers.units.order', { rate: price })
        : t('offers.breakdown.rateTimes', { rate: price, units: amount(units) });
    case 'boardM2':
      return t('offers.units.boardM2', { amount: amount(units), rate: price });
    case 'panel':
      return units === 0.5
        ? t('offers.units.panelHalf', { rate: price })
        : t('offers.units.panel', { count: units, amount: amount(units), rate: price });
    case 'part':
      return partsText(line, units, price, t, language);
    case 'placement':
    case 'joint':
    case 'side':
    case 'feeder':
    case 'parcel':
    case 'pallet':
      return t(`offers.units.${line.unit}`, { count: units, amount: amount(units), rate: price });
    case 'kg':
      return t('offers.units.kg', { amount: amount(units, 2), rate: price });
    case 'percentOf':
      return percentText(rate, units, t, language);
    default:
      return legacyDetail(line, rate, units, t, language);
  }
}

/** "26 parts (25 + 1 spare) × €0.052"; "25 parts × €0.052" without spares. */
function partsText(
  line: BreakdownLine,
  units: number,
  price: string,
  t: TFunction,
  language?: string,
): string {
  const spares = line.spares ?? 0;
  const parts = formatNumber(units, 0, language);
  if (spares > 0) {
    return t('offers.units.partsSpares', {
      count: spares,
      amount: parts,
      needed: formatNumber(line.needed ?? units - spares, 0, language),
      spares: formatNumber(spares, 0, language),
      rate: price,
    });
  }
  return t('offers.units.part', { count: units, amount: parts, rate: price });
}

/** "+25 % of €46.28", "−10 % of €120.00" (a discount); the rate is a fraction, the units a base in cents. */
function percentText(rate: number, baseCents: number, t: TFunction, language?: string): string {
  const percent = formatNumber(Math.abs(rate) * 100, 2, language);
  const sign = rate < 0 ? '−' : '+';
  return t('offers.breakdown.percentOf', {
    percent: `${sign}${percent}`,
    base: formatEuros(baseCents, language),
  });
}

/** Lines without a unit (snapshots from before units): percentages by their block, else rate × units. */
function legacyDetail(
  line: BreakdownLine,
  rate: number,
  units: number,
  t: TFunction,
  language?: string,
): string {
  if (line.block === 'leadTime' || line.code === 'board.material' || line.block === 'discount') {
    return percentText(rate, units, t, language);
  }
  return t('offers.breakdown.rateTimes', {
    rate: formatUnitCents(rate, language),
    units: formatNumber(units, 4, language),
  });
}

/**
 * Staff: parts bought beyond those charged (a supplier's minimum or multiple), which go to the house's
 * stock: "bought 100, 74 to house stock". Null when nothing is left over.
 */
export function describeStock(line: BreakdownLine, t: TFunction, language?: string): string | null {
  if (line.bought === undefined || line.units === null || line.bought <= line.units) return null;
  return t('admin.offerBreakdown.bought', {
    bought: formatNumber(line.bought, 0, language),
    rest: formatNumber(line.bought - line.units, 0, language),
  });
}

type Margin = NonNullable<BreakdownResponse['margins']>[number];

/** Staff: "Board: 25 % (band from 100 boards)", or "Board: 25 %" when no band applies. */
export function describeMargin(margin: Margin, t: TFunction, language?: string): string {
  const values = {
    block: t(`offers.blocks.${margin.block}`),
    percent: formatNumber(margin.percent, 2, language),
  };
  return margin.fromQuantity === null
    ? t('admin.offerBreakdown.marginNoBand', values)
    : t('admin.offerBreakdown.margin', {
        ...values,
        count: margin.fromQuantity,
        from: formatNumber(margin.fromQuantity, 0, language),
      });
}

/**
 * The larger quantity every orderable cell of a row costs the same as, when they agree: said once by
 * the row's heading rather than in each cell. Null when none or when the lead times differ.
 */
export function rowSameTotal(cells: readonly OfferCell[], quantity: number): number | null {
  const row = cells.filter((cell) => cell.quantity === quantity && cell.available);
  const first = row[0]?.sameTotalQuantity ?? null;
  return first !== null && row.every((cell) => cell.sameTotalQuantity === first) ? first : null;
}

/** The two dates of an offer. Old snapshots know one date only, which they call the delivery date. */
export interface OfferDates {
  /** Production done: the boards leave the house; null when not known apart from delivery. */
  shipDate: string | null;
  deliveryDate: string | null;
}

export function datesOf(offer: Pick<OfferCell, 'deliveryDate' | 'shipDate'>): OfferDates {
  return { shipDate: offer.shipDate ?? null, deliveryDate: offer.deliveryDate };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    // A calendar day is that day wherever the browser is: read and written in UTC.
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
}

const asDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A calendar day short enough for a matrix cell, with its weekday: "Thu 3 Dec" (en), "Do., 3. Dez." (de). */
export function formatDay(day: string, language?: string): string {
  return dayFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(asDay(day));
}

/** A calendar day in the fewest characters, for a matrix cell: "29 Dec" (en), "29. Dez." (de). */
export function formatShortDay(day: string, language?: string): string {
  return dayFormat(language, { day: 'numeric', month: 'short' }).format(asDay(day));
}

/** A calendar day in full: "3 December 2026" (en), "3. Dezember 2026" (de). */
export function formatLongDay(day: string, language?: string): string {
  return dayFormat(language, { dateStyle: 'long' }).format(asDay(day));
}

/** A calendar day with its weekday, for a summary: "Thu, 3 December 2026" (en). */
export function formatWeekday(day: string, language?: string): string {
  return dayFormat(language, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(
    asDay(day),
  );
}
