import type { OrderSortField } from '@boardhouse/shared/orders/backoffice-api';
import type { OrderExportScope } from '@boardhouse/shared/orders/exports-api';
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderDocuments, orders, refunds } from '../../db/schema.ts';
import { PRODUCTION_TIME_ZONE } from '../../lib/calendar.ts';
import { splitRefund } from '../orders/credit-note-pdf.ts';
import { orderListWhere, orderOf } from './order-lists.repository.ts';

/** SQL of the accountant's exports: the order list without paging, and the documents of a period. */

/** The ids of the orders the list shows for a scope and filter, in its order; at most `limit`. */
export async function exportOrderIds(
  db: Executor,
  request: { scope: OrderExportScope; filter: string; sortField: OrderSortField; sortOrder: 'asc' | 'desc' },
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(orderListWhere(request.scope, request.filter))
    .orderBy(...orderOf(request.sortField, request.sortOrder))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type OrderExportRow = Awaited<ReturnType<typeof readExportRows>>[number];

/** The exported columns of the orders `ids`, in the order of `ids`. */
export async function readExportRows(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const billing = sql`${orders.snapshot} -> 'billing'`;
  const rows = await db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      createdAt: orders.createdAt,
      status: orders.status,
      reviewStatus: orders.reviewStatus,
      projectName: orders.projectName,
      customerName: orders.customerName,
      customerCompany: orders.customerCompany,
      customerEmail: orders.customerEmail,
      billingCountry: sql<string | null>`${billing} ->> 'countryCode'`,
      vatNumber: sql<string | null>`${billing} ->> 'vatNumber'`,
      netCents: orders.netCents,
      vatCents: orders.vatCents,
      totalCents: orders.totalCents,
      currency: orders.currency,
      paidAt: orders.paidAt,
      invoiceNumber: orders.invoiceNumber,
      refundedCents: orders.refundedCents,
      deliveryDate: orders.deliveryDate,
      listTab: orders.listTab,
      isInReview: orders.isInReview,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** The first moment of a calendar day in Amsterdam, where the books are kept. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${PRODUCTION_TIME_ZONE})`;

/** Moments from the start of `from` up to (not including) the start of the day after `to`. */
function inPeriod(column: SQLWrapper, from: string, to: string): SQL {
  const end = sql`((${to}::date + 1)::timestamp at time zone ${PRODUCTION_TIME_ZONE})`;
  return and(gte(column, startOfDay(from)), lt(column, end)) as SQL;
}

/** The calendar day (Amsterdam) of a moment, as the summary prints it. */
const localDay = (moment: SQLWrapper) =>
  sql<string>`to_char(${moment} at time zone ${PRODUCTION_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * The invoices issued in a period, with their stored PDF if there is one. The amounts are the
 * snapshot's, which the PDF prints (invoices.service.ts invoiceDocumentOf), not later edits.
 */
/**
 * An issued invoice's money: the figures kept with its number (orders.invoice_figures), which a later
 * VAT or price edit of the order does not change; the snapshot's breakdown for an order without them.
 */
const issued = (figure: 'netCents' | 'vatCents' | 'totalCents') => {
  // A fixed word, not a parameter: `jsonb ->> $1` leaves PostgreSQL to guess between key and index.
  const key = sql.raw(`'${figure}'`);
  const fromSnapshot =
    figure === 'vatCents'
      ? sql`${orders.snapshot} -> 'offer' -> 'breakdown' -> 'vat' ->> 'amountCents'`
      : sql`${orders.snapshot} -> 'offer' -> 'breakdown' ->> ${key}`;
  return sql<number>`coalesce((${orders.invoiceFigures} ->> ${key})::int, (${fromSnapshot})::int)`;
};
const issuedVatRate = sql<number>`coalesce(
  (${orders.invoiceFigures} -> 'vat' ->> 'ratePercent')::numeric,
  (${orders.snapshot} -> 'offer' -> 'breakdown' -> 'vat' ->> 'ratePercent')::numeric, 0)::float8`;

/** The invoices issued in a period, with their figures as issued. */
export async function invoicesIssuedIn(db: Executor, from: string, to: string) {
  const issuedAt = sql`coalesce(${orders.invoiceIssuedAt}, ${orders.paidAt}, ${orders.createdAt})`;
  return db
    .select({
      orderId: orders.id,
      orderKey: orders.orderKey,
      number: sql<string>`${orders.invoiceNumber}`,
      day: localDay(issuedAt),
      customerName: orders.customerName,
      customerCompany: orders.customerCompany,
      netCents: issued('netCents'),
      vatCents: issued('vatCents'),
      totalCents: issued('totalCents'),
      currency: orders.currency,
      storageKey: orderDocuments.storageKey,
    })
    .from(orders)
    .leftJoin(orderDocuments, and(eq(orderDocuments.orderId, orders.id), eq(orderDocuments.kind, 'invoice')))
    .where(and(isNotNull(orders.invoiceNumber), inPeriod(issuedAt, from, to)))
    .orderBy(asc(orders.invoiceNumber));
}

/** The credit-note files stored in a period (order documents of that kind). */
export function creditNoteFilesIn(db: Executor, from: string, to: string) {
  return db
    .select({
      id: orderDocuments.id,
      orderKey: orders.orderKey,
      fileName: orderDocuments.fileName,
      storageKey: orderDocuments.storageKey,
    })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.kind, 'credit-note'), inPeriod(orderDocuments.createdAt, from, to)))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
}

/**
 * The credit notes issued in a period, from the refunds that carry their numbers, with the VAT their
 * documents state: each refund split against the invoice as issued, on the running total of the
 * order's earlier credit notes (splitRefund, as credit-notes.service.ts prints it).
 */
export async function creditNotesIssuedIn(db: Executor, from: string, to: string) {
  const earlier = alias(refunds, 'earlier');
  const creditedBefore = sql<number>`(
    select coalesce(sum(${earlier.amountCents}), 0) from ${refunds} as "earlier"
    where ${earlier.orderId} = ${refunds.orderId} and ${earlier.status} = 'BOOKED'
      and ${earlier.creditNoteNumber} is not null
      and (${earlier.creditNoteIssuedAt} < ${refunds.creditNoteIssuedAt}
        or (${earlier.creditNoteIssuedAt} = ${refunds.creditNoteIssuedAt} and ${earlier.id} < ${refunds.id}))
  )::int`;
  const rows = await db
    .select({
      number: sql<string>`${refunds.creditNoteNumber}`,
      day: localDay(sql`${refunds.creditNoteIssuedAt}`),
      orderKey: orders.orderKey,
      customerName: orders.customerName,
      customerCompany: orders.customerCompany,
      amountCents: refunds.amountCents,
      currency: refunds.currency,
      creditedBeforeCents: creditedBefore,
      invoice: {
        netCents: issued('netCents'),
        vatCents: issued('vatCents'),
        totalCents: issued('totalCents'),
        ratePercent: issuedVatRate,
      },
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(isNotNull(refunds.creditNoteNumber), inPeriod(sql`${refunds.creditNoteIssuedAt}`, from, to)))
    .orderBy(asc(refunds.creditNoteNumber));
  return rows.map(({ invoice, creditedBeforeCents, ...note }) => ({
    ...note,
    vatCents: splitRefund(note.amountCents, invoice, creditedBeforeCents).vatCents,
  }));
}
