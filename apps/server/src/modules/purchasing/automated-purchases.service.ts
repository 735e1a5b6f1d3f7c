import type { PurchaseDistributor, PurchaseView } from '@boardhouse/shared/purchasing/purchasing-api';
import type { AppContext } from '../../context.ts';
import { takeTaskLease } from '../../jobs/task-lease.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { toPurchaseView } from './purchase-states.ts';
import {
  findOrderKeys,
  findPurchase,
  findPurchaseByPoNumber,
  listPurchaseLines,
  listPurchasesIn,
  type PurchaseStatusValue,
  setLineStates,
  updatePurchase,
} from './purchasing.repository.ts';
import type { PurchasingAdapters, PurchasingService } from './purchasing.service.ts';

interface Filter {
  orderId?: number | undefined;
  distributor?: PurchaseDistributor | undefined;
}

const FAILED: readonly PurchaseStatusValue[] = ['FAILED'];
/** Purchases still to be placed or settled: staff put them through (retry). */
const TO_PUT: readonly PurchaseStatusValue[] = ['PENDING', 'IN_CART', 'SUBMITTING', 'UNKNOWN'];
/** Purchases that can be removed: nothing the distributor confirmed. */
const REMOVABLE: readonly PurchaseStatusValue[] = ['PENDING', 'IN_CART', 'FAILED', 'UNKNOWN'];
/** What the status job asks the distributors about. */
const OPEN: readonly PurchaseStatusValue[] = ['SUBMITTING', 'UNKNOWN', 'ORDERED'];
/** A submission younger than this may still be on its way: the job leaves it to its caller. */
const IN_FLIGHT_MS = 2 * 60_000;

/**
 * The automated supplier status: lists of failed, pending and removable purchases and what staff do
 * with them (put through again, remove), and the job that asks the distributors about open purchases.
 */
export class AutomatedPurchasesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly purchasing: PurchasingService,
    private readonly adapters: PurchasingAdapters,
  ) {}

  failures(filter: Filter): Promise<PurchaseView[]> {
    return this.list(FAILED, filter);
  }

  toPut(filter: Filter): Promise<PurchaseView[]> {
    return this.list(TO_PUT, filter);
  }

  toRemove(filter: Filter): Promise<PurchaseView[]> {
    return this.list(REMOVABLE, filter);
  }

  /** Puts a purchase through: an unsettled one is looked up, any other placed (again). */
  async retry(staff: AccessClaims, purchaseId: number): Promise<PurchaseView> {
    const purchase = await findPurchase(this.ctx.db, purchaseId);
    if (!purchase) throw AppError.notFound('purchase');
    if (!TO_PUT.includes(purchase.status) && purchase.status !== 'FAILED') {
      throw new AppError(
        'PURCHASE.NOT_ALLOWED',
        `Purchase ${purchase.poNumber} is ${purchase.status}: nothing to retry`,
      );
    }
    if (purchase.status === 'SUBMITTING' || purchase.status === 'UNKNOWN') {
      await this.purchasing.reconcile(purchase);
    } else {
      await this.purchasing.placeOrder(staff, purchase.orderId, purchase.distributor);
    }
    return this.viewOf(purchaseId);
  }

  /**
   * Removes a purchase the distributor has not confirmed: its lines can be bought again, under a new PO
   * number. An UNKNOWN purchase may exist at the distributor: staff remove it only after checking there.
   */
  async remove(purchaseId: number): Promise<PurchaseView> {
    await this.ctx.db.transaction(async (tx) => {
      const purchase = await findPurchase(tx, purchaseId, { lock: true });
      if (!purchase) throw AppError.notFound('purchase');
      if (!REMOVABLE.includes(purchase.status)) {
        throw new AppError(
          'PURCHASE.NOT_ALLOWED',
          `Purchase ${purchase.poNumber} is ${purchase.status}: cancel it at ${purchase.distributor} instead`,
        );
      }
      await updatePurchase(tx, purchase.id, { status: 'REMOVED' });
      const lines = (await listPurchaseLines(tx, purchase.orderId)).filter(
        (line) => line.purchaseId === purchase.id,
      );
      await setLineStates(
        tx,
        lines.map((line) => line.id),
        'NOT_PLACED',
        null,
      );
    });
    return this.viewOf(purchaseId);
  }

  /** Mouser's order history between two days, each order matched to our purchase by its PO number. */
  async mouserOrdersBetween(from: string, to: string) {
    const mouser = this.adapters.Mouser;
    if (!mouser?.ordersBetween) {
      throw new AppError('PURCHASE.NOT_CONFIGURED', 'Buying from Mouser by API is not set up on this server');
    }
    let answers: Awaited<ReturnType<NonNullable<typeof mouser.ordersBetween>>>;
    try {
      answers = await mouser.ordersBetween(from, to);
    } catch (error) {
      throw new AppError(
        'PURCHASE.DISTRIBUTOR_ERROR',
        `Mouser did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const orders = [];
    for (const answer of answers) {
      const ours = await findPurchaseByPoNumber(this.ctx.db, answer.poNumber);
      const updated =
        ours && ours.distributor === 'Mouser' ? await this.purchasing.applyAnswer(ours, answer) : null;
      const keys = updated ? await findOrderKeys(this.ctx.db, [updated.orderId]) : new Map<number, string>();
      orders.push({
        poNumber: answer.poNumber,
        distributorOrderNumber: answer.distributorOrderNumber,
        statusText: answer.statusText,
        status: answer.status,
        purchase: updated ? toPurchaseView(updated, keys.get(updated.orderId) ?? '') : null,
      });
    }
    return { orders };
  }

  /** One round of the status job: asks about every open purchase; a failure is logged, not thrown. */
  async pollOpenPurchases(now = new Date()): Promise<number> {
    const open = await listPurchasesIn(this.ctx.db, OPEN);
    let asked = 0;
    for (const { purchase } of open) {
      const isInFlight =
        purchase.status === 'SUBMITTING' && now.getTime() - purchase.updatedAt.getTime() < IN_FLIGHT_MS;
      if (isInFlight || !this.adapters[purchase.distributor]) continue;
      try {
        await this.purchasing.reconcile(purchase);
        asked += 1;
      } catch (error) {
        this.ctx.log.warn(
          { err: error, purchaseId: purchase.id },
          'could not check a purchase at its distributor',
        );
      }
    }
    return asked;
  }

  /** Runs pollOpenPurchases every `intervalMs`; answers the function that stops it. */
  startPolling(intervalMs: number): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      // One process asks the distributors per round, however many serve the site (jobs/task-lease.ts).
      takeTaskLease(this.ctx.db, 'purchase-status', intervalMs * 2)
        .then((isMine) => (isMine ? this.pollOpenPurchases() : 0))
        .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'the purchase status job failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async list(statuses: readonly PurchaseStatusValue[], filter: Filter): Promise<PurchaseView[]> {
    if (filter.orderId !== undefined && (await findOrderKeys(this.ctx.db, [filter.orderId])).size === 0) {
      throw AppError.notFound('order');
    }
    const rows = await listPurchasesIn(this.ctx.db, statuses, filter);
    return rows.map((row) => toPurchaseView(row.purchase, row.orderKey));
  }

  private async viewOf(purchaseId: number): Promise<PurchaseView> {
    const purchase = await findPurchase(this.ctx.db, purchaseId);
    if (!purchase) throw AppError.notFound('purchase');
    const keys = await findOrderKeys(this.ctx.db, [purchase.orderId]);
    return toPurchaseView(purchase, keys.get(purchase.orderId) ?? '');
  }
}
