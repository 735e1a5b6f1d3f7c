import { ORDER_STATUSES, type OrderStatus } from '@boardhouse/shared/orders/order-status';
import { describe, expect, it } from 'vitest';
import { allowedTargets, transitionProblem } from './order-transitions.ts';

const unpaid = (status: OrderStatus) => ({ status, paidAt: null });
const paid = (status: OrderStatus) => ({ status, paidAt: new Date('2026-11-25T10:00:00Z') });

/** The allowed changes, written out by hand from the lifecycle: everything else must be refused. */
const ALLOWED: [OrderStatus, boolean, OrderStatus[]][] = [
  ['AWAITING_PAYMENT', false, ['PAID', 'PAYMENT_FAILED', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['PAYMENT_FAILED', false, ['AWAITING_PAYMENT', 'PAID', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['PENDING', false, ['AWAITING_PAYMENT', 'PAID', 'BLOCKED', 'CANCELLED']],
  ['PENDING', true, ['IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'BLOCKED', 'CANCELLED']],
  ['PAID', true, ['IN_REVIEW', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['IN_REVIEW', true, ['PURCHASING', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['PURCHASING', true, ['IN_PRODUCTION', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['IN_PRODUCTION', true, ['SHIPPED', 'PENDING', 'BLOCKED', 'CANCELLED']],
  ['SHIPPED', true, ['DELIVERED', 'CANCELLED']],
  ['DELIVERED', true, []],
  ['BLOCKED', false, ['AWAITING_PAYMENT', 'PAID', 'PENDING', 'CANCELLED']],
  ['BLOCKED', true, ['PENDING', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'CANCELLED']],
  ['CANCELLED', false, []],
  ['CANCELLED', true, []],
];

describe('order transitions', () => {
  it.each(ALLOWED)('from %s (paid: %s) the order may become exactly %j', (from, isPaid, targets) => {
    const order = isPaid ? paid(from) : unpaid(from);
    for (const to of ORDER_STATUSES) {
      const problem = transitionProblem(order, to);
      if (targets.includes(to)) expect(problem, `${from} → ${to}`).toBeNull();
      else expect(problem, `${from} → ${to}`).toMatch(new RegExp(`${from}|paid`));
    }
    expect(allowedTargets(order).sort()).toEqual([...targets].sort());
  });

  it('never takes a paid order back to waiting for payment, even through a detour', () => {
    for (const detour of ['PENDING', 'BLOCKED'] as const) {
      expect(transitionProblem(paid(detour), 'AWAITING_PAYMENT')).toBe(
        'The order is paid: it cannot become AWAITING_PAYMENT',
      );
      expect(transitionProblem(paid(detour), 'PAYMENT_FAILED')).not.toBeNull();
    }
  });

  it('never lets an unpaid order skip to production', () => {
    expect(transitionProblem(unpaid('PENDING'), 'IN_PRODUCTION')).toBe(
      'The order is not paid yet: it cannot become IN_PRODUCTION',
    );
  });

  it('names the state it is in when it refuses', () => {
    expect(transitionProblem(paid('SHIPPED'), 'IN_REVIEW')).toBe(
      'An order that is SHIPPED cannot become IN_REVIEW',
    );
    expect(transitionProblem(unpaid('CANCELLED'), 'PAID')).toBe(
      'The order is CANCELLED and cannot change any more',
    );
  });
});
