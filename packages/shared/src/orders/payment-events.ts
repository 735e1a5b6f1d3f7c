/**
 * The payment log's vocabulary: where each event came from and what was done with it. The server
 * writes only these words; staff read them in their language (admin.staffOrder.paymentSources and
 * paymentActions), and a word an older server wrote still shows as written.
 */
export const PAYMENT_EVENT_SOURCES = [
  /** The customer opened a payment page. */
  'pay',
  /** MultiSafepay's notification (webhook), checked by asking MultiSafepay. */
  'notification',
  /** The customer came back from the payment page, checked the same way. */
  'return',
  /** Money given back by staff. */
  'refund',
  /** Staff or the customer changed the total while a payment page was open. */
  'price-change',
  /** The order was cancelled while a payment page was open. */
  'cancellation',
] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

export const PAYMENT_EVENT_ACTIONS = [
  'created',
  'paid',
  'pending',
  'failed',
  'cancelled',
  'reversed',
  'mismatch',
  'ignored',
  'refused',
  'unreachable',
  'refunded',
  'not-cancelled',
] as const;
export type PaymentEventAction = (typeof PAYMENT_EVENT_ACTIONS)[number];
