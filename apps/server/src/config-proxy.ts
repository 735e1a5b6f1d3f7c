import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server tell the client's address (X-Forwarded-For), in the forms
 * Fastify's `trustProxy` takes: `false` (none: the socket's peer is the client), the proxies'
 * addresses and networks (the client is the header's last address, read from the right, that is not
 * one of them), or `true` (every hop: the header's first address, which a client can write itself
 * unless the proxy replaces the header). No hop counts: Fastify ignores them, as they cannot tell a
 * balancer from a client that reached the server directly.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for the reserved ranges, accepted beside addresses and CIDR networks. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_FORMS =
  'must be false, true, or the proxies’ addresses and networks (10.0.0.5, 10.0.0.0/8, uniquelocal, loopback)';

export const proxyEnvFields = z.object({
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): TrustProxy => {
      if (value === 'false') return false;
      if (value === 'true') return true;
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrNetwork)) return entries;
      context.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
      return z.NEVER;
    }),
});
