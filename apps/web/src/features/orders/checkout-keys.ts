import { PROJECT_KEY_PATTERN } from '@boardhouse/shared/projects';

/** Checkout's input (the projects in the URL) and the idempotency key each project's submit reuses. */

/** "P-26-000001,P-26-000002" → the distinct well-formed project keys, in order. */
export function parseProjectKeys(query: string | null): string[] {
  const keys = (query ?? '')
    .split(',')
    .map((key) => key.trim().toUpperCase())
    .filter((key) => PROJECT_KEY_PATTERN.test(key));
  return [...new Set(keys)];
}

export const IDEMPOTENCY_STORAGE_KEY = 'checkout.idempotencyKeys';

/** The keys kept in this tab's session storage; anything unreadable counts as none. */
export function readStoredKeys(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * One idempotency key per project: the stored one when there is one (a retry, a reload or a double
 * click answers the same order), else a new one from `makeKey`.
 */
export function ensureIdempotencyKeys(
  stored: Readonly<Record<string, string>>,
  projectIds: readonly string[],
  makeKey: () => string,
): Record<string, string> {
  const keys = { ...stored };
  for (const projectId of projectIds) keys[projectId] ??= makeKey();
  return keys;
}

/** A fresh key: a UUID where the browser offers one (secure pages), else 32 random hex digits. */
export function makeIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The shipping address an order goes to: the one picked if it still exists, else the default one,
 * else the first; null when there are none (the server then ships to the billing address).
 */
export function pickShippingAddressId(
  addresses: readonly { id: number; isDefault: boolean }[],
  pickedId: number | null,
): number | null {
  if (pickedId !== null && addresses.some((address) => address.id === pickedId)) return pickedId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}
