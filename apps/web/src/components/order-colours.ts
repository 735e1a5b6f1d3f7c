import type { OrderStatus, ReviewStatus } from '@boardhouse/shared/orders/order-status';

/** One calm colour per order status: amber waits for the customer, red needs attention, teal/blue move on. */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'orange',
  PAYMENT_FAILED: 'red',
  PENDING: 'yellow',
  PAID: 'teal',
  IN_REVIEW: 'blue',
  PURCHASING: 'indigo',
  IN_PRODUCTION: 'violet',
  SHIPPED: 'cyan',
  DELIVERED: 'green',
  BLOCKED: 'red',
  CANCELLED: 'gray',
};

/** The staff review of the ordered files: waiting, approved, changes asked for. */
export const REVIEW_COLOURS: Record<ReviewStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'teal',
  CHANGES_NEEDED: 'orange',
};
