import type { PromoBlock, PromoKind } from '@boardhouse/shared/quotes/promo-codes-api';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { percentOf } from '../../../lib/money.ts';
import { labelled, textOf } from './line-texts.ts';
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
/**
 * A refusal: its code, the English message, and the text for the reader's language (the error's
 * details carry it, promo-texts.ts), both from one key.
 */
export interface PromoRefused {
  code: PromoRefusal | 'PROMO.UNKNOWN';
  message: string;
  text: ServerText;
}

export function promoRefused(
  code: PromoRefused['code'],
  key: string,
  params: Record<string, ServerTextParam>,
): PromoRefused {
  const { label, text } = labelled(`promo.refused.${key}`, params);
  return { code, message: label, text };
}

export function promoRefusal(
  terms: PromoTerms,
  lines: readonly PriceLine[],
  today: string,
  usesByCustomer: number,
): PromoRefused | null {
  const { code } = terms;
  // Dates stay calendar days (YYYY-MM-DD), as the code's terms give them.
  if (terms.validFrom && today < terms.validFrom) {
    return promoRefused('PROMO.EXPIRED', 'notYet', { code, date: terms.validFrom });
  }
  if (terms.validUntil && today > terms.validUntil) {
    return promoRefused('PROMO.EXPIRED', 'expired', { code, date: terms.validUntil });
  }
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) {
    return promoRefused('PROMO.EXHAUSTED', 'usedUp', { code });
  }
  if (terms.maxUsesPerCustomer !== null && usesByCustomer >= terms.maxUsesPerCustomer) {
    const times = terms.maxUsesPerCustomer;
    return promoRefused('PROMO.ALREADY_USED', times === 1 ? 'usedByYou.one' : 'usedByYou.other', {
      code,
      times,
    });
  }
  if (productionNet(lines) < terms.minOrderCents) {
    return promoRefused('PROMO.NOT_APPLICABLE', 'minimum', { code, amount: { cents: terms.minOrderCents } });
  }
  if (promoBase(lines, terms.block) <= 0) {
    return promoRefused('PROMO.NOT_APPLICABLE', 'block', {
      code,
      block: textOf(`promo.block.${terms.block}`),
    });
  }
  return null;
}

/** The discount line: a share of the block's price, or an amount capped at it. It costs the house nothing. */
export function discountLine(terms: PromoTerms, lines: readonly PriceLine[]): PriceLine {
  const base = promoBase(lines, terms.block);
  const head = { block: 'discount' as const, code: `discount.${terms.block.toLowerCase()}`, parameter: null };
  const what = textOf(`promo.${terms.block}`);
  if (terms.kind === 'PERCENT') {
    const words = labelled('price.discount.percent', { code: terms.code, percent: terms.value, what });
    return shareLine({ ...head, ...words }, -terms.value, base, 0);
  }
  const amount = Math.min(terms.value, base);
  const words = labelled('price.discount.amount', { code: terms.code, amount: { cents: amount }, what });
  return amountLine({ ...head, ...words }, -amount, 0);
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
