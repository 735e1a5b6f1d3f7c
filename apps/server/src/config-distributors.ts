import { z } from 'zod';

export const distributorsEnvFields = z.object({
  /** Mouser's search key (Search API). Unset with every other distributor key: the local simulator outside production. */
  MOUSER_SEARCH_API_KEY: z.string().min(1).optional(),
  /** Mouser's order key (Cart, Order and Order History APIs). */
  MOUSER_ORDER_API_KEY: z.string().min(1).optional(),
  MOUSER_BASE_URL: z.url().default('https://api.mouser.com/api/v1'),
  /** Mouser's quota per key: 30 calls a minute and 1,000 a day. */
  MOUSER_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  MOUSER_CALLS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  /** Arrow's item service (search, with Verical's offers inside): login and key, both or neither. */
  ARROW_LOGIN: z.string().min(1).optional(),
  ARROW_API_KEY: z.string().min(1).optional(),
  ARROW_BASE_URL: z.url().default('https://api.arrow.com/itemservice/v4/en'),
  ARROW_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  ARROW_CALLS_PER_DAY: z.coerce.number().int().min(1).default(10000),
  /** Arrow's partner purchase API (partner order format, docs/distributor-wire-formats.md). */
  ARROW_ORDER_BASE_URL: z.url().optional(),
  ARROW_ORDER_API_KEY: z.string().min(1).optional(),
  /** Verical's partner purchase API (same format). */
  VERICAL_BASE_URL: z.url().optional(),
  VERICAL_API_KEY: z.string().min(1).optional(),
  /** How long one distributor call may take before it counts as failed. */
  DISTRIBUTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
});

export type DistributorsEnv = z.infer<typeof distributorsEnvFields>;

/** The distributors' keys and limits; a null key means that distributor (or that part of it) is off. */
export interface DistributorsConfig {
  timeoutMs: number;
  mouser: {
    baseUrl: string;
    searchApiKey: string | null;
    orderApiKey: string | null;
    callsPerMinute: number;
    callsPerDay: number;
  };
  arrow: {
    baseUrl: string;
    login: string | null;
    apiKey: string | null;
    callsPerMinute: number;
    callsPerDay: number;
    orderBaseUrl: string | null;
    orderApiKey: string | null;
  };
  verical: { baseUrl: string | null; apiKey: string | null };
  /** No distributor key at all and not production: the simulator under /dev/distributors stands in. */
  simulated: boolean;
}

export function distributorsConfig(env: DistributorsEnv, isProduction: boolean): DistributorsConfig {
  const trim = (url: string | undefined) => (url ? url.replace(/\/$/, '') : null);
  const anyKey = [
    env.MOUSER_SEARCH_API_KEY,
    env.MOUSER_ORDER_API_KEY,
    env.ARROW_API_KEY,
    env.ARROW_ORDER_API_KEY,
    env.VERICAL_API_KEY,
  ].some(Boolean);
  return {
    timeoutMs: env.DISTRIBUTOR_TIMEOUT_MS,
    mouser: {
      baseUrl: env.MOUSER_BASE_URL.replace(/\/$/, ''),
      searchApiKey: env.MOUSER_SEARCH_API_KEY ?? null,
      orderApiKey: env.MOUSER_ORDER_API_KEY ?? null,
      callsPerMinute: env.MOUSER_CALLS_PER_MINUTE,
      callsPerDay: env.MOUSER_CALLS_PER_DAY,
    },
    arrow: {
      baseUrl: env.ARROW_BASE_URL.replace(/\/$/, ''),
      login: env.ARROW_LOGIN ?? null,
      apiKey: env.ARROW_API_KEY ?? null,
      callsPerMinute: env.ARROW_CALLS_PER_MINUTE,
      callsPerDay: env.ARROW_CALLS_PER_DAY,
      orderBaseUrl: trim(env.ARROW_ORDER_BASE_URL),
      orderApiKey: env.ARROW_ORDER_API_KEY ?? null,
    },
    verical: { baseUrl: trim(env.VERICAL_BASE_URL), apiKey: env.VERICAL_API_KEY ?? null },
    simulated: !anyKey && !isProduction,
  };
}
