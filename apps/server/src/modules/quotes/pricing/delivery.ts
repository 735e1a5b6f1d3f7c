import { EU_COUNTRIES, HOME_COUNTRY } from '@boardhouse/shared/quotes/countries';
import { percentOf } from '../../../lib/money.ts';
import { parameterValue } from './price-lines.ts';
import type { PricingCustomer, VatReason } from './pricing-input.ts';

/** The VAT on the order (getting the boards to the customer is shipping.ts). */

type Parameters = Readonly<Record<string, number>>;

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
