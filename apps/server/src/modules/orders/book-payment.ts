import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { productionLocalTime } from '../../lib/calendar.ts';
import { invoiceFiguresOf } from './issued-invoice.ts';
import { paymentReceivedMessage } from './order-mails.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { changeOrderStatus, type OrderActor } from './order-status-changes.ts';
import { type OrderRow, takeInvoiceNumber } from './orders.repository.ts';
import { projectNameOf, recipientOf } from './recipients.ts';

export interface BookedPayment {
  amountCents: number;
  method: 'card' | 'bank-transfer';
  transactionId: string | null;
  actor: OrderActor;
}

/**
 * Books the payment of a locked order inside the caller's transaction: PAID with the moment, amount and
 * method, the year's next invoice number (taken under the counter's row lock: no gaps, no repeats) and
 * the "payment received" e-mail in the outbox; the invoice's figures are kept with its number. Answers the outbox ids to deliver after the commit; the
 * invoice PDF is stored after the commit too (invoices.service.ts).
 */
export async function bookPayment(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  payment: BookedPayment,
): Promise<number[]> {
  const now = new Date();
  const year = Number(productionLocalTime(now).date.slice(0, 4));
  const invoiceNumber = `${year}-${String(await takeInvoiceNumber(tx, year)).padStart(6, '0')}`;
  await changeOrderStatus(tx, order, 'PAID', payment.actor, {
    paidAt: now,
    paidAmountCents: payment.amountCents,
    paymentTransactionId: payment.transactionId,
    paymentMethod: payment.method,
    paymentState: 'PAID',
    paymentMessage: null,
    invoiceNumber,
    invoiceIssuedAt: now,
    // Kept with the number: later edits of the order never change the invoice issued (issued-invoice.ts).
    invoiceFigures: invoiceFiguresOf(order.snapshot as OrderSnapshot),
  });
  const to = await recipientOf(tx, order.ownerId);
  const message = paymentReceivedMessage(ctx.config.publicUrl, to, {
    orderId: order.id,
    orderKey: order.orderKey,
    projectName: await projectNameOf(tx, order.projectId),
    totalCents: order.totalCents,
    currency: order.currency,
    invoiceNumber,
  });
  return [await ctx.mailer.enqueue(tx, message)];
}
