import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { DELETED_EMAIL_DOMAIN } from '../users-admin/users-admin.repository.ts';

/** What decides whether a final order is settled. */
export interface FinalOrderMoney {
  status: OrderStatus;
  totalCents: number;
  paidAt: Date | null;
  paidAmountCents: number | null;
  refundedCents: number;
}

/**
 * Money still to move on an order that will not change any more: > 0 the customer still owes (a
 * delivered order paid later, or paid less than its final total), < 0 the house still holds money to
 * give back (paid more, or a cancelled order not yet refunded); 0 when settled. While it is not 0 the
 * account must stay, so the customer can be reached and the money matched to them.
 */
export function unsettledCents(order: FinalOrderMoney): number {
  const paid = order.paidAt ? (order.paidAmountCents ?? order.totalCents) : 0;
  const held = paid - order.refundedCents;
  if (order.status === 'CANCELLED') return held === 0 ? 0 : -held;
  return order.totalCents - held;
}

/**
 * How a deleted account's fields read once personal data is removed; unique, so the row stays valid.
 * The address's domain is the one staff's deletion uses: the user administration lists such an account
 * as deleted and refuses to enable it or set its password.
 */
export function anonymousIdentity(userId: number) {
  return {
    username: `deleted-${userId}`,
    email: `deleted-${userId}${DELETED_EMAIL_DOMAIN}`,
    firstname: 'Deleted',
    lastname: 'account',
  };
}
