import type { OrderListTab } from '@boardhouse/shared/orders/backoffice-api';

/** The seed's paged list call of each back-office tab. */
export const PAGED: Record<OrderListTab, string> = {
  new: '/rest/getNewOrdersWithPagination',
  open: '/rest/getOpenOrdersWithPagination',
  pending: '/rest/getPendingOrdersWithPagination',
  review: '/rest/getProjectsReviewOrdersWithPagination',
  deleted: '/rest/getDeletedOrdersWithPagination',
};
