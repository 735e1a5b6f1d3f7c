import { CUSTOMER_CANCELLABLE_STATUSES } from '@boardhouse/shared/orders/after-sales-api';
import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type {
  OrderHistoryEntry,
  OrderListItem,
  OrderResponse,
  PaymentState,
} from '@boardhouse/shared/orders/orders-api';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { presentBreakdown } from '../quotes/offers.service.ts';
import { BANK_TRANSFER_DETAILS } from './house-details.ts';
import { type WrittenNote, writeNote } from './order-notes.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type {
  listDocuments,
  listStatusChanges,
  OrderListRow,
  OrderWithProject,
} from './orders.repository.ts';

/** How orders are shown to customers and staff: the stored row and snapshot, shaped for orders-api. */

/** Unpaid states in which the owner may (try to) pay by card. */
export const PAYABLE_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  'PENDING',
]);

/** Unpaid, waiting for payment, and its project not deleted (its orders went to staff's Deleted tab). */
export function isPayable(order: Pick<OrderWithProject, 'status' | 'paidAt' | 'deletedAt'>): boolean {
  return order.paidAt === null && order.deletedAt === null && PAYABLE_STATUSES.has(order.status);
}

/** Nothing bought or made yet: the customer may still cancel (after-sales-api.ts). */
export const isCustomerCancellable = (status: OrderStatus): boolean =>
  (CUSTOMER_CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The history's actors that are no person, by the row's source: named by a text for the reader's
 * language, and in English for `by`. Any source not named here was the house itself.
 */
const HOUSE = writeNote('order.by.house');
const SOURCE_TEXTS: Record<string, WrittenNote> = {
  'payment-provider': writeNote('order.by.paymentProvider'),
  system: HOUSE,
};

type HistoryRow = Awaited<ReturnType<typeof listStatusChanges>>[number];
type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/**
 * `mayOrderAndPay`: the caller's team allows "Order and pay" (teamAllows); without it the routes refuse
 * paying and cancelling, so the answer does not offer them.
 */
export function presentOrder(
  order: OrderWithProject,
  history: HistoryRow[],
  documents: DocumentRow[],
  caller: AccessClaims,
  mayOrderAndPay: boolean,
): OrderResponse {
  const snapshot = order.snapshot as OrderSnapshot;
  const breakdown = presentBreakdown(snapshot.offer.breakdown, caller);
  const { email: _email, ...billing } = snapshot.billing;
  return {
    ...headline(order),
    netCents: order.netCents,
    vatCents: order.vatCents,
    vat: { ratePercent: breakdown.vat.ratePercent, reason: breakdown.vat.reason },
    promoCode: snapshot.offer.promoCode,
    payment: order.paymentState
      ? {
          status: order.paymentState as PaymentState,
          method: order.paymentMethod === 'bank-transfer' ? 'bank-transfer' : 'card',
          paidAt: order.paidAt?.toISOString() ?? null,
          amountCents: order.paidAmountCents,
          transactionId: order.paymentTransactionId,
          message: order.paymentMessage,
          // A cleared message clears only `payment_message`: its key counts only beside it.
          ...(order.paymentMessage && order.paymentMessageText
            ? { messageText: order.paymentMessageText }
            : {}),
        }
      : null,
    offer: {
      quantity: breakdown.quantity,
      workingDays: breakdown.workingDays,
      ...shipDateOf(snapshot.offer.breakdown),
      deliveryDate: breakdown.deliveryDate,
      lines: breakdown.lines,
    },
    billing,
    shipping: {
      address: snapshot.shipping,
      carrier: order.carrier,
      trackingCode: order.trackingCode,
      departureDate: order.departureDate,
    },
    invoice:
      order.invoiceNumber && order.invoiceIssuedAt
        ? { number: order.invoiceNumber, issuedAt: order.invoiceIssuedAt.toISOString() }
        : null,
    history: history.map(presentHistory),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.fileName,
      createdAt: document.createdAt.toISOString(),
    })),
    // Staff open every order, but pay only their own (payments.service.ts).
    canPay: mayOrderAndPay && isPayable(order) && (!isAdmin(caller) || order.ownerId === caller.userId),
    canCancel: mayOrderAndPay && isCustomerCancellable(order.status),
    refundedCents: order.refundedCents,
    review: { status: order.reviewStatus, note: order.reviewNote },
    bankTransfer:
      order.paymentState === 'BANK_TRANSFER' && isPayable(order)
        ? { ...BANK_TRANSFER_DETAILS, reference: order.orderKey }
        : null,
  };
}

function systemActor(source: string): Pick<OrderHistoryEntry, 'by' | 'byText'> {
  const { note, noteText } = SOURCE_TEXTS[source] ?? HOUSE;
  return { by: note, byText: noteText };
}

function presentHistory(row: HistoryRow): OrderHistoryEntry {
  const person = row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : null;
  return {
    status: row.status,
    at: row.at.toISOString(),
    ...(person ? { by: person } : systemActor(row.source)),
    note: row.note,
    ...(row.noteText ? { noteText: row.noteText } : {}),
  };
}

export function presentListItem(
  order: OrderListRow,
  caller: AccessClaims,
  mayOrderAndPay: boolean,
): OrderListItem {
  return {
    ...headline(order),
    paymentState: (order.paymentState as PaymentState | null) ?? null,
    quantity: order.quantity,
    // The list's query may carry the order's ship date (a generated column of the snapshot's breakdown).
    ...('shipDate' in order && typeof order.shipDate === 'string' ? { shipDate: order.shipDate } : {}),
    deliveryDate: order.deliveryDate,
    isOwn: order.ownerId === caller.userId,
    // Staff open every order, but pay only their own (payments.service.ts).
    canPay: mayOrderAndPay && isPayable(order) && (!isAdmin(caller) || order.ownerId === caller.userId),
  };
}

/**
 * The ship date of an order's snapshot; orders placed before ship dates have none (their one date is the
 * delivery date), and then the answer leaves it out.
 */
function shipDateOf(breakdown: unknown): { shipDate?: string | null } {
  const shipDate = (breakdown as { shipDate?: unknown } | null)?.shipDate;
  return typeof shipDate === 'string' || shipDate === null ? { shipDate } : {};
}

/** What both the list and the detail say of an order first. */
function headline(order: OrderListRow | OrderWithProject) {
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    projectId: order.projectKey,
    projectName: order.projectName,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalCents: order.totalCents,
    currency: order.currency,
  };
}
