import { describe, expect, it } from 'vitest';
import { notificationAuthHeader, verifyNotification } from './signature.ts';

// The exact shape of the decoded `Auth` header, "timestamp:hex": nothing before or after it is
// accepted, and a timestamp with a fraction of a second (as MultiSafepay may send) is. The signatures
// are real ones (signature.test.ts checks notificationAuthHeader against openssl), so only the shape
// decides.
const KEY = '8HHhGgRWrA3O7NswjmgwyH7buPPCGnR5AkwAQyqI';
const BODY = '{"order_id":"BH-26-000001-1","status":"completed","amount":5383,"currency":"EUR"}';
const SENT_MS = 1_764_064_800_000;

const decodedHeader = (timestamp: string) =>
  Buffer.from(notificationAuthHeader(KEY, timestamp, BODY), 'base64').toString('utf8');
const encode = (decoded: string) => Buffer.from(decoded).toString('base64');

describe('the shape of a MultiSafepay Auth header', () => {
  it('accepts a timestamp with a fraction of a second, signed as sent', () => {
    const header = notificationAuthHeader(KEY, '1764064800.25', BODY);
    expect(verifyNotification(header, BODY, KEY, SENT_MS)).toEqual({ ok: true, timestamp: 1764064800.25 });
  });

  it('refuses anything before the timestamp', () => {
    const valid = decodedHeader('1764064800');
    expect(verifyNotification(encode(valid), BODY, KEY, SENT_MS).ok).toBe(true);
    expect(verifyNotification(encode(`x${valid}`), BODY, KEY, SENT_MS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses anything after the 128 hex digits of the signature', () => {
    const valid = decodedHeader('1764064800');
    expect(verifyNotification(encode(`${valid}0`), BODY, KEY, SENT_MS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyNotification(encode(`${valid}:`), BODY, KEY, SENT_MS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
