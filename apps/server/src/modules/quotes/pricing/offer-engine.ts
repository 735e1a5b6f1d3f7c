import {
  LEAD_TIME_WORKING_DAYS,
  type OfferCell,
  type ReviewNote,
  STANDARD_QUANTITIES,
} from '@boardhouse/shared/quotes/offers-api';
import { type AssemblyWork, assemblyWork, priceAssembly } from './assembly-pricing.ts';
import { priceBoard } from './board-pricing.ts';
import { className, withArticle } from './component-classes.ts';
import {
  componentsTotal,
  type PreparedPart,
  prepareParts,
  priceComponents,
  stockShortfalls,
} from './component-pricing.ts';
import { decideVat, shippingOptions, type VatDecision } from './delivery.ts';
import { deliveryDates, leadTimeLabel, leadTimeLine, unavailableReason } from './lead-times.ts';
import { type PriceLine, sumAmounts, sumCosts } from './price-lines.ts';
import type { MarginBand, MarginBlock, PricingInput } from './pricing-input.ts';

/**
 * The pricing engine: a pure function of a PricingInput. The offer set prices every quantity once
 * (board, components, assembly) and adds each lead time and the parcel to it; a breakdown prices one
 * cell with every line. Both use the same functions, so a cell's net is always its breakdown's net.
 */

export interface Breakdown {
  quantity: number;
  workingDays: number;
  deliveryDate: string | null;
  lines: PriceLine[];
  netCents: number;
  costCents: number;
  vat: VatDecision;
  totalCents: number;
}

export interface ComputedOfferSet {
  quantities: number[];
  leadTimes: { workingDays: number; label: string }[];
  cells: OfferCell[];
  reviewNotes: ReviewNote[];
}

/** The intended quantity (when there is one) with the standard ones, ascending and without repeats. */
export function offerQuantities(intended: number | null): number[] {
  const all = new Set<number>(STANDARD_QUANTITIES);
  if (intended && intended > 0) all.add(intended);
  return [...all].sort((a, b) => a - b);
}

/** The margin of `block` for `quantity`: from the band with the largest minimum not above it. */
export function marginFor(margins: readonly MarginBand[], quantity: number, block: MarginBlock): number {
  let chosen: MarginBand | null = null;
  for (const band of margins) {
    if (band.minQuantity <= quantity && (!chosen || band.minQuantity > chosen.minQuantity)) chosen = band;
  }
  return chosen?.percent[block] ?? 0;
}

/** The parts and assembly work of an input, made ready once for all its cells. */
interface Prepared {
  input: PricingInput;
  parts: PreparedPart[];
  work: AssemblyWork | null;
  dates: Map<number, string | null>;
}

function prepare(input: PricingInput): Prepared {
  const parts = input.parts ?? [];
  return {
    input,
    parts: prepareParts(parts, input.parameters),
    work: assemblyWork(parts, input.populatedSides, input.parameters),
    dates: deliveryDates(input.calendar, input.quotedAt),
  };
}

/** Board, components and assembly of `quantity` boards: the same for every lead time. */
function productionLines(prepared: Prepared, quantity: number, { withComponentLines = true } = {}) {
  const { input } = prepared;
  const margin = (block: MarginBlock) => marginFor(input.margins, quantity, block);
  const board = priceBoard(input.board, quantity, input.parameters, margin('board'));
  const assembly = prepared.work
    ? priceAssembly(prepared.work, quantity, input.parameters, margin('assembly'))
    : [];
  // The lead-time surcharge is on the work done here (board and assembly), not on the parts bought.
  const worked = [...board, ...assembly];
  const workCents = sumAmounts(worked);
  const workCost = sumCosts(worked);
  if (!withComponentLines) {
    // The matrix needs only the total: the same per-part arithmetic without building hundreds of lines.
    const components = componentsTotal(prepared.parts, quantity, input.parameters, margin('components'));
    return { lines: worked, netCents: workCents + components.amountCents, workCents, workCost };
  }
  const components = priceComponents(prepared.parts, quantity, input.parameters, margin('components'));
  const lines = [...board, ...components, ...assembly];
  return { lines, netCents: sumAmounts(lines), workCents, workCost };
}

function cheapestShipping(prepared: Prepared, quantity: number): PriceLine[] {
  const { input } = prepared;
  return (
    shippingOptions(input.board, quantity, input.customer.shippingCountry, input.parameters)[0]?.lines ?? []
  );
}

function reviewNotesOf(prepared: Prepared, quantities: readonly number[]): ReviewNote[] {
  const notes: ReviewNote[] = [];
  if (prepared.input.parts === null) {
    notes.push({
      code: 'BARE_BOARD',
      message: 'Bare boards only: upload a BOM to have the boards assembled',
    });
  }
  for (const entry of prepared.parts) {
    const { lineNo } = entry.part;
    if (entry.estimate && entry.kind) {
      notes.push({
        code: 'COMPONENT_ESTIMATED',
        lineNo,
        message: `Line ${lineNo}: no price known yet; estimated as ${withArticle(className(entry.kind))} until staff confirm it`,
      });
    } else if (entry.onRequest) {
      notes.push({
        code: 'COMPONENT_ON_REQUEST',
        lineNo,
        message: `Line ${lineNo}: the part could not be recognised; staff will price it`,
      });
    }
  }
  for (const { part, boards, choice } of stockShortfalls(
    prepared.parts,
    quantities,
    prepared.input.parameters,
  )) {
    const wait =
      choice.offer.leadTimeDays === null
        ? 'the distributor gives no lead time'
        : `the distributor's lead time is ${choice.offer.leadTimeDays} days`;
    const from = boards === quantities[0] ? '' : ` for ${boards} boards or more`;
    notes.push({
      code: 'COMPONENT_OUT_OF_STOCK',
      lineNo: part.lineNo,
      message: `Line ${part.lineNo}: ${part.mpn ?? 'the part'} is not in stock at any distributor${from}; ${wait}, staff will confirm the delivery date`,
    });
  }
  return notes;
}

export function computeOfferSet(input: PricingInput, quantities: readonly number[]): ComputedOfferSet {
  const prepared = prepare(input);
  const estimated = prepared.parts.some((entry) => entry.estimate !== null);
  const onRequest = prepared.parts.some((entry) => entry.onRequest);
  const cells: OfferCell[] = [];
  for (const quantity of quantities) {
    const production = productionLines(prepared, quantity, { withComponentLines: false });
    const fixedCents = production.netCents + sumAmounts(cheapestShipping(prepared, quantity));
    for (const workingDays of LEAD_TIME_WORKING_DAYS) {
      const deliveryDate = prepared.dates.get(workingDays) ?? null;
      const reason =
        deliveryDate === null
          ? 'The production calendar has no working day within a year'
          : unavailableReason(input.board, quantity, workingDays, input.parameters);
      const leadTime = leadTimeLine(workingDays, production.workCents, production.workCost, input.parameters);
      const netCents = fixedCents + leadTime.amountCents;
      cells.push({
        quantity,
        workingDays,
        available: reason === null,
        unavailableReason: reason,
        onRequest,
        estimated,
        deliveryDate,
        netCents,
        unitNetCents: Math.round(netCents / quantity),
      });
    }
  }
  return {
    quantities: [...quantities],
    leadTimes: LEAD_TIME_WORKING_DAYS.map((workingDays) => ({
      workingDays,
      label: leadTimeLabel(workingDays),
    })),
    cells,
    reviewNotes: reviewNotesOf(prepared, quantities),
  };
}

/** One cell with every line; `extraLines` (a shipping choice, a discount) replace or join the defaults. */
export function computeBreakdown(
  input: PricingInput,
  quantity: number,
  workingDays: number,
  options: { shipping?: PriceLine[]; discount?: (production: PriceLine[]) => PriceLine[] } = {},
): Breakdown {
  const prepared = prepare(input);
  const production = productionLines(prepared, quantity);
  const leadTime = leadTimeLine(workingDays, production.workCents, production.workCost, input.parameters);
  const shipping = options.shipping ?? cheapestShipping(prepared, quantity);
  const discount = options.discount?.([...production.lines, leadTime]) ?? [];
  const lines = [...production.lines, leadTime, ...shipping, ...discount];
  const netCents = sumAmounts(lines);
  const vat = decideVat(input.customer, netCents, input.parameters);
  return {
    quantity,
    workingDays,
    deliveryDate: prepared.dates.get(workingDays) ?? null,
    lines,
    netCents,
    costCents: sumCosts(lines),
    vat,
    totalCents: netCents + vat.amountCents,
  };
}
