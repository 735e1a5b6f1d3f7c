import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type DistributorsConfig, distributorsConfig, distributorsEnvFields } from './config-distributors.ts';
import { type MailConfig, mailConfig, mailEnvFields, mailSettingsMissing } from './config-mail.ts';
import { type OidcConfig, oidcConfig, oidcEnvFields } from './config-oidc.ts';
import {
  type OutsideServicesConfig,
  outsideServicesConfig,
  outsideServicesEnvFields,
} from './config-outside-services.ts';
import { proxyEnvFields, type TrustProxy } from './config-proxy.ts';
import { type StorageConfig, storageConfig, storageEnvFields } from './config-storage.ts';

export type { DistributorsConfig } from './config-distributors.ts';
export type { OidcConfig } from './config-oidc.ts';
export type { StorageConfig } from './config-storage.ts';

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
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  PUBLIC_URL: z.url().optional(),
  ...mailEnvFields.shape,
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
  ...proxyEnvFields.shape,
  /** An outside FAQ for the top bar's link; unset, the link opens the in-app FAQ staff keep. */
  FAQ_URL: z.url().optional(),
  TUTORIAL_URL: z.url().default('https://github.com/boardhouse/boardhouse/wiki/Tutorial'),
  ...outsideServicesEnvFields.shape,
  ...distributorsEnvFields.shape,
  ...storageEnvFields.shape,
  /** Bearer token of GET /metrics (Prometheus); unset, the route does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Embedded database: the hour (0–23, server's local time) of the nightly backup and maintenance. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** Embedded database: nightly archives kept in DATA_DIR/backups; 0 turns the nightly backup off. */
  BACKUP_RETENTION: z.coerce.number().int().min(0).max(366).default(7),
  ...oidcEnvFields.shape,
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
  for (const name of mailSettingsMissing(env))
    context.addIssue({ code: 'custom', path: [name], message: 'must be set with SMTP_URL in production' });
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name])
        context.addIssue({ code: 'custom', path: [name], message: 'must be set with STORAGE_DRIVER=s3' });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends OutsideServicesConfig, MailConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  database:
    | { kind: 'pglite'; dataDir: string | null; preparedStatements: boolean }
    | { kind: 'postgres'; url: string; poolSize: number; preparedStatements: boolean };
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'json' | 'short';
  jwtSecret: Uint8Array<ArrayBuffer>;
  webDistDir: string;
  seedDemoData: boolean;
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  authRateLimitPerMinute: number;
  argon2: { memoryCost: number; timeCost: number };
  /** Whose X-Forwarded-For the client's address is read from (config-proxy.ts). */
  trustProxy: TrustProxy;
  faqUrl: string | null;
  tutorialUrl: string;
  distributors: DistributorsConfig;
  storage: StorageConfig;
  /** GET /metrics answers only this bearer token; null: metrics are off. */
  metricsToken: string | null;
  /** Embedded database only: when the nightly backup runs and how many of its archives are kept. */
  backups: { hour: number; retention: number };
  /** Social sign-in through one OpenID Connect issuer; null: not configured (no buttons, the calls answer 404). */
  oidc: OidcConfig | null;
}

export class ConfigError extends Error {}

/**
 * The variables that are set to something: an empty value counts as unset, as compose files write
 * an optional one (`SMTP_URL: ${SMTP_URL:-}`) and .env templates leave one out (`SMTP_URL=`).
 */
function setVariables(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(setVariables(source));
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
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          preparedStatements: env.DATABASE_PREPARED_STATEMENTS === 'true',
        }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'db'),
          preparedStatements: env.DATABASE_PREPARED_STATEMENTS === 'true',
        },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    ...mailConfig(env),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'short' : 'json'),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret')),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !isProduction,
    idleTimeoutSeconds: env.IDLE_TIMEOUT_SECONDS,
    idleWarningSeconds: env.IDLE_WARNING_SECONDS,
    authRateLimitPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
    argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_ITERATIONS },
    trustProxy: env.TRUST_PROXY,
    faqUrl: env.FAQ_URL ?? null,
    tutorialUrl: env.TUTORIAL_URL,
    ...outsideServicesConfig(env, isProduction),
    distributors: distributorsConfig(env, isProduction),
    storage: storageConfig(env),
    metricsToken: env.METRICS_TOKEN ?? null,
    backups: { hour: env.BACKUP_HOUR, retention: env.BACKUP_RETENTION },
    oidc: oidcConfig(env, isProduction),
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
