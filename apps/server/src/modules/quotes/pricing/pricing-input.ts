import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import type { BoardColour, Material, SurfaceFinish, ViaTreatment } from '@boardhouse/shared/pcb/pcb-spec';

/**
 * Everything an offer is computed from, gathered by the service before pricing starts: the engine
 * reads nothing else, so the same input always gives the same offer. It is plain JSON, so an offer
 * set keeps its input and a selection's breakdown can be computed again exactly as it was.
 */

/** The board as it is delivered (one board, or one customer panel), with what the Gerbers measured. */
export interface PricingBoard {
  layers: number;
  material: Material;
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  outerCopperOz: number;
  innerCopperOz: number;
  surfaceFinish: SurfaceFinish;
  solderMaskColor: BoardColour;
  silkscreenColor: BoardColour;
  viaTreatment: ViaTreatment;
  impedanceControl: boolean;
  castellatedHoles: boolean;
  goldFingers: boolean;
  goldFingerBevel: boolean;
  edgePlating: boolean;
  blindBuriedVias: boolean;
  ulMarking: boolean;
  electricalTest: boolean;
  /** The smaller of the spec's smallest drill and the one the Gerbers measured. */
  minDrillMm: number;
  /** The smaller of the spec's smallest track/gap and the narrowest track the Gerbers measured. */
  minTrackMil: number;
}

export interface PricingPriceBreak {
  quantity: number;
  unitPriceCents: number;
}

/** A distributor's price break with its unit price converted to euro cents (a fraction of a cent allowed). */
export interface PricingOfferBreak {
  quantity: number;
  unitPriceCents: number;
  /** The price as the distributor gave it, in the offer's currency. */
  unitPrice: number;
}

/** What one distributor offers for a line's part, as pricing needs it (offer-inputs.ts converts it). */
export interface PricingDistributorOffer {
  distributor: string;
  sku: string;
  currency: string;
  /** The parameter whose rate converted the prices to euros (`currency.USD`); null for euro prices. */
  rateParameter: string | null;
  stock: number;
  moq: number;
  multiple: number;
  /** Ascending by quantity, never empty. */
  priceBreaks: readonly PricingOfferBreak[];
  leadTimeDays: number | null;
  /** ISO 8601: when the distributor answered. */
  fetchedAt: string;
  /** From the local distributor simulator: labelled so, never a real price. */
  simulated: boolean;
}

/** One BOM line, as pricing needs it. */
export interface PricingPart {
  lineNo: number;
  designators: readonly string[];
  /** Parts per board (the BOM's quantity, else the number of designators). */
  quantityPerBoard: number;
  mpn: string | null;
  description: string | null;
  value: string | null;
  package: string | null;
  mountingStyle: MountingStyle | null;
  pins: number | null;
  dnp: boolean;
  customerSupplied: boolean;
  /** Known prices (from the MPN data), ascending by quantity; empty when none is known. */
  priceBreaks: readonly PricingPriceBreak[];
  /** Parts are bought in multiples of this (1 when the supplier says nothing). */
  orderMultiple: number;
  /**
   * What distributors offer for the part, for lines staff have not priced (a staff price in the MPN
   * data wins: it is a decision, an offer is a fact of the moment).
   */
  distributorOffers?: readonly PricingDistributorOffer[];
  /**
   * The part is on the house-stock list (common passives kept on the machines): no feeder is loaded
   * for it, so it pays no feeder loading.
   */
  houseStock?: boolean;
}

export const MARGIN_BLOCKS = ['board', 'components', 'assembly'] as const;
export type MarginBlock = (typeof MARGIN_BLOCKS)[number];

/** Margin percentages of one customer group, per quantity band (the band applies from `minQuantity`). */
export interface MarginBand {
  minQuantity: number;
  percent: Record<MarginBlock, number>;
}

export const VAT_REASONS = ['NL', 'EU_CONSUMER', 'REVERSE_CHARGE', 'EXPORT'] as const;
export type VatReason = (typeof VAT_REASONS)[number];

export interface PricingCustomer {
  /** ISO 3166 alpha-2 country of the billing address. */
  billingCountry: string;
  /** Where the parcel goes (the billing country until the customer picks another). */
  shippingCountry: string;
  /** True only when VIES confirmed the VAT number. */
  vatNumberConfirmed: boolean;
}

/** The production calendar as plain data (lib/calendar.ts's ProductionCalendar without Sets and Maps). */
export interface CalendarInput {
  holidays: readonly string[];
  slotsPerWeekday: readonly [number, number, number, number, number, number, number];
  cutOffHour: number;
  exceptions: Readonly<Record<string, number>>;
  booked: Readonly<Record<string, number>>;
}

/** What the production can still take: area per working day, less what booked orders take. */
export interface CapacityInput {
  /** m² of board the house makes per working day (the production schedule's capacity). */
  m2PerWorkingDay: number;
  /** Orders already booked: the m² each still needs, by the date it ships ('YYYY-MM-DD'). */
  booked: readonly { shipDate: string; areaM2: number }[];
}

export interface PricingInput {
  board: PricingBoard;
  /** The BOM lines; null prices the bare board only. */
  parts: readonly PricingPart[] | null;
  /** Sides with placed parts, from the placement file (top when there is none). */
  populatedSides: 'top' | 'bottom' | 'both';
  /** Parameter key → value (every key of PRICING_PARAMETERS). */
  parameters: Readonly<Record<string, number>>;
  /** The customer's group's bands, any order; a quantity takes the band with the largest minimum ≤ it. */
  margins: readonly MarginBand[];
  customer: PricingCustomer;
  calendar: CalendarInput;
  /** Null: no capacity limit (tests of other rules). */
  capacity: CapacityInput | null;
  /** The moment delivery dates are counted from (ISO 8601). */
  quotedAt: string;
}
