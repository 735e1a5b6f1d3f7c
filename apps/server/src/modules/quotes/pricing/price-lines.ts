import type { PriceUnit } from '@boardhouse/shared/quotes/offers-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { lineAmount } from '../../../lib/money.ts';

/** `volume`: a quantity priced as a larger one that costs no more (a negative line, part of production). */
export const PRICE_BLOCKS = [
  'board',
  'components',
  'assembly',
  'leadTime',
  'volume',
  'shipping',
  'discount',
] as const;
export type PriceBlock = (typeof PRICE_BLOCKS)[number];

/**
 * One line of a breakdown. What the customer sees is `amountCents`, and where the line has a rate and
 * units, `amountCents = round_half_up(rate × units)` exactly as shown; `costCents` is what the line
 * costs the house, for staff only.
 */
export interface PriceLine {
  block: PriceBlock;
  code: string;
  label: string;
  /** The label as a message key, for the reader's language; `label` is its English. */
  text?: ServerText;
  /** The key in the parameters table the rate came from. */
  parameter: string | null;
  rate: number | null;
  units: number | null;
  /** What `units` counts (parcels, kg, m² of board …), so a reader sees "3 parcels" not "× 3". */
  unit?: PriceUnit;
  amountCents: number;
  costCents: number;
  /** The BOM line a component line prices. */
  lineNo?: number;
  /** Component lines: the parts the boards need. */
  needed?: number;
  /**
   * Component lines: the spare parts charged besides those needed. When `needed + spares` is below
   * `units`, the rest is the supplier's minimum order.
   */
  spares?: number;
  /**
   * Component lines: the parts bought, which purchasing orders (the parts charged, `units`, rounded up
   * to the supplier's multiple; the rest stays in the house's stock).
   */
  bought?: number;
  /** A component line priced from a distributor's offer: which one (administrators only). */
  source?: PriceSource;
}

/** The distributor offer a component line was priced from. */
export interface PriceSource {
  distributor: string;
  sku: string;
  currency: string;
  /** The unit price as the distributor gave it, in `currency`. */
  unitPrice: number;
  breakQuantity: number;
  /** ISO 8601: when the distributor answered. */
  fetchedAt: string;
  stock: number;
  leadTimeDays: number | null;
  simulated: boolean;
}

/** A parameter value by key; a missing key is a programming error, never a silent zero. */
export function parameterValue(parameters: Readonly<Record<string, number>>, key: string): number {
  const value = parameters[key];
  if (value === undefined) throw new Error(`The pricing parameter ${key} is missing`);
  return value;
}

/** Six decimals are enough for any cent rate and keep 2500 × 1.3 from showing as 3250.0000000000005. */
const tidy = (rate: number) => Math.round(rate * 1e6) / 1e6;

interface LineHead {
  block: PriceBlock;
  code: string;
  label: string;
  /** The label as a message key, for the reader's language; `label` is its English. */
  text?: ServerText;
  parameter: string | null;
  lineNo?: number;
  unit?: PriceUnit;
}

/** A cost rate with the block's margin laid on it: what the customer's line shows. */
export const rateWithMargin = (costRate: number, marginPercent: number) =>
  tidy((costRate * (100 + marginPercent)) / 100);

/** A rate (cost per unit) × units line with the block's margin laid on the rate. */
export function chargedLine(
  head: LineHead,
  costRate: number,
  units: number,
  marginPercent: number,
): PriceLine {
  const rate = rateWithMargin(costRate, marginPercent);
  return {
    ...head,
    rate,
    units,
    amountCents: lineAmount(rate, units),
    costCents: lineAmount(costRate, units),
  };
}

/** A percentage of a base: the rate is the fraction, the units are the base in cents. */
export function shareLine(
  head: LineHead,
  percent: number,
  baseCents: number,
  costBaseCents: number,
): PriceLine {
  const rate = tidy(percent / 100);
  return {
    ...head,
    rate,
    units: baseCents,
    amountCents: lineAmount(rate, baseCents),
    costCents: lineAmount(rate, costBaseCents),
  };
}

/** A line without a rate: a top-up to a minimum, a fixed amount. */
export function amountLine(head: LineHead, amountCents: number, costCents: number): PriceLine {
  return { ...head, rate: null, units: null, amountCents, costCents };
}

export const sumAmounts = (lines: readonly PriceLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);
export const sumCosts = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.costCents, 0);
