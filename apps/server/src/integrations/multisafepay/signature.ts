import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * MultiSafepay's signature on a POST notification: the `Auth` header is base64 of
 * `timestamp:signature`, where the signature is the hex HMAC-SHA512 of `timestamp:rawBody` keyed with
 * the API key. The body must be the bytes as received, before any JSON parsing.
 */

/** Older notifications are refused: a captured one cannot be played back later. */
export const NOTIFICATION_MAX_AGE_SECONDS = 600;

const hmacOf = (apiKey: string, timestamp: string, rawBody: string) =>
  createHmac('sha512', apiKey).update(`${timestamp}:${rawBody}`, 'utf8').digest('hex');

/** The `Auth` header MultiSafepay sends with a body (used by the simulator and tests). */
export function notificationAuthHeader(apiKey: string, timestamp: string, rawBody: string): string {
  return Buffer.from(`${timestamp}:${hmacOf(apiKey, timestamp, rawBody)}`).toString('base64');
}

export type NotificationCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'bad-signature' | 'stale' };

export function verifyNotification(
  authHeader: string | undefined,
  rawBody: string,
  apiKey: string,
  nowMs: number,
): NotificationCheck {
  if (!authHeader) return { ok: false, reason: 'missing' };
  const decoded = Buffer.from(authHeader.trim(), 'base64').toString('utf8');
  const match = /^(\d{9,11}(?:\.\d+)?):([0-9a-f]{128})$/i.exec(decoded);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, timestamp = '', signature = ''] = match;
  const expected = Buffer.from(hmacOf(apiKey, timestamp, rawBody), 'hex');
  // Constant time: how much of a forged signature matches must not show in the answer's timing.
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'bad-signature' };
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > NOTIFICATION_MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp: seconds };
}
