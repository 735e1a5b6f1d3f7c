import type { PriceUnit } from '@boardhouse/shared/quotes/offers-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { lineAmount } from '../../lib/money.ts';
import type { CountedNoun } from '../quotes/document-words.ts';
import { invoiceLabelOf, invoiceTextOf } from '../quotes/pricing/component-pricing.ts';
import type { PriceBlock } from '../quotes/pricing/price-lines.ts';

/**
 * An invoice's lines as EU invoicing rules ask for them (VAT directive art. 226): per line the
 * quantity, the description, the unit price and the amount excluding VAT. The amounts are the order
 * snapshot's, never recomputed; quantity × unit price, rounded to the cent, is always the amount.
 */
export interface InvoiceLine {
  /** In English: lines kept before they had texts are printed with it in every language. */
  label: string;
  /** The description as a message key, for the reader's language. */
  text?: ServerText;
  quantity: number;
  /** What the quantity counts (boards, placements), printed in the reader's language; null for a charge made once. */
  unit: CountedNoun | null;
  /** Cents, with as many decimals as quantity × unit price needs to come to the amount. */
  unitPriceCents: number;
  amountCents: number;
}

/** The part of a breakdown line an invoice reads. */
export interface SnapshotLine {
  block: PriceBlock;
  code: string;
  label: string;
  rate: number | null;
  units: number | null;
  unit?: PriceUnit;
  amountCents: number;
  text?: ServerText;
}

/** Units that count whole things a customer can recognise on an invoice. */
const COUNTED_UNITS: Partial<Record<PriceUnit, CountedNoun>> = {
  panel: 'panel',
  part: 'part',
  placement: 'placement',
  joint: 'solderJoint',
  side: 'side',
  feeder: 'feeder',
  parcel: 'parcel',
  pallet: 'pallet',
};

/** Lines that price the boards themselves: without a countable rate they are given per board ordered. */
const PER_BOARD_BLOCKS: ReadonlySet<PriceBlock> = new Set(['board', 'components', 'assembly']);

/** No unit price needs more than this many decimals of a cent (a rate is kept to six). */
const MAX_CENT_DECIMALS = 8;

/**
 * The unit price of `amountCents` over `quantity`, with the fewest decimals of a cent (none first)
 * for which quantity × unit price rounds back to the amount: €1.17 a board rather than €1.1700.
 */
export function unitPriceOf(amountCents: number, quantity: number): number {
  for (let decimals = 0; decimals <= MAX_CENT_DECIMALS; decimals += 1) {
    const scale = 10 ** decimals;
    const unit = Math.round((amountCents / quantity) * scale) / scale;
    if (lineAmount(unit, quantity) === amountCents) return unit;
  }
  return amountCents / quantity;
}

/**
 * One breakdown line as an invoice line. A line that already is a whole number of things × a rate
 * (parts, placements, a setup once) keeps them: that is what the customer was shown. Board, component
 * and assembly lines priced otherwise (a share of a panel, m² of board, a minimum) are given per
 * board ordered; the rest (lead time, parcel, promotion, volume price) are charges made once.
 */
export function invoiceLineOf(line: SnapshotLine, boards: number): InvoiceLine {
  const text = invoiceTextOf(line);
  const described = { label: invoiceLabelOf(line), ...(text ? { text } : {}) };
  const { rate, units, amountCents } = line;
  const countable =
    rate !== null &&
    units !== null &&
    Number.isInteger(units) &&
    units > 0 &&
    line.unit !== undefined &&
    line.unit !== 'percentOf' &&
    lineAmount(rate, units) === amountCents;
  if (countable && line.unit) {
    if (line.unit === 'order')
      return { ...described, quantity: units, unit: null, unitPriceCents: rate, amountCents };
    const noun = COUNTED_UNITS[line.unit];
    if (noun) return { ...described, quantity: units, unit: noun, unitPriceCents: rate, amountCents };
  }
  if (PER_BOARD_BLOCKS.has(line.block) && Number.isInteger(boards) && boards > 0) {
    return {
      ...described,
      quantity: boards,
      unit: 'board',
      unitPriceCents: unitPriceOf(amountCents, boards),
      amountCents,
    };
  }
  return { ...described, quantity: 1, unit: null, unitPriceCents: amountCents, amountCents };
}

export const invoiceLinesOf = (lines: readonly SnapshotLine[], boards: number): InvoiceLine[] =>
  lines.map((line) => invoiceLineOf(line, boards));
