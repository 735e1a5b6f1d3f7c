import type { OrderListTab, OrderSortField } from '@boardhouse/shared/orders/backoffice-api';
import type { OrderExportFormat } from '@boardhouse/shared/orders/exports-api';
import { apiDownload } from './client.ts';

/**
 * The accountant's downloads (staff only): the order list as CSV or Excel for the list's current tab,
 * search and sort, and the invoices and credit notes of a period as one zip. Fetched with the bearer
 * token, then saved under the name the server gives.
 */

export type { OrderExportFormat };

export interface OrderExportFilters {
  tab: OrderListTab;
  filter: string;
  sortField: OrderSortField;
  sortOrder: 'asc' | 'desc';
}

function orderExportUrl(format: OrderExportFormat, filters: OrderExportFilters): string {
  const params = new URLSearchParams({
    format,
    tab: filters.tab,
    sortField: filters.sortField,
    sortOrder: filters.sortOrder,
  });
  const filter = filters.filter.trim();
  if (filter) params.set('filter', filter);
  return `rest/admin/orders/export?${params.toString()}`;
}

export const exportsApi = {
  orders: (format: OrderExportFormat, filters: OrderExportFilters) =>
    apiDownload(orderExportUrl(format, filters), `orders.${format}`),
  /** `from` and `to` are YYYY-MM-DD, both included. */
  documents: (from: string, to: string) =>
    apiDownload(
      `rest/admin/documents/export?${new URLSearchParams({ from, to }).toString()}`,
      `documents-${from}-to-${to}.zip`,
    ),
};
