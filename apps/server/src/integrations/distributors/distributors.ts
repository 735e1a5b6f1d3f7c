import type { DistributorsConfig } from '../../config.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import { createArrowPurchasing } from './arrow-purchasing.ts';
import { ArrowSearch } from './arrow-search.ts';
import type { DistributorAdapterOptions } from './distributor-guard.ts';
import { MouserPurchasing } from './mouser-purchasing.ts';
import { MouserSearch } from './mouser-search.ts';
import type { DistributorName, DistributorPurchasing, DistributorSearch } from './port.ts';
import { SIMULATOR_KEYS, SIMULATOR_PATHS } from './simulator-routes.ts';
import { createVericalPurchasing } from './verical-purchasing.ts';

export interface Distributors {
  /** Mouser's search and Arrow's (which brings Verical's offers); empty when none is configured. */
  searches: DistributorSearch[];
  purchasing: Partial<Record<DistributorName, DistributorPurchasing>>;
  /** True when these talk to the local simulator, not to the distributors. */
  simulated: boolean;
}

export interface CreateDistributorsOptions {
  /**
   * The simulator's base URL, `${config.publicUrl}${DISTRIBUTOR_SIMULATOR_PREFIX}`, where
   * mountDistributorSimulator serves it. Used only when `config.simulated`; without it, nothing.
   */
  simulatorBaseUrl?: string;
  /** Timeouts, windows and the like for every adapter (tests); `quotaQueues` on PostgreSQL. */
  adapterOptions?: DistributorAdapterOptions;
}

/**
 * The distributors as configured: real adapters for every distributor with keys; outside production
 * with no key at all, the same adapters pointed at the local simulator; in production without keys,
 * none (searches answer nothing and purchasing is manual).
 */
export function createDistributors(
  config: DistributorsConfig,
  recorder: ApiCallRecorder = NO_API_LOG,
  options: CreateDistributorsOptions = {},
): Distributors {
  const base = { recorder, timeoutMs: config.timeoutMs, ...options.adapterOptions };
  const mouserQuota = {
    callsPerMinute: config.mouser.callsPerMinute,
    callsPerDay: config.mouser.callsPerDay,
  };
  const arrowQuota = { callsPerMinute: config.arrow.callsPerMinute, callsPerDay: config.arrow.callsPerDay };

  if (config.simulated) {
    const url = options.simulatorBaseUrl?.replace(/\/$/, '');
    if (!url) return { searches: [], purchasing: {}, simulated: false };
    return {
      searches: [
        new MouserSearch(`${url}${SIMULATOR_PATHS.mouser}`, SIMULATOR_KEYS.mouserSearch, {
          ...mouserQuota,
          ...base,
        }),
        new ArrowSearch(
          `${url}${SIMULATOR_PATHS.arrowSearch}`,
          SIMULATOR_KEYS.arrowLogin,
          SIMULATOR_KEYS.arrowApiKey,
          {
            ...arrowQuota,
            ...base,
          },
        ),
      ],
      purchasing: {
        Mouser: new MouserPurchasing(`${url}${SIMULATOR_PATHS.mouser}`, SIMULATOR_KEYS.mouserOrder, {
          ...mouserQuota,
          ...base,
        }),
        Arrow: createArrowPurchasing(`${url}${SIMULATOR_PATHS.arrowOrders}`, SIMULATOR_KEYS.arrowOrder, base),
        Verical: createVericalPurchasing(`${url}${SIMULATOR_PATHS.verical}`, SIMULATOR_KEYS.verical, base),
      },
      simulated: true,
    };
  }

  const { mouser, arrow, verical } = config;
  const searches: DistributorSearch[] = [];
  const purchasing: Partial<Record<DistributorName, DistributorPurchasing>> = {};
  if (mouser.searchApiKey)
    searches.push(new MouserSearch(mouser.baseUrl, mouser.searchApiKey, { ...mouserQuota, ...base }));
  if (arrow.login && arrow.apiKey) {
    searches.push(new ArrowSearch(arrow.baseUrl, arrow.login, arrow.apiKey, { ...arrowQuota, ...base }));
  }
  if (mouser.orderApiKey)
    purchasing.Mouser = new MouserPurchasing(mouser.baseUrl, mouser.orderApiKey, { ...mouserQuota, ...base });
  if (arrow.orderBaseUrl && arrow.orderApiKey)
    purchasing.Arrow = createArrowPurchasing(arrow.orderBaseUrl, arrow.orderApiKey, base);
  if (verical.baseUrl && verical.apiKey)
    purchasing.Verical = createVericalPurchasing(verical.baseUrl, verical.apiKey, base);
  return { searches, purchasing, simulated: false };
}
