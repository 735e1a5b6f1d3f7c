import { describe, expect, it } from 'vitest';
import { isDeliverableAddress } from './delivery-address.ts';

describe('isDeliverableAddress', () => {
  it('needs a street, a postal code and a city, none of them blank', () => {
    const full = { address: 'Kanaalweg 1', zipCode: '3526 KL', city: 'Utrecht' };
    expect(isDeliverableAddress(full)).toBe(true);
    expect(isDeliverableAddress({ ...full, address: null })).toBe(false);
    expect(isDeliverableAddress({ ...full, zipCode: '   ' })).toBe(false);
    expect(isDeliverableAddress({ ...full, city: undefined })).toBe(false);
    expect(isDeliverableAddress({})).toBe(false);
  });
});
