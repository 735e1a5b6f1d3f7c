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
 * Who is billed decides the kind of customer: Dutch VAT for Dutch customers and EU customers without a
 * VAT number VIES confirmed; reverse charge (0 %) for EU businesses whose number VIES confirmed; export
 * (0 %) for customers outside the EU. A zero rate also needs the boards to go where it applies, since
 * the billing country is the customer's own word and the parcel is not: boards delivered in the
 * Netherlands always carry Dutch VAT, and a customer billed outside the EU whose boards stay inside it
 * pays Dutch VAT as an EU consumer would (no export took place).
 */
export function decideVat(customer: PricingCustomer, netCents: number, parameters: Parameters): VatDecision {
  const billing = customer.billingCountry.toUpperCase();
  const destination = customer.shippingCountry.toUpperCase();
  const dutchRate = parameterValue(parameters, 'offers.vatPercent');
  const decided = (ratePercent: number, reason: VatReason): VatDecision => ({
    ratePercent,
    reason,
    amountCents: percentOf(netCents, ratePercent),
  });
  if (billing === HOME_COUNTRY || destination === HOME_COUNTRY) return decided(dutchRate, 'NL');
  if (!EU_COUNTRIES.has(billing)) {
    return EU_COUNTRIES.has(destination) ? decided(dutchRate, 'EU_CONSUMER') : decided(0, 'EXPORT');
  }
  return customer.vatNumberConfirmed ? decided(0, 'REVERSE_CHARGE') : decided(dutchRate, 'EU_CONSUMER');
}
