import { describe, expect, it } from 'vitest';
import { notificationAuthHeader, verifyNotification } from './signature.ts';

// Worked out with `openssl dgst -sha512 -hmac <key>` over "1764064800:<body>", then base64 of
// "1764064800:<hex>": an outside computation of what MultiSafepay sends.
const KEY = '8HHhGgRWrA3O7NswjmgwyH7buPPCGnR5AkwAQyqI';
const BODY = '{"order_id":"BH-26-000001-1","status":"completed","amount":5383,"currency":"EUR"}';
const AUTH =
  'MTc2NDA2NDgwMDphNjdjMWZiOTY3NmRiMjcwMWQzMGRiNzVmMTY2YWM3ZDk4ZjJlNjE0MmNjOTVlOTg1Y2E3N2NmYWM5MGI2Zjc2MzY1M2Q2MDlkZWU4ZDMxZDgxMDQ2ZWViODAxYzJhODZkNGFlNjBiY2YwYjJjZGU0MzY3Y2UwYWIyZjAwNWVlMA==';
const SENT_MS = 1_764_064_800_000;

describe('MultiSafepay notification signatures', () => {
  it('accept the header MultiSafepay computes for the body as received', () => {
    expect(notificationAuthHeader(KEY, '1764064800', BODY)).toBe(AUTH);
    expect(verifyNotification(AUTH, BODY, KEY, SENT_MS + 30_000)).toEqual({
      ok: true,
      timestamp: 1764064800,
    });
  });

  it('accept the signature’s hex in capitals (hex is case-blind; the bytes are compared)', () => {
    const [timestamp = '', signature = ''] = Buffer.from(AUTH, 'base64').toString('utf8').split(':');
    const capitals = Buffer.from(`${timestamp}:${signature.toUpperCase()}`).toString('base64');
    expect(signature).toMatch(/[a-f]/);
    expect(verifyNotification(capitals, BODY, KEY, SENT_MS)).toEqual({ ok: true, timestamp: 1764064800 });
  });

  it('refuse a changed body, another key, a missing or garbled header', () => {
    const tampered = BODY.replace('5383', '1');
    expect(verifyNotification(AUTH, tampered, KEY, SENT_MS)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyNotification(AUTH, BODY, `${KEY}x`, SENT_MS)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyNotification(undefined, BODY, KEY, SENT_MS)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyNotification('not base64 at all', BODY, KEY, SENT_MS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const noSignature = Buffer.from('1764064800:').toString('base64');
    expect(verifyNotification(noSignature, BODY, KEY, SENT_MS)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuse a notification older (or newer) than 600 seconds', () => {
    expect(verifyNotification(AUTH, BODY, KEY, SENT_MS + 600_000).ok).toBe(true);
    expect(verifyNotification(AUTH, BODY, KEY, SENT_MS + 601_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyNotification(AUTH, BODY, KEY, SENT_MS - 601_000)).toEqual({ ok: false, reason: 'stale' });
  });
});
