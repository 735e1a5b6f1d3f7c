import { describe, expect, it } from 'vitest';
import {
  ensureIdempotencyKeys,
  makeIdempotencyKey,
  parseProjectKeys,
  pickShippingAddressId,
  readStoredKeys,
} from './checkout-keys.ts';

describe('parseProjectKeys', () => {
  it('reads the distinct project keys of the URL in order', () => {
    expect(parseProjectKeys('P-26-000001,P-26-000002')).toEqual(['P-26-000001', 'P-26-000002']);
    expect(parseProjectKeys(' p-26-000002 , P-26-000002,P-26-000001')).toEqual([
      'P-26-000002',
      'P-26-000001',
    ]);
  });

  it('drops anything that is not a project key', () => {
    expect(parseProjectKeys('P-26-1,<script>,,P-26-000003')).toEqual(['P-26-000003']);
    expect(parseProjectKeys(null)).toEqual([]);
    expect(parseProjectKeys('')).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('keep a stored key and make one for each new project', () => {
    let made = 0;
    const makeKey = () => `key-${++made}-abcdef`;
    const keys = ensureIdempotencyKeys(
      { 'P-26-000001': 'stored-key-1' },
      ['P-26-000001', 'P-26-000002'],
      makeKey,
    );
    expect(keys).toEqual({ 'P-26-000001': 'stored-key-1', 'P-26-000002': 'key-1-abcdef' });
    expect(ensureIdempotencyKeys(keys, ['P-26-000001', 'P-26-000002'], makeKey)).toEqual(keys);
    expect(made).toBe(1);
  });

  it('read what session storage holds, ignoring anything malformed', () => {
    expect(readStoredKeys('{"P-26-000001":"abc-12345678","bad":3}')).toEqual({
      'P-26-000001': 'abc-12345678',
    });
    expect(readStoredKeys('not json')).toEqual({});
    expect(readStoredKeys('[1,2]')).toEqual({});
    expect(readStoredKeys(null)).toEqual({});
  });
});

describe('makeIdempotencyKey', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const first = makeIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(makeIdempotencyKey()).not.toBe(first);
  });
});

describe('pickShippingAddressId', () => {
  const addresses = [
    { id: 4, isDefault: false },
    { id: 9, isDefault: true },
  ];

  it('keeps the picked address while it exists', () => {
    expect(pickShippingAddressId(addresses, 4)).toBe(4);
  });

  it('falls back to the default, then the first, then none', () => {
    expect(pickShippingAddressId(addresses, null)).toBe(9);
    expect(pickShippingAddressId(addresses, 77)).toBe(9);
    expect(pickShippingAddressId([{ id: 4, isDefault: false }], null)).toBe(4);
    expect(pickShippingAddressId([], 4)).toBeNull();
  });
});
