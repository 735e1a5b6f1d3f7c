/**
 * An order's states (issue: orders and card payment). The happy path runs AWAITING_PAYMENT → PAID →
 * IN_REVIEW → PURCHASING → IN_PRODUCTION → SHIPPED → DELIVERED; PENDING waits for the customer (pay
 * later, a question), BLOCKED stops an order for staff, PAYMENT_FAILED returns to AWAITING_PAYMENT when
 * the customer tries again.
 */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  'PENDING',
  'PAID',
  'IN_REVIEW',
  'PURCHASING',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'BLOCKED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States an order is in only after the provider confirmed its payment. */
export const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PAID',
  'IN_REVIEW',
  'PURCHASING',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
]);

/** States an order never leaves. */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CANCELLED']);

/**
 * Staff review of an ordered project's files and BOM (issue: the back office). PENDING: waits for
 * review (the Projects review tab); APPROVED; CHANGES_NEEDED: the customer is told what to change.
 */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'CHANGES_NEEDED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
