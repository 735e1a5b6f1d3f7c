import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OIDC_PROVIDERS, type OidcProvider } from '@boardhouse/shared/oidc';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start-up. README.md lists the same
 * table; keep both in step. Defaults make `npm start` work with nothing set.
 */
const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Boardhouse <no-reply@boardhouse.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `short`: one readable line per request (development's default); `json`: pino's records (elsewhere). */
  LOG_FORMAT: z.enum(['json', 'short']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(3600),
  IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(7168),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** An outside FAQ for the top bar's link; unset, the link opens the in-app FAQ staff keep. */
  FAQ_URL: z.url().optional(),
  TUTORIAL_URL: z.url().default('https://github.com/boardhouse/boardhouse/wiki/Tutorial'),
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
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (one bucket, shared by every server process). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's address; unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true`: addresses as host/bucket/key, which most self-hosted S3-compatible services need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Bearer token of GET /metrics (Prometheus); unset, the route does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Embedded database: the hour (0–23, server's local time) of the nightly backup and maintenance. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** Embedded database: nightly archives kept in DATA_DIR/backups; 0 turns the nightly backup off. */
  BACKUP_RETENTION: z.coerce.number().int().min(0).max(366).default(7),
  /** The OpenID Connect issuer that brokers the social sign-ins (Keycloak, Auth0, Zitadel …); unset: no social sign-in. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Sent with client_secret_basic at the issuer's token endpoint. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The social providers offered (comma list of google, linkedin), in the buttons' order. */
  OIDC_PROVIDERS: z
    .string()
    .default(OIDC_PROVIDERS.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(OIDC_PROVIDERS, { error: `must list only ${OIDC_PROVIDERS.join(', ')}` })).min(1)),
  /** The authorize parameter that names the social provider to the broker: kc_idp_hint (Keycloak), connection (Auth0). */
  OIDC_PROVIDER_HINT_PARAM: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be a plain parameter name')
    .default('kc_idp_hint'),
});

/** Settings that only make sense together. */
const envSchema = envFields.superRefine((env, context) => {
  const pairs: [keyof typeof env, keyof typeof env, string][] = [
    ['ARROW_LOGIN', 'ARROW_API_KEY', 'ARROW_LOGIN and ARROW_API_KEY are set together'],
    ['ARROW_ORDER_API_KEY', 'ARROW_ORDER_BASE_URL', 'ARROW_ORDER_API_KEY needs ARROW_ORDER_BASE_URL'],
    ['VERICAL_API_KEY', 'VERICAL_BASE_URL', 'VERICAL_API_KEY needs VERICAL_BASE_URL'],
    ['GEC_URL', 'GEC_TOKEN', 'GEC_URL and GEC_TOKEN are set together'],
  ];
  for (const [key, partner, message] of pairs) {
    const bothOrNeither = key === 'ARROW_LOGIN' || key === 'GEC_URL';
    const needsPartner = bothOrNeither ? !!env[key] !== !!env[partner] : !!env[key] && !env[partner];
    if (needsPartner) context.addIssue({ code: 'custom', path: [env[key] ? partner : key], message });
  }
  // Each process would otherwise sign with a secret of its own DATA_DIR, and a sign-in made through one
  // process would be refused by the next behind the load balancer.
  if (env.DATABASE_URL && !env.JWT_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'must be set with DATABASE_URL: every server process signs sign-ins with the same secret',
    });
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!env[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together (or none of them)',
        });
    }
  }
  // Tokens and the client secret would cross the network in the clear; only a local provider may do that.
  if (env.OIDC_ISSUER?.startsWith('http://') && env.NODE_ENV === 'production')
    context.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message: 'must be an https:// address in production',
    });
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name])
        context.addIssue({ code: 'custom', path: [name], message: 'must be set with STORAGE_DRIVER=s3' });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'json' | 'short';
  jwtSecret: Uint8Array<ArrayBuffer>;
  webDistDir: string;
  seedDemoData: boolean;
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  authRateLimitPerMinute: number;
  argon2: { memoryCost: number; timeCost: number };
  trustProxy: boolean;
  faqUrl: string | null;
  tutorialUrl: string;
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
  distributors: DistributorsConfig;
  storage: StorageConfig;
  /** GET /metrics answers only this bearer token; null: metrics are off. */
  metricsToken: string | null;
  /** Embedded database only: when the nightly backup runs and how many of its archives are kept. */
  backups: { hour: number; retention: number };
  /** Social sign-in through one OpenID Connect issuer; null: not configured (no buttons, the calls answer 404). */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providers: OidcProvider[];
  providerHintParam: string;
  /** An http:// issuer (a local provider, never in production). */
  allowInsecure: boolean;
}

/** The local folder (`filesDir`) or one S3 bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

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

const MSP_TEST_BASE_URL = 'https://testapi.multisafepay.com/v1/json';

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'short' : 'json'),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret')),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !isProduction,
    idleTimeoutSeconds: env.IDLE_TIMEOUT_SECONDS,
    idleWarningSeconds: env.IDLE_WARNING_SECONDS,
    authRateLimitPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
    argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_ITERATIONS },
    trustProxy: env.TRUST_PROXY === 'true',
    faqUrl: env.FAQ_URL ?? null,
    tutorialUrl: env.TUTORIAL_URL,
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
    distributors: distributorsConfig(env, isProduction),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local' },
    metricsToken: env.METRICS_TOKEN ?? null,
    backups: { hour: env.BACKUP_HOUR, retention: env.BACKUP_RETENTION },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            providers: [...new Set(env.OIDC_PROVIDERS)],
            providerHintParam: env.OIDC_PROVIDER_HINT_PARAM,
            allowInsecure: env.OIDC_ISSUER.startsWith('http://') && !isProduction,
          }
        : null,
  };
}

function distributorsConfig(env: Env, isProduction: boolean): DistributorsConfig {
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

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first (two servers starting on one DATA_DIR): use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
