import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { lineAmount } from '../../../lib/money.ts';
import {
  type ComponentClass,
  classify,
  type Estimate,
  estimatePart,
  estimateTextOf,
  isPassive,
  isSmallPackage,
} from './component-classes.ts';
import { breakAt, cheapestOfferPrice, type DistributorChoice } from './distributor-choice.ts';
import { labelled, textOf } from './line-texts.ts';
import { cheapestPurchase } from './part-purchase.ts';
import {
  chargedLine,
  type PriceLine,
  type PriceSource,
  parameterValue,
  rateWithMargin,
} from './price-lines.ts';
import type { PricingDistributorOffer, PricingPart, PricingPriceBreak } from './pricing-input.ts';

/**
 * The components block: per BOM line, the parts the boards need plus spares, bought at the price break
 * that fits, in the supplier's minimum and multiples. DNP and customer-supplied lines are not bought.
 * The offer set needs only each quantity's total; a breakdown needs every line. Both price a part with
 * the same function, so they cannot disagree.
 */

type Parameters = Readonly<Record<string, number>>;

type SpareRule = 'smallPassive' | 'passive' | 'active';

/** A line made ready once per offer set: its class and estimate do not depend on the quantity. */
export interface PreparedPart {
  part: PricingPart;
  kind: ComponentClass | null;
  /** Set when no price is known and the class could be told. */
  estimate: Estimate | null;
  /** Distributor offers with prices, when staff have not priced the part; empty otherwise. */
  offers: readonly PricingDistributorOffer[];
  /** No price known and no class: priced by staff on request. */
  onRequest: boolean;
  spareRule: SpareRule;
  /** The lowest price the part has (estimate, break or offer): whether it is dear is judged at it. */
  cheapestUnitCents: number;
}

/** The spare-part rates, read from the parameters once per offer. */
export interface SpareRates {
  expensiveUnitPrice: number;
  smallPassivePercent: number;
  smallPassiveMin: number;
  passivePercent: number;
  activePercent: number;
  activeMin: number;
}

export function spareRates(parameters: Parameters): SpareRates {
  const value = (key: string) => parameterValue(parameters, key);
  return {
    expensiveUnitPrice: value('components.expensiveUnitPrice'),
    smallPassivePercent: value('components.attrition.smallPassive'),
    smallPassiveMin: value('components.attrition.smallPassiveMin'),
    passivePercent: value('components.attrition.passive'),
    activePercent: value('components.attrition.active'),
    activeMin: value('components.attrition.activeMin'),
  };
}

export function prepareParts(parts: readonly PricingPart[], parameters: Parameters): PreparedPart[] {
  return parts
    .filter((part) => !part.dnp && !part.customerSupplied && part.quantityPerBoard > 0)
    .map((part) => {
      const kind = classify(part);
      const offers =
        part.priceBreaks.length > 0
          ? []
          : (part.distributorOffers ?? []).filter((offer) => offer.priceBreaks.length > 0);
      const known = part.priceBreaks.length > 0 || offers.length > 0;
      const spareRule: SpareRule = isPassive(kind)
        ? isSmallPackage(part.package)
          ? 'smallPassive'
          : 'passive'
        : 'active';
      const estimate = !known && kind ? estimatePart(kind, part, parameters) : null;
      return {
        part,
        kind,
        estimate,
        offers,
        onRequest: !known && kind === null,
        spareRule,
        cheapestUnitCents: cheapestUnitPrice(estimate, part, offers),
      };
    });
}

/** The unit price at the largest break not above `quantity` (the first break below its minimum). */
export function unitPriceAt(breaks: readonly PricingPriceBreak[], quantity: number): number {
  return breakAt(breaks, quantity)?.unitPriceCents ?? 0;
}

/** What one part costs at best: its estimate, or the lowest of its (or its offers') price breaks. */
function cheapestUnitPrice(
  estimate: Estimate | null,
  part: PricingPart,
  offers: readonly PricingDistributorOffer[],
): number {
  if (estimate) return estimate.unitCents;
  if (offers.length > 0) return cheapestOfferPrice(offers) ?? 0;
  let cheapest = Number.POSITIVE_INFINITY;
  for (const priceBreak of part.priceBreaks) cheapest = Math.min(cheapest, priceBreak.unitPriceCents);
  return cheapest === Number.POSITIVE_INFINITY ? 0 : cheapest;
}

/** `percent` of `needed`, rounded up to whole parts. */
function shareOf(needed: number, percent: number): number {
  return Math.ceil((needed * percent) / 100 - 1e-9);
}

/**
 * Spare parts for `needed` parts of a line (SMT machines lose small parts at reel changes and splices).
 * A part dearer than `expensiveUnitPrice` gets one spare; whether it is dear is judged at its cheapest
 * price (the lowest break, or the estimate), not at the break `needed` reaches. Judged at that break, a
 * 5.02 € part became cheap at 250 boards, took ten spares more and cost more a board than at 100.
 */
export function spareParts(prepared: PreparedPart, needed: number, rates: SpareRates): number {
  if (prepared.cheapestUnitCents > rates.expensiveUnitPrice) return 1;
  switch (prepared.spareRule) {
    case 'smallPassive':
      return Math.max(rates.smallPassiveMin, shareOf(needed, rates.smallPassivePercent));
    case 'passive':
      return shareOf(needed, rates.passivePercent);
    default:
      return Math.max(rates.activeMin, shareOf(needed, rates.activePercent));
  }
}

/**
 * Parts for `needed`: spares added and at least the supplier's minimum (`charged`); the purchase is then
 * rounded up to the supplier's multiple (`bought`), which decides the price break. The customer pays for
 * the parts charged: what rounding to a reel or tray leaves over stays in the house's stock, so a
 * larger order never pays more per board for the rounding of a smaller one. Where a larger quantity
 * reaches a break that makes it cheaper, that quantity is charged instead (part-purchase.ts).
 */
export function partsToBuy(
  prepared: PreparedPart,
  needed: number,
  rates: SpareRates,
  marginPercent = 0,
): { charged: number; bought: number; unitCents: number; choice: DistributorChoice | null; spares: number } {
  const spares = spareParts(prepared, needed, rates);
  const purchase = cheapestPurchase(prepared, needed + spares, marginPercent);
  return {
    charged: purchase.charged,
    bought: purchase.bought,
    unitCents: purchase.unitCents,
    choice: purchase.choice,
    spares,
  };
}

function sourceOf(choice: DistributorChoice): PriceSource {
  const { offer } = choice;
  return {
    distributor: offer.distributor,
    sku: offer.sku,
    currency: offer.currency,
    unitPrice: offer.priceBreaks.find((step) => step.quantity === choice.breakQuantity)?.unitPrice ?? 0,
    breakQuantity: choice.breakQuantity,
    fetchedAt: offer.fetchedAt,
    stock: offer.stock,
    leadTimeDays: offer.leadTimeDays,
    simulated: offer.simulated,
  };
}

/** What the customer reads after the part: where its price came from (never which distributor). */
function offerNote({ offer, isInStock }: DistributorChoice): ServerText {
  const date = offer.fetchedAt.slice(0, 10);
  if (isInStock) {
    return textOf(offer.simulated ? 'price.component.inSimulatedStock' : 'price.component.inStock', { date });
  }
  const wait =
    offer.leadTimeDays === null
      ? textOf('price.component.leadTimeUnknown')
      : textOf('price.component.leadTimeDays', { days: offer.leadTimeDays });
  return textOf(offer.simulated ? 'price.component.notInSimulatedStock' : 'price.component.notInStock', {
    date,
    wait,
  });
}

/** "LM358 (U1, U2, U3, +2)": the part's number, value or description with its first designators. */
function partName(part: PricingPart): ServerTextParam {
  const name = part.mpn ?? part.value ?? part.description ?? textOf('part.unnamed');
  if (part.designators.length === 0) return name;
  const shown = part.designators.slice(0, 3).join(', ');
  const more = part.designators.length > 3 ? `, +${part.designators.length - 3}` : '';
  return textOf('price.component.designated', { name, designators: `${shown}${more}` });
}

/**
 * Why more parts are charged than needed with spares, said after the part: the supplier's minimum
 * order, or a larger quantity that costs less at the price breaks. Empty when none are.
 */
function beyondNeedClause(
  entry: PreparedPart,
  choice: DistributorChoice | null,
  charged: number,
  withSpares: number,
): ServerTextParam {
  if (charged <= withSpares) return '';
  const minimumOrder = choice ? choice.offer.moq : (entry.part.priceBreaks[0]?.quantity ?? 0);
  return charged <= minimumOrder
    ? textOf('price.component.minimumOrder', { count: charged })
    : textOf('price.component.cheaperAtBreaks', { charged, withSpares });
}

/** The components' total for `boards` boards: what the lines of priceComponents add up to. */
export function componentsTotal(
  prepared: readonly PreparedPart[],
  boards: number,
  parameters: Parameters,
  marginPercent: number,
): { amountCents: number; costCents: number } {
  const rates = spareRates(parameters);
  let amountCents = 0;
  let costCents = 0;
  for (const entry of prepared) {
    if (entry.onRequest) continue;
    const { charged, unitCents } = partsToBuy(
      entry,
      entry.part.quantityPerBoard * boards,
      rates,
      marginPercent,
    );
    amountCents += lineAmount(rateWithMargin(unitCents, marginPercent), charged);
    costCents += lineAmount(unitCents, charged);
  }
  return { amountCents, costCents };
}

/** Starts what an estimated line's label says about the estimate; invoiceLabelOf cuts it off there. */
const ESTIMATE_MARK = ', estimated as ';

/**
 * A component line's label as an invoice or credit note prints it. Once paid, an estimated part's
 * price is the one the customer agreed to, so the offer's "estimated as …" explanation is left out;
 * every other line keeps its label. Works on the labels of orders placed before, as they are kept.
 */
export function invoiceLabelOf(line: { code: string; label: string }): string {
  if (line.code !== 'components.estimated') return line.label;
  const mark = line.label.lastIndexOf(ESTIMATE_MARK);
  return mark < 0 ? line.label : line.label.slice(0, mark);
}

/**
 * invoiceLabelOf for the reader's language: the line's text with an estimated part's "estimated as …"
 * left out (the invoice wording, `price.component.invoice`). Undefined for a line kept before texts
 * existed: the reader then falls back to invoiceLabelOf.
 */
export function invoiceTextOf(line: { text?: ServerText }): ServerText | undefined {
  const { text } = line;
  if (text?.key !== 'price.component.estimated') return text;
  return textOf('price.component.invoice', {
    part: text.params?.part ?? '',
    minimum: text.params?.minimum ?? '',
  });
}

export function priceComponents(
  prepared: readonly PreparedPart[],
  boards: number,
  parameters: Parameters,
  marginPercent: number,
): PriceLine[] {
  const rates = spareRates(parameters);
  const lines: PriceLine[] = [];
  for (const entry of prepared) {
    if (entry.onRequest) continue;
    const needed = entry.part.quantityPerBoard * boards;
    const { charged, bought, unitCents, choice, spares } = partsToBuy(entry, needed, rates, marginPercent);
    const part = partName(entry.part);
    const minimum = beyondNeedClause(entry, choice, charged, needed + spares);
    const multiple = choice ? choice.offer.multiple : entry.part.orderMultiple;
    const multiples = bought > charged ? textOf('price.component.multiples', { bought, multiple }) : '';
    const line = chargedLine(
      {
        block: 'components',
        code: entry.estimate ? 'components.estimated' : choice ? 'components.distributor' : 'components.part',
        ...(entry.estimate
          ? labelled('price.component.estimated', {
              part,
              minimum,
              estimate: estimateTextOf(entry.estimate),
            })
          : labelled('price.component.line', {
              part,
              minimum,
              multiples,
              source: choice ? offerNote(choice) : '',
            })),
        parameter: entry.estimate?.parameter ?? choice?.offer.rateParameter ?? null,
        lineNo: entry.part.lineNo,
        unit: 'part',
      },
      unitCents,
      charged,
      marginPercent,
    );
    const counted = { ...line, needed, spares, bought };
    lines.push(choice ? { ...counted, source: sourceOf(choice) } : counted);
  }
  return lines;
}

/**
 * The first of `quantities` (ascending) for which no distributor holds a line's parts: from there on
 * the line waits for a distributor's lead time. One entry per line priced from offers that runs short.
 */
export function stockShortfalls(
  prepared: readonly PreparedPart[],
  quantities: readonly number[],
  parameters: Parameters,
): { part: PricingPart; boards: number; choice: DistributorChoice }[] {
  const rates = spareRates(parameters);
  const shortfalls: { part: PricingPart; boards: number; choice: DistributorChoice }[] = [];
  for (const entry of prepared) {
    if (entry.offers.length === 0) continue;
    for (const boards of quantities) {
      const { choice } = partsToBuy(entry, entry.part.quantityPerBoard * boards, rates);
      if (choice && !choice.isInStock) {
        shortfalls.push({ part: entry.part, boards, choice });
        break;
      }
    }
  }
  return shortfalls;
}
