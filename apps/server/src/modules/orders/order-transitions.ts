import { FINAL_STATUSES, type OrderStatus, PAID_STATUSES } from '@boardhouse/shared/orders/order-status';

/**
 * The one table of allowed order changes. PENDING and BLOCKED are detours an order can take from
 * several states; where it may go from them depends on whether it was paid, so a paid order never goes
 * back to waiting for payment. Every change goes through `checkTransition`.
 */
const FORWARD: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AWAITING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'PENDING', 'BLOCKED', 'CANCELLED'],
  // A late confirmation of an earlier attempt still pays the order.
  PAYMENT_FAILED: ['AWAITING_PAYMENT', 'PAID', 'PENDING', 'BLOCKED', 'CANCELLED'],
  PENDING: ['AWAITING_PAYMENT', 'PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'BLOCKED', 'CANCELLED'],
  PAID: ['IN_REVIEW', 'PENDING', 'BLOCKED', 'CANCELLED'],
  IN_REVIEW: ['PURCHASING', 'PENDING', 'BLOCKED', 'CANCELLED'],
  PURCHASING: ['IN_PRODUCTION', 'PENDING', 'BLOCKED', 'CANCELLED'],
  // Staff may still stop an order in production (the customer may not: after-sales-api.ts).
  IN_PRODUCTION: ['SHIPPED', 'PENDING', 'BLOCKED', 'CANCELLED'],
  // A parcel lost or sent back: staff stop the order (money back is a refund of its own).
  SHIPPED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  BLOCKED: ['AWAITING_PAYMENT', 'PAID', 'PENDING', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'CANCELLED'],
  CANCELLED: [],
};

/** Where a detour (PENDING, BLOCKED) may lead once the order has been paid: never back to unpaid. */
const UNPAID_TARGETS: ReadonlySet<OrderStatus> = new Set(['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'PAID']);

export interface OrderPosition {
  status: OrderStatus;
  /** When the provider confirmed the payment; null until then. */
  paidAt: Date | null;
}

/** Why `to` is not allowed from where the order stands, or null when it is. */
export function transitionProblem(order: OrderPosition, to: OrderStatus): string | null {
  if (FINAL_STATUSES.has(order.status)) return `The order is ${order.status} and cannot change any more`;
  if (!FORWARD[order.status].includes(to)) return `An order that is ${order.status} cannot become ${to}`;
  const paid = order.paidAt !== null || PAID_STATUSES.has(order.status);
  if (paid && UNPAID_TARGETS.has(to)) return `The order is paid: it cannot become ${to}`;
  if (!paid && PAID_STATUSES.has(to) && to !== 'PAID') {
    return `The order is not paid yet: it cannot become ${to}`;
  }
  return null;
}

/** Every state `to` may be reached from, as the table says (for documentation and tests). */
export function allowedTargets(order: OrderPosition): OrderStatus[] {
  return FORWARD[order.status].filter((to) => transitionProblem(order, to) === null);
}
