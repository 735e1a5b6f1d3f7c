import { z } from 'zod';

/** The sender when MAIL_FROM is unset: fine for a developer's outbox, undeliverable anywhere else. */
const DEFAULT_MAIL_FROM = 'Boardhouse <no-reply@boardhouse.local>';

export const mailEnvFields = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  /**
   * Connecting, waiting for the greeting, and each silence during the conversation, in seconds.
   * Nodemailer's own defaults (2 min, 30 s, 10 min) would hold an outbox round for minutes.
   */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * smtp:// only. Unset: STARTTLS is required (the password and the mail never cross in the clear),
   * except towards 127.0.0.1, localhost and ::1. `false` lets an old relay without STARTTLS be used.
   */
  SMTP_REQUIRE_TLS: z.enum(['true', 'false']).optional(),
});

type MailEnv = z.infer<typeof mailEnvFields> & { NODE_ENV: string; PUBLIC_URL?: string | undefined };

export interface MailConfig {
  smtpUrl: string | null;
  mailFrom: string;
  smtpTimeoutMs: number;
  /** Null: decided by the SMTP host (required unless it is this machine). */
  smtpRequireTls: boolean | null;
}

export function mailConfig(env: MailEnv): MailConfig {
  return {
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    smtpTimeoutMs: env.SMTP_TIMEOUT_SECONDS * 1000,
    smtpRequireTls: env.SMTP_REQUIRE_TLS ? env.SMTP_REQUIRE_TLS === 'true' : null,
  };
}

/**
 * A production server that sends mail needs both: without PUBLIC_URL every e-mailed link points at
 * http://localhost:8080 (the reader's own machine), without MAIL_FROM the sender is a domain no
 * receiver accepts. Refused at start-up rather than discovered by customers.
 */
export function mailSettingsMissing(env: MailEnv): ('PUBLIC_URL' | 'MAIL_FROM')[] {
  if (env.NODE_ENV !== 'production' || !env.SMTP_URL) return [];
  return (['PUBLIC_URL', 'MAIL_FROM'] as const).filter((name) => !env[name]);
}
