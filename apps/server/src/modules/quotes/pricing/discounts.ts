import type { PromoBlock, PromoKind } from '@boardhouse/shared/quotes/promo-codes-api';
import { percentOf } from '../../../lib/money.ts';
import type { Breakdown } from './offer-engine.ts';
import {
  amountLine,
  type PriceBlock,
  type PriceLine,
  shareLine,
  sumAmounts,
  sumCosts,
} from './price-lines.ts';

/** The terms of a promo code that price a discount and decide whether it may be applied. */
export interface PromoTerms {
  code: string;
  kind: PromoKind;
  /** Per cent for PERCENT, cents for AMOUNT. */
  value: number;
  block: PromoBlock;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  minOrderCents: number;
  uses: number;
}

export type PromoRefusal =
  | 'PROMO.EXPIRED'
  | 'PROMO.EXHAUSTED'
  | 'PROMO.NOT_APPLICABLE'
  | 'PROMO.ALREADY_USED';

/**
 * A code never takes money off shipping: ALL is the whole production price, lead time and a volume
 * price (a quantity priced as a larger one) included.
 */
const BLOCKS_OF: Record<PromoBlock, readonly PriceBlock[]> = {
  ALL: ['board', 'components', 'assembly', 'leadTime', 'volume'],
  BOARD: ['board'],
  COMPONENTS: ['components'],
  ASSEMBLY: ['assembly'],
};

const BLOCK_WORDS: Record<PromoBlock, string> = {
  ALL: 'the production price',
  BOARD: 'the bare boards',
  COMPONENTS: 'the components',
  ASSEMBLY: 'the assembly',
};

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The price a code can take money off: the lines of its blocks. */
export function promoBase(lines: readonly PriceLine[], block: PromoBlock): number {
  const blocks = BLOCKS_OF[block];
  return sumAmounts(lines.filter((line) => blocks.includes(line.block)));
}

/** What the order costs before shipping and discounts: the figure a minimum order is held against. */
export function productionNet(lines: readonly PriceLine[]): number {
  return sumAmounts(lines.filter((line) => line.block !== 'shipping' && line.block !== 'discount'));
}

/**
 * Why `terms` cannot be applied today to an order of these lines by a customer who holds
 * `usesByCustomer` uses of it already, with a message a customer understands; null when it can.
 */
export function promoRefusal(
  terms: PromoTerms,
  lines: readonly PriceLine[],
  today: string,
  usesByCustomer: number,
): { code: PromoRefusal; message: string } | null {
  if (terms.validFrom && today < terms.validFrom) {
    return { code: 'PROMO.EXPIRED', message: `The code ${terms.code} is valid from ${terms.validFrom}` };
  }
  if (terms.validUntil && today > terms.validUntil) {
    return { code: 'PROMO.EXPIRED', message: `The code ${terms.code} expired on ${terms.validUntil}` };
  }
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) {
    return { code: 'PROMO.EXHAUSTED', message: `The code ${terms.code} has been used up` };
  }
  if (terms.maxUsesPerCustomer !== null && usesByCustomer >= terms.maxUsesPerCustomer) {
    const times = terms.maxUsesPerCustomer === 1 ? 'once' : `${terms.maxUsesPerCustomer} times`;
    return {
      code: 'PROMO.ALREADY_USED',
      message: `You have used the code ${terms.code} already: it can be used ${times} per customer`,
    };
  }
  if (productionNet(lines) < terms.minOrderCents) {
    return {
      code: 'PROMO.NOT_APPLICABLE',
      message: `The code ${terms.code} applies to orders from ${euros(terms.minOrderCents)} before shipping`,
    };
  }
  if (promoBase(lines, terms.block) <= 0) {
    return {
      code: 'PROMO.NOT_APPLICABLE',
      message: `The code ${terms.code} takes money off ${BLOCK_WORDS[terms.block]}, which this order does not have`,
    };
  }
  return null;
}

/** The discount line: a share of the block's price, or an amount capped at it. It costs the house nothing. */
export function discountLine(terms: PromoTerms, lines: readonly PriceLine[]): PriceLine {
  const base = promoBase(lines, terms.block);
  const head = { block: 'discount' as const, code: `discount.${terms.block.toLowerCase()}`, parameter: null };
  if (terms.kind === 'PERCENT') {
    const label = `Promo code ${terms.code}: ${terms.value} % off ${BLOCK_WORDS[terms.block]}`;
    return shareLine({ ...head, label }, -terms.value, base, 0);
  }
  const amount = Math.min(terms.value, base);
  return amountLine(
    { ...head, label: `Promo code ${terms.code}: ${euros(amount)} off ${BLOCK_WORDS[terms.block]}` },
    -amount,
    0,
  );
}

/**
 * A stored breakdown with its shipping and discount lines replaced; net, VAT (same rate and reason)
 * and total follow. The production lines stay as the customer chose them.
 */
export function withChoices(
  breakdown: Breakdown,
  choices: {
    shipping?: PriceLine[];
    discount: PriceLine[];
    /** The chosen parcel option's transit and the delivery date it gives. */
    delivery?: { transitWorkingDays: number; deliveryDate: string | null };
  },
): Breakdown {
  const production = breakdown.lines.filter((line) => line.block !== 'shipping' && line.block !== 'discount');
  const shipping = choices.shipping ?? breakdown.lines.filter((line) => line.block === 'shipping');
  const lines = [...production, ...shipping, ...choices.discount];
  const netCents = sumAmounts(lines);
  const vat = { ...breakdown.vat, amountCents: percentOf(netCents, breakdown.vat.ratePercent) };
  return {
    ...breakdown,
    ...(choices.delivery ?? {}),
    lines,
    netCents,
    costCents: sumCosts(lines),
    vat,
    totalCents: netCents + vat.amountCents,
  };
}
