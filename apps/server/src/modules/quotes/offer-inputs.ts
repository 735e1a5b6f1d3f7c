import { createHash } from 'node:crypto';
import { deliveredSize } from '@boardhouse/shared/pcb/delivered-size';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { HOME_COUNTRY, isCountryCode } from '@boardhouse/shared/quotes/countries';
import type { ReviewNote } from '@boardhouse/shared/quotes/offers-api';
import type { Database } from '../../db/client.ts';
import { productionStart } from '../../lib/calendar.ts';
import { AppError } from '../../lib/errors.ts';
import { findPcbSpec } from '../pcb/pcb.repository.ts';
import { offersForLines } from './distributor-offer-inputs.ts';
import { findPricingFacts, listPricedBomLines, type PricingFacts } from './offers.repository.ts';
import { isHouseStock } from './pricing/house-stock.ts';
import { toProductionCalendar } from './pricing/lead-times.ts';
import type { PricingBoard, PricingInput, PricingPart } from './pricing/pricing-input.ts';
import { reviewNote } from './pricing/review-notes.ts';
import type { PricingContext, PricingSettingsService } from './pricing-settings.service.ts';

/**
 * Gathers what a project's offer is computed from: the saved PCB spec with what the Gerbers measured,
 * the BOM with known prices, the sides of the placement file, the owner's billing country and VAT
 * status, and the pricing settings. The engine sees nothing else.
 */

const MM_PER_MIL = 0.0254;

type MeasuredGerbers = Pick<NonNullable<PricingFacts['gerbers']>, 'minDrillMm' | 'minTraceMm'>;

/** The board as delivered: one board, or a customer panel of boards with its rails. */
function deliveredBoard(spec: PcbSpec, measured: MeasuredGerbers | null): PricingBoard {
  const size = deliveredSize(spec);
  const measuredDrill = measured?.minDrillMm;
  const measuredTraceMil = measured?.minTraceMm ? measured.minTraceMm / MM_PER_MIL : null;
  return {
    layers: spec.layers,
    material: spec.material,
    widthMm: size.widthMm,
    heightMm: size.heightMm,
    thicknessMm: spec.thicknessMm,
    outerCopperOz: spec.outerCopperOz,
    innerCopperOz: spec.innerCopperOz,
    surfaceFinish: spec.surfaceFinish,
    solderMaskColor: spec.solderMaskColor,
    silkscreenColor: spec.silkscreenColor,
    viaTreatment: spec.viaTreatment,
    impedanceControl: spec.impedanceControl,
    castellatedHoles: spec.castellatedHoles,
    goldFingers: spec.goldFingers,
    goldFingerBevel: spec.goldFingerBevel,
    edgePlating: spec.edgePlating,
    blindBuriedVias: spec.blindBuriedVias,
    ulMarking: spec.ulMarking,
    electricalTest: spec.electricalTest,
    minDrillMm:
      measuredDrill && measuredDrill > 0 ? Math.min(spec.minDrillMm, measuredDrill) : spec.minDrillMm,
    minTrackMil:
      measuredTraceMil && measuredTraceMil > 0
        ? Math.min(spec.minTrackSpacingMil, measuredTraceMil)
        : spec.minTrackSpacingMil,
  };
}

/**
 * The BOM's lines with their known prices and the distributors' offers. What a line does not say
 * (package, mounting style, pins) a distributor may: a JST XH header the BOM names only by its MPN is
 * through-hole, and is soldered as such. Lines on the house-stock list are marked (no feeder loading).
 */
async function bomParts(
  db: Database,
  projectId: number,
  context: PricingContext,
  acceptSimulated: boolean,
): Promise<PricingPart[]> {
  const { parameters, houseStock } = context;
  const rows = await listPricedBomLines(db, projectId);
  const offersOf = await offersForLines(db, rows, parameters, { acceptSimulated });
  return rows.map((row): PricingPart => {
    const known = offersOf(row);
    const told = known?.attributes ?? {};
    const part: PricingPart = {
      lineNo: row.lineNo,
      designators: row.designators,
      quantityPerBoard: row.quantity ?? row.designators.length,
      mpn: row.mpn,
      description: row.description,
      value: row.value,
      package: row.package ?? told.package ?? null,
      mountingStyle: row.mountingStyle ?? told.mountingStyle ?? null,
      pins: row.pins ?? told.pins ?? null,
      dnp: row.dnp,
      customerSupplied: row.customerSupplied,
      priceBreaks: [...(row.priceBreaks ?? [])].sort((a, b) => a.quantity - b.quantity),
      orderMultiple: 1,
      distributorOffers: known?.offers ?? [],
    };
    // Only when true: an input without house stock keeps the fingerprint it had.
    return isHouseStock(part, houseStock) ? { ...part, houseStock: true } : part;
  });
}

function populatedSides({ placesTop, placesBottom }: PricingFacts): PricingInput['populatedSides'] {
  return placesBottom ? (placesTop ? 'both' : 'bottom') : 'top';
}

export interface GatheredInput {
  input: PricingInput;
  /** Notes about the input itself (a missing billing country), shown with the engine's. */
  notes: ReviewNote[];
}

export async function gatherPricingInput(
  db: Database,
  settings: PricingSettingsService,
  project: { id: number; ownerId: number },
  now: Date,
  shippingCountry: string | null,
): Promise<GatheredInput> {
  const spec = await findPcbSpec(db, project.id);
  if (!spec) {
    throw new AppError(
      'OFFER.PCB_REQUIRED',
      'Specify the bare board (its size at least) before asking for offers',
    );
  }
  const facts = await findPricingFacts(db, project);
  const { billing } = facts;
  // A company's group (set by staff on the Companies page) wins over the account's own.
  const context = await settings.pricingContext(
    facts.companyGroup ?? billing?.customerGroup ?? 'standard',
    now,
  );
  const parts = facts.hasBomFile
    ? await bomParts(db, project.id, context, settings.acceptsSimulatedOffers)
    : null;
  const notes: ReviewNote[] = [];
  const billingCountry = billing && isCountryCode(billing.countryCode) ? billing.countryCode : HOME_COUNTRY;
  if (!billing) {
    notes.push(reviewNote('BILLING_COUNTRY_MISSING', 'review.billingCountryMissing'));
  }
  if (spec.boardType === 'panel') {
    notes.push(
      reviewNote('PANEL_QUANTITIES', 'review.panelQuantities', { boards: spec.panelX * spec.panelY }),
    );
  }
  const measured: MeasuredGerbers | null = facts.gerbers?.status === 'done' ? facts.gerbers : null;
  return {
    input: {
      board: deliveredBoard(spec, measured),
      parts,
      populatedSides: populatedSides(facts),
      parameters: context.parameters,
      margins: context.margins,
      customer: {
        billingCountry,
        shippingCountry: shippingCountry ?? billingCountry,
        vatNumberConfirmed: billing?.vatStatus === 'VALID',
      },
      calendar: context.calendar,
      capacity: await settings.capacityInput(context, now),
      quotedAt: now.toISOString(),
    },
    notes,
  };
}

/**
 * What makes two inputs give the same offer: everything but the moment, which counts only through the
 * day production would start (so dates move when that day moves, not with every request).
 */
export function inputFingerprint(input: PricingInput): string {
  let startDay: string;
  try {
    startDay = productionStart(toProductionCalendar(input.calendar), new Date(input.quotedAt));
  } catch {
    startDay = 'none';
  }
  return createHash('sha256')
    .update(JSON.stringify({ ...input, quotedAt: startDay }))
    .digest('hex');
}
