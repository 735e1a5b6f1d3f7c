import { lineAmount } from '../../../lib/money.ts';
import {
  type ComponentClass,
  classify,
  type Estimate,
  estimatePart,
  isPassive,
  isSmallPackage,
  withArticle,
} from './component-classes.ts';
import { chargedLine, type PriceLine, parameterValue, rateWithMargin } from './price-lines.ts';
import type { PricingPart, PricingPriceBreak } from './pricing-input.ts';

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
  /** No price known and no class: priced by staff on request. */
  onRequest: boolean;
  spareRule: SpareRule;
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
      const known = part.priceBreaks.length > 0;
      const spareRule: SpareRule = isPassive(kind)
        ? isSmallPackage(part.package)
          ? 'smallPassive'
          : 'passive'
        : 'active';
      return {
        part,
        kind,
        estimate: !known && kind ? estimatePart(kind, part, parameters) : null,
        onRequest: !known && kind === null,
        spareRule,
      };
    });
}

/** The unit price at the largest break not above `quantity` (the first break below its minimum). */
export function unitPriceAt(breaks: readonly PricingPriceBreak[], quantity: number): number {
  let price = breaks[0]?.unitPriceCents ?? 0;
  for (const priceBreak of breaks) if (priceBreak.quantity <= quantity) price = priceBreak.unitPriceCents;
  return price;
}

/** What one part costs at best: its estimate, or the lowest of its price breaks. */
function cheapestUnitPrice({ estimate, part }: PreparedPart): number {
  if (estimate) return estimate.unitCents;
  const prices = part.priceBreaks.map((priceBreak) => priceBreak.unitPriceCents);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/**
 * Spare parts for `needed` parts of a line (SMT machines lose small parts at reel changes and splices).
 * A part dearer than `expensiveUnitPrice` gets one spare; whether it is dear is judged at its cheapest
 * price (the lowest break, or the estimate), not at the break `needed` reaches. Judged at that break, a
 * 5.02 € part became cheap at 250 boards, took ten spares more and cost more a board than at 100.
 */
export function spareParts(prepared: PreparedPart, needed: number, rates: SpareRates): number {
  if (cheapestUnitPrice(prepared) > rates.expensiveUnitPrice) return 1;
  const share = (percent: number) => Math.ceil((needed * percent) / 100 - 1e-9);
  switch (prepared.spareRule) {
    case 'smallPassive':
      return Math.max(rates.smallPassiveMin, share(rates.smallPassivePercent));
    case 'passive':
      return share(rates.passivePercent);
    default:
      return Math.max(rates.activeMin, share(rates.activePercent));
  }
}

/**
 * Parts for `needed`: spares added and at least the supplier's minimum (`charged`); the purchase is then
 * rounded up to the supplier's multiple (`bought`), which decides the price break. The customer pays for
 * the parts charged: what rounding to a reel or tray leaves over stays in the house's stock, so a
 * larger order never pays more per board for the rounding of a smaller one.
 */
export function partsToBuy(prepared: PreparedPart, needed: number, rates: SpareRates) {
  const { part } = prepared;
  const charged = Math.max(needed + spareParts(prepared, needed, rates), part.priceBreaks[0]?.quantity ?? 0);
  const multiple = Math.max(1, part.orderMultiple);
  const bought = Math.ceil(charged / multiple) * multiple;
  const unitCents = prepared.estimate ? prepared.estimate.unitCents : unitPriceAt(part.priceBreaks, bought);
  return { charged, bought, unitCents };
}

function partLabel(part: PricingPart): string {
  const name = part.mpn ?? part.value ?? part.description ?? 'part';
  const shown = part.designators.slice(0, 3).join(', ');
  const more = part.designators.length > 3 ? `, +${part.designators.length - 3}` : '';
  return part.designators.length > 0 ? `${name} (${shown}${more})` : name;
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
    const { charged, unitCents } = partsToBuy(entry, entry.part.quantityPerBoard * boards, rates);
    amountCents += lineAmount(rateWithMargin(unitCents, marginPercent), charged);
    costCents += lineAmount(unitCents, charged);
  }
  return { amountCents, costCents };
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
    const { charged, bought, unitCents } = partsToBuy(entry, entry.part.quantityPerBoard * boards, rates);
    const estimated = entry.estimate !== null;
    const rounded = bought > charged ? `, ${bought} bought in multiples of ${entry.part.orderMultiple}` : '';
    lines.push(
      chargedLine(
        {
          block: 'components',
          code: estimated ? 'components.estimated' : 'components.part',
          label: estimated
            ? `${partLabel(entry.part)}, estimated as ${withArticle(entry.estimate?.description ?? 'part')}`
            : `${partLabel(entry.part)}${rounded}`,
          parameter: entry.estimate?.parameter ?? null,
          lineNo: entry.part.lineNo,
        },
        unitCents,
        charged,
        marginPercent,
      ),
    );
  }
  return lines;
}
