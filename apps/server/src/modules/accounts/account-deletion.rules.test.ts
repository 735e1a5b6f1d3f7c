import { describe, expect, it } from 'vitest';
import { anonymousIdentity, type FinalOrderMoney, unsettledCents } from './account-deletion.rules.ts';

const paidAt = new Date('2026-10-01T10:00:00Z');
const delivered: FinalOrderMoney = {
  status: 'DELIVERED',
  totalCents: 12_000,
  paidAt,
  paidAmountCents: 12_000,
  refundedCents: 0,
};

describe('unsettledCents', () => {
  it('is 0 for a delivered order paid in full', () => {
    expect(unsettledCents(delivered)).toBe(0);
  });

  it('is the whole total for a delivered order never paid (pay later)', () => {
    expect(unsettledCents({ ...delivered, paidAt: null, paidAmountCents: null })).toBe(12_000);
  });

  it('is what is left to collect when the total rose after payment', () => {
    expect(unsettledCents({ ...delivered, totalCents: 13_500 })).toBe(1_500);
  });

  it('is what is left to give back when the total fell, less what was refunded', () => {
    expect(unsettledCents({ ...delivered, totalCents: 10_000 })).toBe(-2_000);
    expect(unsettledCents({ ...delivered, totalCents: 10_000, refundedCents: 2_000 })).toBe(0);
  });

  it('is the money held for a cancelled order until it is refunded', () => {
    const cancelled = { ...delivered, status: 'CANCELLED' as const };
    expect(unsettledCents(cancelled)).toBe(-12_000);
    expect(unsettledCents({ ...cancelled, refundedCents: 12_000 })).toBe(0);
    expect(unsettledCents({ ...cancelled, paidAt: null, paidAmountCents: null })).toBe(0);
  });
});

describe('anonymousIdentity', () => {
  it('keeps nothing of the person and is unique per account', () => {
    expect(anonymousIdentity(42)).toEqual({
      username: 'deleted-42',
      email: 'deleted-42@deleted.invalid',
      firstname: 'Deleted',
      lastname: 'account',
    });
  });
});
