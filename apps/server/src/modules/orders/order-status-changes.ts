import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { publishOrderStatus } from '../events/order-events.ts';
import { reopenOrderedProject } from '../projects/projects.repository.ts';
import { transitionProblem } from './order-transitions.ts';
import {
  findLiveOrderOfProject,
  insertStatusChange,
  type OrderRow,
  updateOrder,
} from './orders.repository.ts';

/** Who moved an order: a person (their user id), the payment provider, or the house's own jobs. */
export interface OrderActor {
  userId: number | null;
  source: 'customer' | 'staff' | 'payment-provider' | 'system';
  note?: string | null;
  /** The note as a message key when the server wrote it (order-notes.ts); absent for typed words. */
  noteText?: ServerText | null;
}

/**
 * Moves a locked order to `to` inside the caller's transaction, through the one table of allowed
 * changes, and records who, when and why. An illegal change is 409 ORDER.ILLEGAL_TRANSITION naming the
 * current state. `also` are columns that change with the status (paidAt with PAID).
 */
export async function changeOrderStatus(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'status' | 'paidAt' | 'projectId'>,
  to: OrderStatus,
  actor: OrderActor,
  also: Partial<Omit<OrderRow, 'id' | 'status'>> = {},
): Promise<void> {
  const problem = transitionProblem(order, to);
  if (problem) {
    throw new AppError('ORDER.ILLEGAL_TRANSITION', problem, { currentStatus: order.status, to });
  }
  await updateOrder(tx, order.id, { ...also, status: to });
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    changedBy: actor.userId,
    source: actor.source,
    note: actor.note ?? null,
    noteText: actor.noteText ?? null,
  });
  // Whoever cancelled it (the customer, staff's cancel or their status call), the project is open again
  // once no order of it is left.
  if (to === 'CANCELLED' && !(await findLiveOrderOfProject(tx, order.projectId))) {
    await reopenOrderedProject(tx, order.projectId);
  }
  // Open browsers of the customer's team and of staff hear of it once the transaction commits.
  await publishOrderStatus(tx, order.id, to);
}
