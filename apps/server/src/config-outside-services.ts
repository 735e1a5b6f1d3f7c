import { z } from 'zod';

/** The outside services other than the distributors (config-distributors.ts): VIES, HubSpot, GEC, MultiSafepay. */
export const outsideServicesEnvFields = z.object({
  /** The EU's VAT number service (REST). Tests point it at a local fake speaking the same format. */
  VIES_BASE_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /** VAT-number checks a caller may make per minute (the open VIES call). */
  RATE_LIMIT_VIES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** HubSpot private app token (CRM contacts); unset: nothing is pushed and the contacts wait in the outbox. */
  HUBSPOT_TOKEN: z.string().min(1).optional(),
  /** HubSpot's API; tests point it at a local fake speaking the same format. */
  HUBSPOT_BASE_URL: z.url().default('https://api.hubapi.com'),
  /** How long one call to HubSpot may take before it counts as unanswered (the push is retried later). */
  HUBSPOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The client-order system ("GEC") paid orders are sent to: its base address and bearer token, both or neither. */
  GEC_URL: z.url().optional(),
  GEC_TOKEN: z.string().min(1).optional(),
  /** How long one call to the client-order system may take before it counts as unanswered. */
  GEC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** MultiSafepay's API key. Unset: outside production the server runs its own simulator under /dev/multisafepay. */
  MSP_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** MultiSafepay's JSON API; the test environment unless set (the live one is https://api.multisafepay.com/v1/json). */
  MSP_BASE_URL: z.url().optional(),
  /** How long a call to MultiSafepay may take before it counts as unanswered (a refund is then asked about, never resent blindly). */
  MSP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Returns from the payment page one address may make per minute (the open success call asks MultiSafepay). */
  RATE_LIMIT_PAYMENT_RETURN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
});

export type OutsideServicesEnv = z.infer<typeof outsideServicesEnvFields>;

export interface OutsideServicesConfig {
  viesBaseUrl: string;
  viesRateLimitPerMinute: number;
  /** HubSpot (CRM contacts): token null means nothing is pushed; the outbox keeps the contacts until it is set. */
  hubspot: { token: string | null; baseUrl: string; timeoutMs: number };
  /** The client-order system paid orders are sent to; null: not configured (sending answers 503). */
  gec: { url: string; token: string; timeoutMs: number } | null;
  /**
   * Card payment: the real MultiSafepay API when a key is set; `simulated` outside production without
   * one (the simulator under /dev/multisafepay); null in production without a key (card payment off).
   */
  payments:
    | { kind: 'multisafepay'; apiKey: string; baseUrl: string; timeoutMs: number }
    | { kind: 'simulated'; timeoutMs: number }
    | null;
  paymentReturnRateLimitPerMinute: number;
}

const MSP_TEST_BASE_URL = 'https://testapi.multisafepay.com/v1/json';

export function outsideServicesConfig(env: OutsideServicesEnv, isProduction: boolean): OutsideServicesConfig {
  return {
    viesBaseUrl: env.VIES_BASE_URL.replace(/\/$/, ''),
    viesRateLimitPerMinute: env.RATE_LIMIT_VIES_PER_MINUTE,
    hubspot: {
      token: env.HUBSPOT_TOKEN ?? null,
      baseUrl: env.HUBSPOT_BASE_URL.replace(/\/$/, ''),
      timeoutMs: env.HUBSPOT_TIMEOUT_MS,
    },
    gec:
      env.GEC_URL && env.GEC_TOKEN
        ? { url: env.GEC_URL.replace(/\/$/, ''), token: env.GEC_TOKEN, timeoutMs: env.GEC_TIMEOUT_MS }
        : null,
    payments: env.MSP_API_KEY
      ? {
          kind: 'multisafepay',
          apiKey: env.MSP_API_KEY,
          baseUrl: (env.MSP_BASE_URL ?? MSP_TEST_BASE_URL).replace(/\/$/, ''),
          timeoutMs: env.MSP_TIMEOUT_MS,
        }
      : isProduction
        ? null
        : { kind: 'simulated', timeoutMs: env.MSP_TIMEOUT_MS },
    paymentReturnRateLimitPerMinute: env.RATE_LIMIT_PAYMENT_RETURN_PER_MINUTE,
  };
}
