import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './access-tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const tokens = () => new AccessTokens({} as Database, secret);

afterEach(() => vi.restoreAllMocks());

describe('access tokens checked once and remembered', () => {
  it('still refuses a remembered token once its sign-in has ended', async () => {
    const issuer = tokens();
    const token = await issuer.sign(7, ['USER'], 'family-1');
    expect((await issuer.verify(token)).userId).toBe(7);
    issuer.denyAnnounced('family-1');
    await expect(issuer.verify(token)).rejects.toThrow('This session has ended');
  });

  it('still refuses a remembered token once it has expired', async () => {
    const issuer = tokens();
    const token = await issuer.sign(7, ['USER'], 'family-2');
    await issuer.verify(token);
    const later = Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await expect(issuer.verify(token)).rejects.toThrow('Your session has expired');
  });

  it('never remembers a token with a bad signature', async () => {
    const issuer = tokens();
    const token = await issuer.sign(7, ['USER'], 'family-3');
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await expect(issuer.verify(forged)).rejects.toThrow('Invalid access token');
    await expect(issuer.verify(forged)).rejects.toThrow('Invalid access token');
  });

  it('answers with claims no caller can change', async () => {
    const issuer = tokens();
    const claims = await issuer.verify(await issuer.sign(7, ['USER'], 'family-4'));
    expect(() => claims.roles.push('ADMIN')).toThrow();
  });
});
