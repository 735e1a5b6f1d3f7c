import type {
  PurchaseDistributor,
  PurchaseLineView,
  PurchaseOfferView,
  PurchaseStatus,
  PurchaseView,
  PurchasingResponse,
} from '@boardhouse/shared/purchasing/purchasing-api';
import { ApiError, apiRequest } from './client.ts';

/**
 * Purchasing (back office): what a paid order buys per BOM line and from whom, the purchases placed at
 * the distributors by API, and the automated purchases across orders that failed or wait to be settled.
 */

export type {
  PurchaseDistributor,
  PurchaseLineView,
  PurchaseOfferView,
  PurchaseStatus,
  PurchaseView,
  PurchasingResponse,
};

/** The seed's lists of automated purchases. */
export type AutomatedList = 'failed' | 'toPut' | 'toRemove';

const LIST_PATHS: Record<AutomatedList, string> = {
  failed: 'rest/project/callAutomatedSupplierAPIStatusFailure',
  toPut: 'rest/project/callAutomatedSupplierAPIStatusToPutData',
  toRemove: 'rest/project/callAutomatedSupplierAPIStatusToRemoveData',
};

export const purchasingKeys = {
  all: ['purchasing'] as const,
  order: (orderId: number) => ['purchasing', 'order', orderId] as const,
  automated: (list: AutomatedList) => ['purchasing', 'automated', list] as const,
};

/** Statuses of a purchase the distributor never confirmed: staff may remove it. */
export const REMOVABLE_STATUSES: ReadonlySet<PurchaseStatus> = new Set([
  'PENDING',
  'IN_CART',
  'FAILED',
  'UNKNOWN',
]);

const post = <T>(path: string, body: object) => apiRequest<T>(path, { method: 'POST', body });

/** The seed's call that places (or, once submitted, looks up) one distributor's purchase of an order. */
const placePath = (distributor: PurchaseDistributor) => `rest/order/placeOrderTo${distributor}API`;
const checkPath = (distributor: PurchaseDistributor) => `rest/order/checkStatusOf${distributor}Order`;

export const purchasingApi = {
  get: (orderId: number) => apiRequest<PurchasingResponse>(`rest/order/purchasing/${orderId}`),
  chooseOffer: (orderId: number, lineNo: number, distributor: PurchaseDistributor, sku: string) =>
    post<PurchasingResponse>('rest/order/purchasing/line', { orderId, lineNo, distributor, sku }),
  setStaffPrice: (orderId: number, lineNo: number, unitPriceEuros: number) =>
    post<PurchasingResponse>('rest/order/purchasing/line', { orderId, lineNo, unitPriceEuros }),
  fillMouserCart: (orderId: number) =>
    post<PurchasingResponse>('rest/order/insertComponentsToMouserCart', { orderId }),
  placeOrder: (orderId: number, distributor: PurchaseDistributor) =>
    post<PurchasingResponse>(placePath(distributor), { orderId }),
  checkStatus: (orderId: number, distributor: PurchaseDistributor) =>
    post<PurchasingResponse>(checkPath(distributor), { orderId }),
  automated: (list: AutomatedList, filter: { orderId?: number; distributor?: PurchaseDistributor } = {}) => {
    const params = new URLSearchParams();
    if (filter.orderId) params.set('orderId', String(filter.orderId));
    if (filter.distributor) params.set('distributor', filter.distributor);
    const query = params.size > 0 ? `?${params.toString()}` : '';
    return apiRequest<{ purchases: PurchaseView[] }>(`${LIST_PATHS[list]}${query}`);
  },
  retry: (purchaseId: number) => post<PurchaseView>(LIST_PATHS.toPut, { purchaseId }),
  remove: (purchaseId: number) => post<PurchaseView>(LIST_PATHS.toRemove, { purchaseId }),
};

/** The BOM lines named by a refused status change (409 ORDER.UNPRICED_LINES), or null for another error. */
export function unpricedLinesOf(error: unknown): number[] | null {
  if (!(error instanceof ApiError) || error.code !== 'ORDER.UNPRICED_LINES') return null;
  const lines = error.details.unpricedLines;
  return Array.isArray(lines) ? lines.filter((line): line is number => typeof line === 'number') : [];
}
