import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type WrittenNote, writeNote } from '../orders/order-notes.ts';
import { planPurchaseLines } from './purchase-plan.ts';
import { insertPurchaseLines, listPurchaseLines } from './purchasing.repository.ts';

/** States an order reaches only with every part priced: the house buys, then builds. */
const NEEDS_PRICED_LINES: ReadonlySet<OrderStatus> = new Set(['PURCHASING', 'IN_PRODUCTION']);

/** The order's purchase lines, made from its snapshot the first time they are asked for. */
export async function ensurePurchaseLines(tx: Executor, order: { id: number; snapshot: unknown }) {
  const existing = await listPurchaseLines(tx, order.id);
  if (existing.length > 0) return existing;
  await insertPurchaseLines(tx, planPurchaseLines(order.id, order.snapshot));
  return listPurchaseLines(tx, order.id);
}

/**
 * Refuses to move an order to purchasing or production while lines are still estimated or on request,
 * unless staff give a reason; answers the note to keep in the order's history (null when none is due),
 * keyed so each reader sees it in their language; staff's reason stays as typed.
 * Inside the caller's transaction, with the order locked.
 */
export async function checkLinesPriced(
  tx: Executor,
  order: { id: number; snapshot: unknown },
  to: OrderStatus,
  overrideReason: string | undefined,
): Promise<WrittenNote | null> {
  if (!NEEDS_PRICED_LINES.has(to)) return null;
  const unpriced = (await ensurePurchaseLines(tx, order))
    .filter((line) => line.pricing === null)
    .map((line) => line.lineNo);
  if (unpriced.length === 0) return null;
  const named = `line${unpriced.length > 1 ? 's' : ''} ${unpriced.join(', ')}`;
  if (!overrideReason?.trim()) {
    throw new AppError(
      'ORDER.UNPRICED_LINES',
      `BOM ${named} ${unpriced.length > 1 ? 'are' : 'is'} still estimated or on request: price ${unpriced.length > 1 ? 'them' : 'it'} on the order's Purchasing panel, or give a reason to go ahead`,
      { unpricedLines: unpriced },
    );
  }
  // Line numbers are names: a string, never grouped like amounts.
  return writeNote(`order.note.unpricedOverride.${unpriced.length > 1 ? 'other' : 'one'}`, {
    lines: unpriced.join(', '),
    reason: overrideReason.trim(),
  });
}
