import { SHIPPING_ZONES, type ShippingZone, shippingZoneOf } from '@boardhouse/shared/quotes/countries';
import type { PriceUnit } from '@boardhouse/shared/quotes/offers-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { boardAreaM2 } from './board-pricing.ts';
import { countOf, labelled, textOf } from './line-texts.ts';
import { chargedLine, type PriceLine, parameterValue, sumAmounts } from './price-lines.ts';
import type { PricingBoard, PricingPart } from './pricing-input.ts';

/**
 * Getting the boards to the customer: what the shipment weighs (boards by their material's density,
 * placed parts, packing), how many parcels it takes at the carrier's weight limit, the parcel options by
 * zone, and from a weight on, pallet freight besides them.
 */

type Parameters = Readonly<Record<string, number>>;

/** Weights are shown and charged in kg rounded up to 10 g. */
const upTo10g = (kg: number) => Math.ceil(kg * 100 - 1e-9) / 100;
/** Sums of 10 g steps, without binary noise (0.1 + 0.2). */
const toGrams10 = (kg: number) => Math.round(kg * 100) / 100;

/** Parts placed on one board: every placed (not DNP) BOM line's designators, else its quantity. */
export function placementsPerBoard(parts: readonly PricingPart[] | null): number {
  if (!parts) return 0;
  let placements = 0;
  for (const part of parts) {
    if (part.dnp || part.quantityPerBoard <= 0) continue;
    placements += part.designators.length > 0 ? part.designators.length : part.quantityPerBoard;
  }
  return placements;
}

/** What the boards and their parts weigh before packing, each rounded up to 10 g. */
export interface ContentsWeight {
  boardsKg: number;
  componentsKg: number;
  /** boardsKg + componentsKg. */
  contentsKg: number;
}

/**
 * The boards weigh area × thickness × their material's density (1 m² of 1 mm board at 1 g/cm³ is 1 kg);
 * the parts `shipping.gramsPerPlacement` each.
 */
export function contentsWeight(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm' | 'thicknessMm' | 'material'>,
  quantity: number,
  parameters: Parameters,
  placements = 0,
): ContentsWeight {
  const density = parameterValue(parameters, `shipping.density.${board.material}`);
  const boardsKg = upTo10g(boardAreaM2(board, quantity) * board.thicknessMm * density);
  const componentsKg =
    placements > 0
      ? upTo10g((placements * quantity * parameterValue(parameters, 'shipping.gramsPerPlacement')) / 1000)
      : 0;
  return { boardsKg, componentsKg, contentsKg: toGrams10(boardsKg + componentsKg) };
}

/**
 * The fewest parcels that carry `contentsKg`, split evenly, when each parcel with its packing
 * (`shipping.packagingKg`) may weigh at most `shipping.parcelMaxKg`.
 */
export function parcelCount(contentsKg: number, parameters: Parameters): number {
  const maxKg = parameterValue(parameters, 'shipping.parcelMaxKg');
  const packagingKg = parameterValue(parameters, 'shipping.packagingKg');
  const room = maxKg - packagingKg;
  if (!(room > 0)) {
    throw new Error(
      `A parcel of at most ${maxKg} kg cannot hold its ${packagingKg} kg of packing: ` +
        'shipping.parcelMaxKg must be more than shipping.packagingKg',
    );
  }
  return Math.max(1, Math.ceil(contentsKg / room - 1e-9));
}

/**
 * The pallets that carry `contentsKg`, split evenly, when each pallet with its own weight
 * (`shipping.freight.palletKg`) may weigh at most `shipping.freight.palletMaxKg`.
 */
export function palletCount(contentsKg: number, parameters: Parameters): number {
  const maxKg = parameterValue(parameters, 'shipping.freight.palletMaxKg');
  const palletKg = parameterValue(parameters, 'shipping.freight.palletKg');
  const room = maxKg - palletKg;
  if (!(room > 0)) {
    throw new Error(
      `A pallet of at most ${maxKg} kg cannot carry its own ${palletKg} kg: ` +
        'shipping.freight.palletMaxKg must be more than shipping.freight.palletKg',
    );
  }
  return Math.max(1, Math.ceil(contentsKg / room - 1e-9));
}

export const SHIPPING_SERVICES = ['standard', 'express'] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];

const CARRIERS: Record<
  ShippingZone,
  Record<ShippingService, { carrier: string; service: string; days: number }>
> = {
  NL: {
    standard: { carrier: 'PostNL', service: 'Parcel', days: 1 },
    express: { carrier: 'DHL Express', service: 'Domestic Express', days: 1 },
  },
  EU1: {
    standard: { carrier: 'DHL', service: 'Parcel Connect', days: 2 },
    express: { carrier: 'DHL Express', service: 'Worldwide', days: 1 },
  },
  EU2: {
    standard: { carrier: 'DHL', service: 'Parcel Connect', days: 4 },
    express: { carrier: 'DHL Express', service: 'Worldwide', days: 2 },
  },
  EUROPE: {
    standard: { carrier: 'UPS', service: 'Standard', days: 4 },
    express: { carrier: 'UPS', service: 'Express Saver', days: 2 },
  },
  WORLD: {
    standard: { carrier: 'UPS', service: 'Expedited', days: 6 },
    express: { carrier: 'UPS', service: 'Express Saver', days: 3 },
  },
};

/** Pallet freight: by road in Europe, by air beyond, with its working days in transit per zone. */
const FREIGHT: Record<ShippingZone, { by: 'road' | 'air'; days: number }> = {
  NL: { by: 'road', days: 2 },
  EU1: { by: 'road', days: 3 },
  EU2: { by: 'road', days: 5 },
  EUROPE: { by: 'road', days: 6 },
  WORLD: { by: 'air', days: 8 },
};

export const FREIGHT_CARRIER = 'Pallet freight';

export type ShippingKind = 'parcel' | 'freight';

export interface ShippingOption {
  code: string;
  carrier: string;
  service: string;
  kind: ShippingKind;
  /** Parcels, or pallets for freight. */
  parcels: number;
  /** The whole shipment with its packing (boxes, or pallets), kg to 2 decimals. */
  weightKg: number;
  transitWorkingDays: number;
  lines: PriceLine[];
  priceCents: number;
}

const shippingLine = (
  code: string,
  words: ReturnType<typeof labelled>,
  parameter: string,
  unit: PriceUnit,
  costRate: number,
  units: number,
  surchargePercent: number,
): PriceLine => ({
  ...chargedLine({ block: 'shipping', code, ...words, parameter }, costRate, units, surchargePercent),
  unit,
});

/** "boards 3.2 kg, parts 0.4 kg, packing 0.5 kg". */
function contentsText(weight: ContentsWeight, packingKg: number, packing: ServerText): ServerText {
  const common = { boardsKg: weight.boardsKg, packing, packingKg };
  return weight.componentsKg > 0
    ? textOf('price.shipping.contentsWithParts', { ...common, partsKg: weight.componentsKg })
    : textOf('price.shipping.contents', common);
}

/**
 * The shipping options to `countryCode` for `quantity` boards with `placements` parts on each,
 * cheapest first (the faster first at the same price): standard and express parcels, and pallet
 * freight once the parcels weigh `shipping.freight.fromKg` or more, or below that weight when a
 * pallet costs less than the parcels. The first option's price never falls as the quantity or the
 * placements rise. Shipping carries no margin.
 */
export function shippingOptions(
  board: PricingBoard,
  quantity: number,
  countryCode: string,
  parameters: Parameters,
  placements = 0,
): ShippingOption[] {
  const zone = shippingZoneOf(countryCode);
  const weight = contentsWeight(board, quantity, parameters, placements);
  const parcels = parcelCount(weight.contentsKg, parameters);
  const packingKg = upTo10g(parcels * parameterValue(parameters, 'shipping.packagingKg'));
  const parcelKg = toGrams10(weight.contentsKg + packingKg);
  const options: ShippingOption[] = SHIPPING_SERVICES.map((service) => {
    const surcharge = service === 'express' ? parameterValue(parameters, 'shipping.expressSurcharge') : 0;
    const carrier = CARRIERS[zone][service];
    const lines = [
      shippingLine(
        'shipping.parcel',
        labelled('price.shipping.parcel', {
          carrier: carrier.carrier,
          service: carrier.service,
          country: countryCode,
          parcels: countOf('parcel', parcels),
        }),
        `shipping.${zone}.base`,
        'parcel',
        parameterValue(parameters, `shipping.${zone}.base`),
        parcels,
        surcharge,
      ),
      shippingLine(
        'shipping.weight',
        labelled('price.shipping.weight', {
          kg: parcelKg,
          contents: contentsText(weight, packingKg, textOf('packing.boxes')),
        }),
        `shipping.${zone}.perKg`,
        'kg',
        parameterValue(parameters, `shipping.${zone}.perKg`),
        parcelKg,
        surcharge,
      ),
    ];
    return {
      code: `${zone}-${service}`,
      carrier: carrier.carrier,
      service: carrier.service,
      kind: 'parcel',
      parcels,
      weightKg: parcelKg,
      transitWorkingDays: carrier.days,
      lines,
      priceCents: sumAmounts(lines),
    };
  });
  // Freight from its weight on, and below it wherever a pallet costs less than every parcel option:
  // the cheapest option is then the cheaper of two prices that each only rise with the weight, so
  // shipping more boards never costs less (a threshold alone would let the price fall at it).
  const freight = freightOption(zone, countryCode, weight, parameters);
  const cheapestParcel = Math.min(...options.map((option) => option.priceCents));
  if (
    parcelKg >= parameterValue(parameters, 'shipping.freight.fromKg') ||
    freight.priceCents < cheapestParcel
  ) {
    options.push(freight);
  }
  return options.sort((a, b) => a.priceCents - b.priceCents || a.transitWorkingDays - b.transitWorkingDays);
}

function freightOption(
  zone: ShippingZone,
  countryCode: string,
  weight: ContentsWeight,
  parameters: Parameters,
): ShippingOption {
  const pallets = palletCount(weight.contentsKg, parameters);
  const palletsKg = upTo10g(pallets * parameterValue(parameters, 'shipping.freight.palletKg'));
  const weightKg = toGrams10(weight.contentsKg + palletsKg);
  const freight = FREIGHT[zone];
  const lines = [
    shippingLine(
      'shipping.freight',
      labelled(`price.shipping.freight.${freight.by}`, {
        country: countryCode,
        pallets: countOf('pallet', pallets),
        kg: weightKg,
        contents: contentsText(
          weight,
          palletsKg,
          textOf(pallets === 1 ? 'packing.pallet' : 'packing.pallets'),
        ),
      }),
      `shipping.freight.${zone}.perPallet`,
      'pallet',
      parameterValue(parameters, `shipping.freight.${zone}.perPallet`),
      pallets,
      0,
    ),
  ];
  return {
    code: `${zone}-freight`,
    carrier: FREIGHT_CARRIER,
    service: freight.by === 'air' ? 'Air freight' : 'Road freight',
    kind: 'freight',
    parcels: pallets,
    weightKg,
    transitWorkingDays: freight.days,
    lines,
    priceCents: sumAmounts(lines),
  };
}

export const isShippingZone = (zone: string): zone is ShippingZone =>
  (SHIPPING_ZONES as readonly string[]).includes(zone);
