import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { checkRefundable } from './refunds.service.ts';

const PAID_AT = new Date('2026-11-25T10:00:00Z');
const paid = (paidAmountCents: number) => ({ paidAt: PAID_AT, paidAmountCents });

/** What `checkRefundable` throws, as code and details, or null when it accepts the amount. */
function refusal(
  order: { paidAt: Date | null; paidAmountCents: number | null },
  amountCents: number,
  onRecordCents = 0,
) {
  try {
    checkRefundable(order, amountCents, onRecordCents);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, details: error.details };
  }
}
const fieldError = (amountCents: string) => ({
  code: 'VALIDATION',
  message: 'Some fields are not valid',
  details: { fields: { amountCents } },
});
const ABOVE_ZERO = fieldError('Enter an amount above zero');

describe('which refunds may be made', () => {
  it('refuses any refund of an order that was not paid', () => {
    const notPossible = {
      code: 'REFUND.NOT_POSSIBLE',
      message: 'This order was not paid, so there is nothing to refund',
      details: undefined,
    };
    expect(refusal({ paidAt: null, paidAmountCents: null }, 100)).toEqual(notPossible);
    // Either half missing is enough: a payment date without an amount, or an amount without a date.
    expect(refusal({ paidAt: PAID_AT, paidAmountCents: null }, 100)).toEqual(notPossible);
    expect(refusal({ paidAt: PAID_AT, paidAmountCents: 0 }, 100)).toEqual(notPossible);
    expect(refusal({ paidAt: null, paidAmountCents: 6513 }, 100)).toEqual(notPossible);
    // The order's state is the first thing said, whatever the amount.
    expect(refusal({ paidAt: null, paidAmountCents: null }, 0)).toEqual(notPossible);
  });

  it('wants a whole number of cents above zero', () => {
    expect(refusal(paid(6513), 0)).toEqual(ABOVE_ZERO);
    expect(refusal(paid(6513), -100)).toEqual(ABOVE_ZERO);
    expect(refusal(paid(6513), 12.5)).toEqual(ABOVE_ZERO);
    expect(refusal(paid(6513), 1)).toBeNull();
  });

  it('never gives back more than was paid minus what is already refunded or promised', () => {
    expect(refusal(paid(10_000), 7501, 2500)).toEqual(
      fieldError('At most €75.00 can be refunded (paid €100.00, refunded €25.00)'),
    );
    expect(refusal(paid(6513), 6514)).toEqual(
      fieldError('At most €65.13 can be refunded (paid €65.13, refunded €0.00)'),
    );
    // Everything refunded already: nothing is left, and the message says so.
    expect(refusal(paid(6513), 1, 6513)).toEqual(
      fieldError('At most €0.00 can be refunded (paid €65.13, refunded €65.13)'),
    );
  });

  it('accepts exactly the rest, and the whole payment when nothing was refunded', () => {
    expect(refusal(paid(10_000), 7500, 2500)).toBeNull();
    expect(refusal(paid(6513), 6513)).toBeNull();
  });
});
