import { randomUUID } from 'node:crypto';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/**
 * The rules of one SMTP attempt, apart from the outbox bookkeeping (mailer.ts): how long it may take,
 * when TLS is required, what a failure means and when the message is tried again.
 */

/** Hosts where a password without TLS never leaves the machine: the local catchers and tests. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/**
 * The longest one attempt may run: connecting, the greeting and the conversation each get the timeout
 * once more (a relay may be slow at every step). The attempt is aborted then, so the claim (longer
 * still) never runs out while a send is in flight.
 */
export const attemptLimitMs = (timeoutMs: number) => 4 * timeoutMs;

export function smtpTransportOptions(
  smtpUrl: string,
  timeoutMs: number,
  requireTls: boolean | null | undefined,
): SMTPTransport.Options {
  const isLoopback = LOOPBACK_HOSTS.has(new URL(smtpUrl).hostname.toLowerCase());
  return {
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // smtps:// is TLS from the first byte; on smtp:// without STARTTLS the AUTH password would cross in
    // the clear, and nodemailer only upgrades when the server offers to (a stripped offer goes unseen).
    ...(smtpUrl.startsWith('smtp://') ? { requireTLS: requireTls ?? !isLoopback } : {}),
  } as SMTPTransport.Options;
}

/**
 * Sent with every message: it is automatic (RFC 3834 §5), so vacation replies and Exchange's
 * out-of-office do not answer it. No List-Unsubscribe: the product has no per-person opt-out to point
 * it at (the unread-message notices are switched by staff for everyone).
 */
export const AUTOMATIC_MAIL_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
} as const;

/** A Message-ID on the sender's domain (else the site's), made once per message and kept for retries. */
export function newMessageId(from: string, publicUrl?: string): string {
  const fromDomain = from.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1];
  const siteDomain = publicUrl ? new URL(publicUrl).hostname : undefined;
  return `<${randomUUID()}@${fromDomain ?? siteDomain ?? 'boardhouse.local'}>`;
}

export interface SmtpFailure {
  /** Refused for good: trying again would get the same answer. */
  permanent: boolean;
  /** The SMTP reply code (550, 451 …); null when no reply came (timeout, refused connection). */
  replyCode: number | null;
  /** Nodemailer's message with the server's reply; it never holds the URL or its password. */
  reason: string;
}

/**
 * Only a 5xx about this message (its sender, recipient or content: nodemailer's EENVELOPE and EMESSAGE)
 * is final. A 5xx at AUTH or STARTTLS is the relay's configuration failing every message alike: they
 * wait, and go out once it is fixed, instead of all being thrown away.
 */
export function classifySmtpFailure(error: unknown): SmtpFailure {
  const reason = error instanceof Error ? error.message : String(error);
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const replyCode = typeof responseCode === 'number' ? responseCode : null;
  const aboutThisMessage = code === 'EENVELOPE' || code === 'EMESSAGE';
  return { permanent: aboutThisMessage && replyCode !== null && replyCode >= 500, replyCode, reason };
}

/** Temporary failures are tried again for this long (RFC 5321 §4.5.4.1: "at least 4-5 days"). */
export const RETRY_FOR_MS = 4 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** 1, 2, 4 … minutes after the 1st, 2nd, 3rd … failure, at most an hour apart. */
export function retryDelayMs(failuresSoFar: number): number {
  const doublings = Math.min(Math.max(failuresSoFar - 1, 0), 20);
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_RETRY_MS);
}
