import type { DistributorAdapterOptions } from './distributor-guard.ts';
import { PartnerOrderPurchasing } from './partner-purchasing.ts';

/** Arrow's partner purchase API (ARROW_ORDER_BASE_URL, ARROW_ORDER_API_KEY), partner order format. */
export function createArrowPurchasing(
  baseUrl: string,
  apiKey: string,
  options: DistributorAdapterOptions = {},
) {
  return new PartnerOrderPurchasing('Arrow', 'arrow', baseUrl, apiKey, options);
}
