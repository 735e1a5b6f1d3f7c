import type { OrderListTab, OrderTabCounts } from '@boardhouse/shared/orders/backoffice-api';

/** The tabs that hold work, in the order the page offers them; Deleted holds none. */
const WORK_TABS: readonly OrderListTab[] = ['new', 'open', 'pending'];

/**
 * The tab the Orders page opens on when the address names none: Projects review while it holds orders
 * (paid orders whose files wait for staff are the most pressing), else the first tab with orders, else
 * New. Deleted is never chosen: removed orders are not work, only looked up.
 */
export function chooseDefaultTab(counts: OrderTabCounts | undefined): OrderListTab {
  if (!counts) return 'new';
  if (counts.review > 0) return 'review';
  return WORK_TABS.find((tab) => counts[tab] > 0) ?? 'new';
}
