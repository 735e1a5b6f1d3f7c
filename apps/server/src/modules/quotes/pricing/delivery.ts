import {
  EU_COUNTRIES,
  HOME_COUNTRY,
  SHIPPING_ZONES,
  type ShippingZone,
  shippingZoneOf,
} from '@boardhouse/shared/quotes/countries';
import { percentOf } from '../../../lib/money.ts';
import { boardAreaM2 } from './board-pricing.ts';
import { chargedLine, type PriceLine, parameterValue, sumAmounts } from './price-lines.ts';
import type { PricingBoard, PricingCustomer, VatReason } from './pricing-input.ts';

/** Getting the boards to the customer (parcel options by zone and weight) and the VAT on the order. */

type Parameters = Readonly<Record<string, number>>;

/** FR4 weighs about 1.85 g/cm³: one m² of 1 mm board is 1.85 kg. */
const FR4_KG_PER_M2_MM = 1.85;

/** Parcel weight in kg, rounded up to 10 g: the boards plus the box. */
export function parcelKg(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm' | 'thicknessMm'>,
  quantity: number,
  parameters: Parameters,
) {
  const boards = boardAreaM2(board, quantity) * board.thicknessMm * FR4_KG_PER_M2_MM;
  return Math.ceil((boards + parameterValue(parameters, 'shipping.packagingKg')) * 100 - 1e-9) / 100;
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

export interface ShippingOption {
  code: string;
  carrier: string;
  service: string;
  transitWorkingDays: number;
  lines: PriceLine[];
  priceCents: number;
}

/** The parcel options to `countryCode` for `quantity` boards, cheapest first. Shipping carries no margin. */
export function shippingOptions(
  board: PricingBoard,
  quantity: number,
  countryCode: string,
  parameters: Parameters,
): ShippingOption[] {
  const zone = shippingZoneOf(countryCode);
  const kg = parcelKg(board, quantity, parameters);
  return (['standard', 'express'] as const).map((service) => {
    const extra = service === 'express' ? parameterValue(parameters, 'shipping.expressSurcharge') : 0;
    const carrier = CARRIERS[zone][service];
    const head = (code: string, label: string, parameter: string) => ({
      block: 'shipping' as const,
      code,
      label,
      parameter,
    });
    const lines = [
      chargedLine(
        head(
          'shipping.parcel',
          `${carrier.carrier} ${carrier.service} to ${countryCode}`,
          `shipping.${zone}.base`,
        ),
        parameterValue(parameters, `shipping.${zone}.base`),
        1,
        extra,
      ),
      chargedLine(
        head('shipping.weight', `Parcel weight ${kg} kg`, `shipping.${zone}.perKg`),
        parameterValue(parameters, `shipping.${zone}.perKg`),
        kg,
        extra,
      ),
    ];
    return {
      code: `${zone}-${service}`,
      carrier: carrier.carrier,
      service: carrier.service,
      transitWorkingDays: carrier.days,
      lines,
      priceCents: sumAmounts(lines),
    };
  });
}

export const isShippingZone = (zone: string): zone is ShippingZone =>
  (SHIPPING_ZONES as readonly string[]).includes(zone);

export interface VatDecision {
  ratePercent: number;
  reason: VatReason;
  amountCents: number;
}

/**
 * Dutch VAT for Dutch customers and EU customers without a VAT number VIES confirmed; reverse charge
 * (0 %) for EU businesses whose number VIES confirmed; export (0 %) outside the EU.
 */
export function decideVat(customer: PricingCustomer, netCents: number, parameters: Parameters): VatDecision {
  const country = customer.billingCountry.toUpperCase();
  const dutchRate = parameterValue(parameters, 'offers.vatPercent');
  const decided = (ratePercent: number, reason: VatReason): VatDecision => ({
    ratePercent,
    reason,
    amountCents: percentOf(netCents, ratePercent),
  });
  if (country === HOME_COUNTRY) return decided(dutchRate, 'NL');
  if (!EU_COUNTRIES.has(country)) return decided(0, 'EXPORT');
  return customer.vatNumberConfirmed ? decided(0, 'REVERSE_CHARGE') : decided(dutchRate, 'EU_CONSUMER');
}
