import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditNoteCounters, paymentAttempts, refunds } from '../../db/schema.ts';
import { OWN_REFUND_STATUSES } from './own-refunds.ts';

/** SQL of money given back: refund rows, the paid attempt they go through, credit-note numbers. */

export type RefundRow = typeof refunds.$inferSelect;

export async function findRefundByKey(db: Executor, orderId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey)));
  return row ?? null;
}

export async function findRefund(db: Executor, refundId: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

export async function listRefunds(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('insert into refunds returned nothing');
  return row;
}

export async function updateRefund(db: Executor, refundId: number, values: Partial<RefundRow>) {
  await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, refundId));
}

/**
 * Cents of an order's refunds that are booked or still on their way to the provider (OWN_REFUND_STATUSES),
 * optionally through one provider order only: what may not be promised again, and what the provider's
 * amount_refunded is explained by.
 */
export function refundsOnRecordCents(db: Executor, orderId: number, providerOrderId?: string) {
  return sumRefunds(db, orderId, OWN_REFUND_STATUSES, providerOrderId);
}

/** Cents of an order's refunds the provider confirmed (BOOKED), optionally through one provider order. */
export function bookedRefundsCents(db: Executor, orderId: number, providerOrderId?: string) {
  return sumRefunds(db, orderId, ['BOOKED'], providerOrderId);
}

async function sumRefunds(
  db: Executor,
  orderId: number,
  statuses: readonly string[],
  providerOrderId: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        inArray(refunds.status, [...statuses]),
        providerOrderId === undefined ? undefined : eq(refunds.providerOrderId, providerOrderId),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * What the order's credit notes issued before this refund's credited, in all: the running total its
 * own note is split on (credit-note-pdf.ts splitRefund). Notes follow each other by issue, then number.
 */
export async function creditedBeforeCents(
  db: Executor,
  refund: Pick<RefundRow, 'id' | 'orderId' | 'creditNoteIssuedAt'>,
): Promise<number> {
  const issuedAt = refund.creditNoteIssuedAt;
  if (!issuedAt) return 0;
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, refund.orderId),
        eq(refunds.status, 'BOOKED'),
        isNotNull(refunds.creditNoteNumber),
        or(
          lt(refunds.creditNoteIssuedAt, issuedAt),
          and(eq(refunds.creditNoteIssuedAt, issuedAt), lt(refunds.id, refund.id)),
        ),
      ),
    );
  return row?.cents ?? 0;
}

/** The provider order id of the attempt that paid the order (the one its transaction id names). */
export async function findPaidAttempt(db: Executor, orderId: number, transactionId: string | null) {
  const [row] = await db
    .select({ providerOrderId: paymentAttempts.providerOrderId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        transactionId === null
          ? inArray(paymentAttempts.providerStatus, ['completed', 'shipped', 'partial_refunded', 'refunded'])
          : eq(paymentAttempts.transactionId, transactionId),
      ),
    )
    .limit(1);
  return row?.providerOrderId ?? null;
}

/** The next credit-note number of `year` under the counter's row lock (gap-free, like invoices). */
export async function takeCreditNoteNumber(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!row) throw new Error('the credit-note counter answered nothing');
  return row.lastNumber;
}

/** Booked refunds of these orders whose credit-note PDF is not stored yet (at most `limit`). */
export async function listRefundsWithoutCreditNoteFile(
  db: Executor,
  orderIds: readonly number[],
  limit = 20,
) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        inArray(refunds.orderId, [...orderIds]),
        isNotNull(refunds.creditNoteNumber),
        isNull(refunds.creditNoteDocumentId),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
