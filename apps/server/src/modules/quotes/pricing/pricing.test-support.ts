import { DEFAULT_PARAMETER_VALUES } from '@boardhouse/shared/quotes/pricing-parameters';
import type { CalendarInput, PricingBoard, PricingInput, PricingPart } from './pricing-input.ts';

/** Builders of pricing inputs for the engine's tests: the house defaults, no margin, a Dutch customer. */

export const defaultParameters = (): Record<string, number> => Object.fromEntries(DEFAULT_PARAMETER_VALUES);

/** A plain 2-layer FR4 board of 100 × 100 mm with nothing that costs extra. */
export function plainBoard(overrides: Partial<PricingBoard> = {}): PricingBoard {
  return {
    layers: 2,
    material: 'FR4',
    widthMm: 100,
    heightMm: 100,
    thicknessMm: 1.6,
    outerCopperOz: 1,
    innerCopperOz: 0.5,
    surfaceFinish: 'HASL',
    solderMaskColor: 'green',
    silkscreenColor: 'white',
    viaTreatment: 'tented',
    impedanceControl: false,
    castellatedHoles: false,
    goldFingers: false,
    goldFingerBevel: false,
    edgePlating: false,
    blindBuriedVias: false,
    ulMarking: false,
    electricalTest: false,
    minDrillMm: 0.3,
    minTrackMil: 6,
    ...overrides,
  };
}

let nextLine = 1;

export function part(overrides: Partial<PricingPart> = {}): PricingPart {
  const designators = overrides.designators ?? [];
  return {
    lineNo: nextLine++,
    designators,
    quantityPerBoard: designators.length || 1,
    mpn: null,
    description: null,
    value: null,
    package: null,
    mountingStyle: 'SMD',
    pins: null,
    dnp: false,
    customerSupplied: false,
    priceBreaks: [],
    orderMultiple: 1,
    ...overrides,
  };
}

/** Monday to Friday, 10 jobs a day, orders after 14:00 start the next working day. */
export function weekdayCalendar(overrides: Partial<CalendarInput> = {}): CalendarInput {
  return {
    holidays: [],
    slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
    cutOffHour: 14,
    exceptions: {},
    booked: {},
    ...overrides,
  };
}

/** Monday 23 November 2026, 09:00 in Amsterdam. */
export const MONDAY_MORNING = '2026-11-23T08:00:00.000Z';

export function pricingInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    board: plainBoard(),
    parts: null,
    populatedSides: 'top',
    parameters: defaultParameters(),
    margins: [],
    customer: { billingCountry: 'NL', shippingCountry: 'NL', vatNumberConfirmed: false },
    calendar: weekdayCalendar(),
    capacity: null,
    quotedAt: MONDAY_MORNING,
    ...overrides,
  };
}
