import { describe, expect, it } from 'vitest';
import { transitionProblem } from './order-transitions.ts';

// A recorded payment outweighs the status: an order whose paidAt is set never goes back to unpaid,
// even while its status still reads as unpaid (paidAt written, the status change not yet).
const paidAt = new Date('2026-11-25T10:00:00Z');

describe('an order with a recorded payment', () => {
  it('never becomes PAYMENT_FAILED, AWAITING_PAYMENT or PAID again, whatever its status says', () => {
    expect(transitionProblem({ status: 'AWAITING_PAYMENT', paidAt }, 'PAYMENT_FAILED')).toBe(
      'The order is paid: it cannot become PAYMENT_FAILED',
    );
    expect(transitionProblem({ status: 'AWAITING_PAYMENT', paidAt }, 'PAID')).toBe(
      'The order is paid: it cannot become PAID',
    );
    expect(transitionProblem({ status: 'PAYMENT_FAILED', paidAt }, 'AWAITING_PAYMENT')).toBe(
      'The order is paid: it cannot become AWAITING_PAYMENT',
    );
  });

  it('may still be stopped or put on hold', () => {
    expect(transitionProblem({ status: 'AWAITING_PAYMENT', paidAt }, 'CANCELLED')).toBeNull();
    expect(transitionProblem({ status: 'PAYMENT_FAILED', paidAt }, 'BLOCKED')).toBeNull();
  });
});
