import { CARRIERS, type Carrier, trackingUrl } from '@boardhouse/shared/orders/order-actions-api';
import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type {
  OrderListItem,
  OrderPayment,
  PaymentState,
  UserOrdersResponse,
} from '@boardhouse/shared/orders/orders-api';

/** How orders look and group in My Orders and on an order's page: colours, tabs, payment states. */

export { STATUS_COLOURS } from '../../components/order-colours.ts';

export const PAYMENT_COLOURS: Record<PaymentState, string> = {
  OPEN: 'gray',
  CONFIRMING: 'blue',
  UNCONFIRMED: 'orange',
  PAID: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
  BANK_TRANSFER: 'yellow',
  REVERSED: 'grape',
};

/** My Orders' tabs: the URL's value, the seed's tab name sent to the server, and the list it shows. */
export const ORDER_TABS = [
  { value: 'new', tabName: 'My Orders', list: 'newOrders' },
  { value: 'open', tabName: 'Open orders', list: 'openOrders' },
  { value: 'closed', tabName: 'Closed orders', list: 'closedOrders' },
] as const satisfies readonly {
  value: string;
  tabName: string;
  list: keyof UserOrdersResponse;
}[];
export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderTabValue = OrderTab['value'];

/** The tab a URL names; anything else is the first tab (awaiting payment). */
export function tabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab.value === value) ?? ORDER_TABS[0];
}

/** The orders one tab lists. */
export function ordersOfTab(response: UserOrdersResponse | undefined, tab: OrderTab): OrderListItem[] {
  return response?.[tab.list] ?? [];
}

/**
 * The tab My Orders shows: the one the URL names, else the one holding the newest order, so a
 * customer back from paying finds that order under "open" rather than an empty "awaiting payment".
 * The first tab while nothing is loaded or there are no orders.
 */
export function shownTabOf(urlValue: string | null, response: UserOrdersResponse | undefined): OrderTab {
  const named = ORDER_TABS.find((tab) => tab.value === urlValue);
  if (named) return named;
  let newest: { tab: OrderTab; at: number } | null = null;
  for (const tab of ORDER_TABS) {
    for (const order of ordersOfTab(response, tab)) {
      const at = Date.parse(order.createdAt);
      if (newest === null || at > newest.at) newest = { tab, at };
    }
  }
  return newest?.tab ?? ORDER_TABS[0];
}

/** Payment states in which a new card payment must not start: paid, or a payment may still land. */
const NO_NEW_PAYMENT: ReadonlySet<PaymentState> = new Set(['PAID', 'CONFIRMING', 'UNCONFIRMED']);

/**
 * Whether My Orders offers "Pay now" for a row: the server says the caller may pay (`canPay`), and no
 * payment is still on its way (one being confirmed could yet land: a second would pay twice).
 */
export function canPayListItem(item: OrderListItem): boolean {
  return item.canPay && (item.paymentState === null || !NO_NEW_PAYMENT.has(item.paymentState));
}

/** Payment states from which "Pay later by bank transfer" is offered (null: no payment chosen yet). */
export const PAY_LATER_FROM: ReadonlySet<PaymentState | null> = new Set([
  null,
  'OPEN',
  'FAILED',
  'CANCELLED',
]);

export const POLL_INTERVAL_MS = 3000;
export const POLL_LIMIT_MS = 60_000;
/** Payment states that the provider's answer is expected to move on shortly after a return. */
const SETTLING: ReadonlySet<PaymentState> = new Set(['OPEN', 'CONFIRMING']);

/**
 * How often to ask for the order again after the customer came back from the payment page: every
 * 3 s while the payment is still open or being confirmed, for about a minute; otherwise not at all.
 */
export function pollIntervalOf(
  payment: OrderPayment | null | undefined,
  isReturn: boolean,
  elapsedMs: number,
): number | false {
  if (!isReturn || elapsedMs >= POLL_LIMIT_MS) return false;
  if (payment === undefined || payment === null) return POLL_INTERVAL_MS;
  return SETTLING.has(payment.status) ? POLL_INTERVAL_MS : false;
}

/**
 * The payment chip a list row shows beside its status, or null when it would only repeat it: a paid
 * order's status already says so, as PAYMENT_FAILED says the payment failed.
 */
export function shownPaymentState(item: Pick<OrderListItem, 'status' | 'paymentState'>): PaymentState | null {
  if (item.paymentState === 'PAID') return null;
  if (item.paymentState === 'FAILED' && item.status === 'PAYMENT_FAILED') return null;
  return item.paymentState;
}

/** The carrier's tracking page for a parcel, or null for a carrier we hold no page for. */
export function trackingLinkOf(carrier: string | null, code: string | null): string | null {
  if (!carrier || !code || !Object.hasOwn(CARRIERS, carrier)) return null;
  return trackingUrl(carrier as Carrier, code);
}

/** How a state looks in the order's timeline: a failure in red, a cancellation grey, the rest done. */
export type TimelineMark = 'failed' | 'cancelled' | 'current' | 'passed';

/**
 * The mark of a timeline entry. A failed payment stays red even after a later one succeeded (it did
 * fail); a cancellation is grey, never the green "done" tick the latest state otherwise gets.
 */
export function timelineMarkOf(status: OrderStatus, isLatest: boolean): TimelineMark {
  if (status === 'PAYMENT_FAILED') return 'failed';
  if (status === 'CANCELLED') return 'cancelled';
  return isLatest ? 'current' : 'passed';
}
