import type { DistributorAdapterOptions } from './distributor-guard.ts';
import { PartnerOrderPurchasing } from './partner-purchasing.ts';

/** Verical's partner purchase API (VERICAL_BASE_URL, VERICAL_API_KEY), partner order format. */
export function createVericalPurchasing(
  baseUrl: string,
  apiKey: string,
  options: DistributorAdapterOptions = {},
) {
  return new PartnerOrderPurchasing('Verical', 'verical', baseUrl, apiKey, options);
}
