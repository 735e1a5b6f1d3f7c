import type { PurchaseView } from '@boardhouse/shared/purchasing/purchasing-api';
import type { PurchaseStatus as AnswerStatus } from '../../integrations/distributors/port.ts';
import type { PurchaseLineState, PurchaseRow, PurchaseStatusValue } from './purchasing.repository.ts';

/**
 * Our purchase's state from what the distributor answers. An answer never moves a purchase backwards
 * (a late "in process" after "shipped"), and UNKNOWN from the distributor leaves ours as it was.
 */
const RANK: Record<PurchaseStatusValue, number> = {
  PENDING: 0,
  IN_CART: 1,
  SUBMITTING: 2,
  UNKNOWN: 2,
  FAILED: 2,
  ORDERED: 3,
  SHIPPED: 4,
  CANCELLED: 4,
  REMOVED: 5,
};

export function purchaseStatusFor(answer: AnswerStatus, current: PurchaseStatusValue): PurchaseStatusValue {
  if (answer === 'UNKNOWN') return current;
  const next: PurchaseStatusValue = answer;
  return RANK[next] >= RANK[current] || current === 'UNKNOWN' || current === 'SUBMITTING' ? next : current;
}

/** What a purchase's state means for its lines; null leaves them as they are. */
export function lineStateFor(status: PurchaseStatusValue): PurchaseLineState | null {
  switch (status) {
    case 'IN_CART':
      return 'IN_CART';
    case 'ORDERED':
      return 'ORDERED';
    case 'SHIPPED':
      return 'SHIPPED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'FAILED':
      return 'FAILED';
    case 'REMOVED':
      return 'NOT_PLACED';
    default:
      return null;
  }
}

export function toPurchaseView(purchase: PurchaseRow, orderKey: string): PurchaseView {
  return {
    id: purchase.id,
    orderId: purchase.orderId,
    orderKey,
    distributor: purchase.distributor,
    poNumber: purchase.poNumber,
    status: purchase.status,
    cartKey: purchase.cartKey,
    distributorOrderNumber: purchase.distributorOrderNumber,
    statusText: purchase.statusText,
    lastError: purchase.lastError,
    submissions: purchase.submissions,
    checkedAt: purchase.checkedAt?.toISOString() ?? null,
    updatedAt: purchase.updatedAt.toISOString(),
  };
}
