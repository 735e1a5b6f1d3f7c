import type { PaymentEventAction, PaymentEventSource } from '@boardhouse/shared/orders/payment-events';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderStatusChanges, orders, paymentAttempts, paymentEvents } from '../../db/schema.ts';

/** SQL of card payments: the attempts made with the provider and every event heard or done. */

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function countAttempts(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ attempts: count() })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  return row?.attempts ?? 0;
}

export async function insertAttempt(db: Executor, values: typeof paymentAttempts.$inferInsert) {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  if (!row) throw new Error('insert into payment_attempts returned nothing');
  return row;
}

export async function findAttempt(db: Executor, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, providerOrderId));
  return row ?? null;
}

export async function findLatestAttempt(db: Executor, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row ?? null;
}

export async function updateAttempt(
  db: Executor,
  id: number,
  values: { providerStatus: string; transactionId?: string | null },
) {
  await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id));
}

/** One line of the payment log, in its own vocabulary (shared/orders/payment-events.ts) so staff read it translated. */
export type PaymentEventValues = Omit<typeof paymentEvents.$inferInsert, 'source' | 'action'> & {
  source: PaymentEventSource;
  action: PaymentEventAction;
};

export async function recordPaymentEvent(db: Executor, values: PaymentEventValues) {
  await db.insert(paymentEvents).values(values);
}

export async function listPaymentEvents(db: Executor, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(paymentEvents.id);
}

/** The order row, without caller scope (the house's own checks, after the caller was checked). */
export async function findOrderById(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order row under lock, for the provider's answer to act on (no caller scope: the provider calls). */
export async function lockOrderById(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * Orders waiting for a bank transfer since before `cutoff` (their last status change, the move to
 * PENDING) that have had no reminder yet.
 */
export async function findOrdersDueReminder(db: Executor, cutoff: Date) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        eq(orders.paymentMethod, 'bank-transfer'),
        isNull(orders.reminderSentAt),
        sql`(select max(${orderStatusChanges.changedAt}) from ${orderStatusChanges}
             where ${orderStatusChanges.orderId} = ${orders.id}) <= ${cutoff.toISOString()}`,
      ),
    )
    .limit(200);
}
