import { describe, expect, it } from 'vitest';
import { onceByKey, pageAfterSocialSignIn, socialErrorKey } from './social-sign-in.ts';

describe('the sign-in page’s social error notice', () => {
  it('shows nothing without a socialError', () => {
    expect(socialErrorKey(null)).toBeNull();
  });

  it('explains an unverified provider address', () => {
    expect(socialErrorKey('unverified-email')).toBe('auth.social.unverifiedEmail');
  });

  it('shows SPEC.md’s generic text for "failed" and for anything it does not know', () => {
    expect(socialErrorKey('failed')).toBe('auth.social.failed');
    expect(socialErrorKey('linked-elsewhere')).toBe('auth.social.failed');
    expect(socialErrorKey('<script>')).toBe('auth.social.failed');
    expect(socialErrorKey('')).toBe('auth.social.failed');
  });
});

describe('where a social sign-in lands', () => {
  it('welcomes a new account on the thank-you page and sends a returning one home', () => {
    expect(pageAfterSocialSignIn(true)).toBe('/thank_you');
    expect(pageAfterSocialSignIn(false)).toBe('/home');
  });
});

describe('spending a one-time code once', () => {
  it('calls the exchange once per code, however often it is asked, and answers the same result', async () => {
    const spent: string[] = [];
    const exchange = onceByKey(async (code) => {
      spent.push(code);
      return `session for ${code}`;
    });
    const [first, second] = await Promise.all([exchange('abc'), exchange('abc')]);
    expect(await exchange('abc')).toBe('session for abc');
    expect(first).toBe('session for abc');
    expect(second).toBe('session for abc');
    expect(await exchange('def')).toBe('session for def');
    expect(spent).toEqual(['abc', 'def']);
  });

  it('keeps a failure too: a used code is not tried again', async () => {
    let calls = 0;
    const exchange = onceByKey(async () => {
      calls += 1;
      throw new Error('used');
    });
    await expect(exchange('x')).rejects.toThrow('used');
    await expect(exchange('x')).rejects.toThrow('used');
    expect(calls).toBe(1);
  });
});
