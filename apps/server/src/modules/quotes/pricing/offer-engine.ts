import {
  LEAD_TIME_WORKING_DAYS,
  type OfferCell,
  type ProductionMode,
  type ReviewNote,
  STANDARD_QUANTITIES,
} from '@boardhouse/shared/quotes/offers-api';
import { productionStart } from '../../../lib/calendar.ts';
import { type AssemblyWork, assemblyWork, priceAssembly } from './assembly-pricing.ts';
import { boardAreaM2, firstDedicatedQuantity, priceBoard, productionPlan } from './board-pricing.ts';
import { CapacityLedger } from './capacity.ts';
import { componentsTotal, type PreparedPart, prepareParts, priceComponents } from './component-pricing.ts';
import { decideVat, type VatDecision } from './delivery.ts';
import {
  boardUnavailability,
  leadTimeColumn,
  leadTimeLine,
  leadTimeSurchargeCents,
  shipDates,
  toProductionCalendar,
  type Unavailability,
  unavailable,
} from './lead-times.ts';
import { labelled } from './line-texts.ts';
import { amountLine, type PriceLine, sumAmounts, sumCosts } from './price-lines.ts';
import type { MarginBand, MarginBlock, PricingInput } from './pricing-input.ts';
import { reviewNotesOf } from './review-notes.ts';
import { placementsPerBoard, type ShippingOption, shippingOptions } from './shipping.ts';
import { deliveryDateAfter } from './transit.ts';

/**
 * The pricing engine: a pure function of a PricingInput. The offer set prices every quantity once
 * (board, components, assembly) and adds each lead time and the parcel to it; a breakdown prices one
 * cell with every line. Both use the same functions, so a cell's net is always its breakdown's net.
 *
 * Totals never fall as the quantity rises: between a margin band's start and the next, and within one
 * production mode, every block only grows with the boards (component lines see to their own price
 * breaks, part-purchase.ts). Where a band or dedicated production makes a larger quantity cheaper,
 * the smaller one costs what the larger does ("order 100 for the same price").
 */

/** Each cost block's margin and the band it comes from (staff read it in the breakdown). */
export interface MarginShown {
  block: MarginBlock;
  fromQuantity: number | null;
  percent: number;
}

export interface Breakdown {
  quantity: number;
  workingDays: number;
  productionMode: ProductionMode | null;
  /** Production done: the boards leave the house. */
  shipDate: string | null;
  /** Of the parcel option priced. */
  transitWorkingDays: number | null;
  /** At the customer: the ship date plus the transit working days. */
  deliveryDate: string | null;
  /** m² of board: what the order takes of the production capacity. */
  areaM2: number;
  /** A larger quantity priced the same, when the quantity is priced as it. */
  sameTotalQuantity: number | null;
  margins: MarginShown[];
  lines: PriceLine[];
  netCents: number;
  costCents: number;
  vat: VatDecision;
  totalCents: number;
}

export interface ComputedOfferSet {
  quantities: number[];
  leadTimes: ReturnType<typeof leadTimeColumn>[];
  cells: OfferCell[];
  reviewNotes: ReviewNote[];
}

/** The intended quantity (when there is one) with the standard ones, ascending and without repeats. */
export function offerQuantities(intended: number | null): number[] {
  const all = new Set<number>(STANDARD_QUANTITIES);
  if (intended && intended > 0) all.add(intended);
  return [...all].sort((a, b) => a - b);
}

/** The band of `quantity`: the one with the largest minimum not above it. */
function bandFor(margins: readonly MarginBand[], quantity: number): MarginBand | null {
  let chosen: MarginBand | null = null;
  for (const band of margins) {
    if (band.minQuantity <= quantity && (!chosen || band.minQuantity > chosen.minQuantity)) chosen = band;
  }
  return chosen;
}

/** The margin of `block` for `quantity`: from the band with the largest minimum not above it. */
export function marginFor(margins: readonly MarginBand[], quantity: number, block: MarginBlock): number {
  return bandFor(margins, quantity)?.percent[block] ?? 0;
}

function marginsShown(margins: readonly MarginBand[], quantity: number): MarginShown[] {
  const band = bandFor(margins, quantity);
  return (['board', 'components', 'assembly'] as const).map((block) => ({
    block,
    fromQuantity: band?.minQuantity ?? null,
    percent: band?.percent[block] ?? 0,
  }));
}

/** The parts and assembly work of an input, made ready once for all its cells. */
interface Prepared {
  input: PricingInput;
  parts: PreparedPart[];
  work: AssemblyWork | null;
  placements: number;
  shipDates: Map<number, string | null>;
  capacity: CapacityLedger | null;
  /** Production totals by quantity (without lines), shared by every lead time and by the envelope. */
  totals: Map<number, ProductionTotals>;
  shippingCents: Map<number, number>;
}

function prepare(input: PricingInput): Prepared {
  const parts = input.parts ?? [];
  const calendar = toProductionCalendar(input.calendar);
  let capacity: CapacityLedger | null = null;
  if (input.capacity) {
    try {
      capacity = new CapacityLedger(
        input.capacity,
        calendar,
        productionStart(calendar, new Date(input.quotedAt)),
      );
    } catch {
      capacity = null; // no working day within a year: every cell says so already
    }
  }
  return {
    input,
    parts: prepareParts(parts, input.parameters),
    work: assemblyWork(parts, input.populatedSides, input.parameters),
    placements: placementsPerBoard(input.parts),
    shipDates: shipDates(input.calendar, input.quotedAt),
    capacity,
    totals: new Map(),
    shippingCents: new Map(),
  };
}

interface ProductionTotals {
  mode: ProductionMode | null;
  /** Board and assembly: what the lead-time surcharge is on (not on the parts bought). */
  workCents: number;
  workCost: number;
  componentsCents: number;
}

/** Board, components and assembly of `quantity` boards: the same for every lead time. */
function productionLines(prepared: Prepared, quantity: number) {
  const { input } = prepared;
  const margin = (block: MarginBlock) => marginFor(input.margins, quantity, block);
  const board = priceBoard(input.board, quantity, input.parameters, margin('board'));
  const assembly = prepared.work
    ? priceAssembly(prepared.work, quantity, input.parameters, margin('assembly'))
    : [];
  const worked = [...board, ...assembly];
  const components = priceComponents(prepared.parts, quantity, input.parameters, margin('components'));
  return {
    lines: [...board, ...components, ...assembly],
    workCents: sumAmounts(worked),
    workCost: sumCosts(worked),
  };
}

/** The totals alone: the same per-part arithmetic without building hundreds of lines. */
function productionTotals(prepared: Prepared, quantity: number): ProductionTotals {
  const known = prepared.totals.get(quantity);
  if (known) return known;
  const { input } = prepared;
  const margin = (block: MarginBlock) => marginFor(input.margins, quantity, block);
  const board = priceBoard(input.board, quantity, input.parameters, margin('board'));
  const assembly = prepared.work
    ? priceAssembly(prepared.work, quantity, input.parameters, margin('assembly'))
    : [];
  const worked = [...board, ...assembly];
  const totals: ProductionTotals = {
    mode: productionPlan(input.board, quantity, input.parameters)?.mode ?? null,
    workCents: sumAmounts(worked),
    workCost: sumCosts(worked),
    componentsCents: componentsTotal(prepared.parts, quantity, input.parameters, margin('components'))
      .amountCents,
  };
  prepared.totals.set(quantity, totals);
  return totals;
}

/** Production with its lead-time surcharge: what the envelope compares. */
function productionNet(prepared: Prepared, quantity: number, workingDays: number): number {
  const totals = productionTotals(prepared, quantity);
  const surcharge = leadTimeSurchargeCents(workingDays, totals.workCents, prepared.input.parameters);
  return totals.workCents + totals.componentsCents + surcharge;
}

/** Quantities above `quantity` whose price may be lower: where a margin band or dedicated production starts. */
function cheaperCandidates(prepared: Prepared, quantity: number): number[] {
  const { input } = prepared;
  const candidates = new Set<number>();
  for (const band of input.margins) if (band.minQuantity > quantity) candidates.add(band.minQuantity);
  const dedicated = firstDedicatedQuantity(input.board, quantity, input.parameters);
  if (dedicated !== null) candidates.add(dedicated);
  return [...candidates].sort((a, b) => a - b);
}

/**
 * The production price of `quantity` boards in `workingDays`: its own, or less where a larger quantity
 * costs less with its cheapest parcel; then the production is priced so that the two totals are the
 * same (`sameAs` is the largest such quantity: "order 100 for the same price").
 */
function cappedProduction(
  prepared: Prepared,
  quantity: number,
  workingDays: number,
): { ownCents: number; netCents: number; sameAs: number | null } {
  const ownCents = productionNet(prepared, quantity, workingDays);
  const ownShipping = cheapestShippingCents(prepared, quantity);
  let totalCents = ownCents + ownShipping;
  let sameAs: number | null = null;
  for (const candidate of cheaperCandidates(prepared, quantity)) {
    const candidateCents =
      productionNet(prepared, candidate, workingDays) + cheapestShippingCents(prepared, candidate);
    if (candidateCents < totalCents || (candidateCents === totalCents && sameAs !== null)) {
      totalCents = candidateCents;
      sameAs = candidate;
    }
  }
  return { ownCents, netCents: totalCents - ownShipping, sameAs };
}

/** The cheapest parcel option's price, once per quantity. */
function cheapestShippingCents(prepared: Prepared, quantity: number): number {
  let cents = prepared.shippingCents.get(quantity);
  if (cents === undefined) {
    cents = shippingFor(prepared, quantity)[0]?.priceCents ?? 0;
    prepared.shippingCents.set(quantity, cents);
  }
  return cents;
}

function shippingFor(prepared: Prepared, quantity: number): ShippingOption[] {
  const { input } = prepared;
  return shippingOptions(
    input.board,
    quantity,
    input.customer.shippingCountry,
    input.parameters,
    prepared.placements,
  );
}

/** The day a shipment leaving on `shipDate` arrives, counted in working days without the house's holidays. */
export function deliveryDateFor(
  input: Pick<PricingInput, 'calendar'>,
  shipDate: string | null,
  transitWorkingDays: number | null,
): string | null {
  if (shipDate === null || transitWorkingDays === null) return null;
  return deliveryDateAfter(shipDate, transitWorkingDays, input.calendar.holidays);
}

/** Why a cell cannot be ordered: the calendar, the board, then the capacity left before its ship date. */
function unavailability(
  prepared: Prepared,
  quantity: number,
  workingDays: number,
  shipDate: string | null,
): Unavailability | null {
  if (shipDate === null) {
    return unavailable('NO_WORKING_DAY', 'unavailable.noWorkingDay');
  }
  const { input } = prepared;
  const board = boardUnavailability(input.board, quantity, workingDays, input.parameters);
  if (board) return board;
  return prepared.capacity?.problem(boardAreaM2(input.board, quantity), quantity, shipDate) ?? null;
}

export function computeOfferSet(input: PricingInput, quantities: readonly number[]): ComputedOfferSet {
  const prepared = prepare(input);
  const estimated = prepared.parts.some((entry) => entry.estimate !== null);
  const onRequest = prepared.parts.some((entry) => entry.onRequest);
  const cells: OfferCell[] = [];
  for (const quantity of quantities) {
    const cheapest = shippingFor(prepared, quantity)[0];
    const shippingCents = cheapest?.priceCents ?? 0;
    const mode = productionTotals(prepared, quantity).mode;
    for (const workingDays of LEAD_TIME_WORKING_DAYS) {
      const shipDate = prepared.shipDates.get(workingDays) ?? null;
      const problem = unavailability(prepared, quantity, workingDays, shipDate);
      const production = cappedProduction(prepared, quantity, workingDays);
      const netCents = production.netCents + shippingCents;
      cells.push({
        quantity,
        workingDays,
        available: problem === null,
        unavailableReason: problem?.reason ?? null,
        unavailableCode: problem?.code ?? null,
        ...(problem ? { unavailableText: problem.text } : {}),
        productionMode: mode,
        sameTotalQuantity: production.sameAs,
        onRequest,
        estimated,
        shipDate,
        deliveryDate: deliveryDateFor(input, shipDate, cheapest?.transitWorkingDays ?? null),
        netCents,
        unitNetCents: Math.round(netCents / quantity),
      });
    }
  }
  return {
    quantities: [...quantities],
    leadTimes: LEAD_TIME_WORKING_DAYS.map(leadTimeColumn),
    cells,
    reviewNotes: reviewNotesOf({
      bareBoard: input.parts === null,
      parts: prepared.parts,
      quantities,
      parameters: input.parameters,
    }),
  };
}

/**
 * One cell with every line. `shipping` (the option the customer chose) replaces the cheapest parcel;
 * `discount` (a promo code) is laid on the production lines.
 */
export function computeBreakdown(
  input: PricingInput,
  quantity: number,
  workingDays: number,
  options: {
    shipping?: Pick<ShippingOption, 'lines' | 'transitWorkingDays'>;
    discount?: (production: PriceLine[]) => PriceLine[];
  } = {},
): Breakdown {
  const prepared = prepare(input);
  const production = productionLines(prepared, quantity);
  const leadTime = leadTimeLine(workingDays, production.workCents, production.workCost, input.parameters);
  // A lead time without a surcharge is no line: "0 % of €239.18" tells the customer nothing.
  const leadTimeLines = leadTime.rate === 0 ? [] : [leadTime];
  const mode = productionPlan(input.board, quantity, input.parameters)?.mode ?? null;
  const capped = cappedProduction(prepared, quantity, workingDays);
  const volume =
    capped.sameAs !== null && capped.netCents < capped.ownCents
      ? [
          amountLine(
            {
              block: 'volume',
              code: 'volume.sameTotal',
              ...labelled('price.volume.sameTotal', { quantity: capped.sameAs }),
              parameter: null,
            },
            capped.netCents - capped.ownCents,
            0,
          ),
        ]
      : [];
  const shipping = options.shipping ?? shippingFor(prepared, quantity)[0];
  const productionWithVolume = [...production.lines, ...leadTimeLines, ...volume];
  const discount = options.discount?.(productionWithVolume) ?? [];
  const lines = [...productionWithVolume, ...(shipping?.lines ?? []), ...discount];
  const netCents = sumAmounts(lines);
  const vat = decideVat(input.customer, netCents, input.parameters);
  const shipDate = prepared.shipDates.get(workingDays) ?? null;
  const transitWorkingDays = shipping?.transitWorkingDays ?? null;
  return {
    quantity,
    workingDays,
    productionMode: mode,
    shipDate,
    transitWorkingDays,
    deliveryDate: deliveryDateFor(input, shipDate, transitWorkingDays),
    areaM2: boardAreaM2(input.board, quantity),
    sameTotalQuantity: capped.sameAs,
    margins: marginsShown(input.margins, quantity),
    lines,
    netCents,
    costCents: sumCosts(lines),
    vat,
    totalCents: netCents + vat.amountCents,
  };
}
