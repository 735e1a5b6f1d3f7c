import { PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import type {
  ChoosePurchaseLineRequest,
  PurchaseDistributor,
  PurchaseView,
  PurchasingResponse,
} from '@boardhouse/shared/purchasing/purchasing-api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  DistributorError,
  type DistributorPurchasing,
  type PurchaseAnswer,
  type PurchaseLine,
} from '../../integrations/distributors/port.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { findOrder, type OrderWithProject } from '../orders/orders.repository.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { ensurePurchaseLines } from './pricing-gate.ts';
import { offerViewsOf } from './purchase-offers.ts';
import { lineStateFor, purchaseStatusFor, toPurchaseView } from './purchase-states.ts';
import {
  countPurchases,
  findLivePurchase,
  insertPurchase,
  listPurchases,
  type PurchaseLineRow,
  type PurchaseRow,
  setLineStates,
  setStateOfPurchaseLines,
  updatePurchase,
  updatePurchaseLine,
} from './purchasing.repository.ts';

/** Lines that may (still) go into a purchase. */
const OPEN_LINE_STATES: ReadonlySet<PurchaseLineRow['state']> = new Set(['NOT_PLACED', 'IN_CART', 'FAILED']);
/** A purchase whose submission went out and has no answer yet. */
const UNSETTLED: ReadonlySet<PurchaseRow['status']> = new Set(['SUBMITTING', 'UNKNOWN']);
const DONE: ReadonlySet<PurchaseRow['status']> = new Set(['ORDERED', 'SHIPPED']);

export type PurchasingAdapters = Partial<Record<PurchaseDistributor, DistributorPurchasing>>;

/**
 * Buying a paid order's parts from the order page. A purchase is never placed twice: its row and PO
 * number are stored (SUBMITTING) before the distributor is called; a call that times out leaves it
 * UNKNOWN, and every later call looks the PO number up at the distributor instead of submitting again.
 * No transaction is open while a distributor is called.
 */
export class PurchasingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly settings: PricingSettingsService,
    private readonly adapters: PurchasingAdapters,
  ) {}

  get purchasable(): PurchaseDistributor[] {
    return (Object.keys(this.adapters) as PurchaseDistributor[]).filter((name) => this.adapters[name]);
  }

  async view(orderId: number): Promise<PurchasingResponse> {
    const order = await this.paidOrder(this.ctx.db, orderId);
    const lines = await ensurePurchaseLines(this.ctx.db, order);
    const [purchases, offers] = await Promise.all([
      listPurchases(this.ctx.db, order.id),
      offerViewsOf(this.ctx.db, this.settings, lines),
    ]);
    return {
      orderId: order.id,
      orderKey: order.orderKey,
      unpricedLines: lines.filter((line) => line.pricing === null).map((line) => line.lineNo),
      purchasable: this.purchasable,
      lines: lines.map((line) => ({
        lineNo: line.lineNo,
        mpn: line.mpn,
        designators: line.designators,
        quantity: line.quantity,
        distributor: line.distributor,
        sku: line.sku,
        unitPrice: line.unitPrice,
        currency: line.currency,
        pricing: line.pricing,
        state: line.state,
        purchaseId: line.purchaseId,
        offers: offers.get(line.lineNo) ?? [],
      })),
      purchases: purchases.map((purchase) => toPurchaseView(purchase, order.orderKey)),
    };
  }

  /** Another distributor's current offer for a line, or staff's own price for it. */
  async chooseLine(staff: AccessClaims, request: ChoosePurchaseLineRequest): Promise<PurchasingResponse> {
    const order = await this.paidOrder(this.ctx.db, request.orderId);
    const lines = await ensurePurchaseLines(this.ctx.db, order);
    const line = lines.find((candidate) => candidate.lineNo === request.lineNo);
    if (!line) throw AppError.validation({ lineNo: `The order buys nothing for line ${request.lineNo}` });
    if (!OPEN_LINE_STATES.has(line.state) || line.state === 'IN_CART') {
      throw new AppError(
        'PURCHASE.NOT_ALLOWED',
        `Line ${line.lineNo} is ${line.state}: remove its purchase first`,
      );
    }
    if (request.distributor && request.sku) {
      const offers = (await offerViewsOf(this.ctx.db, this.settings, [line])).get(line.lineNo) ?? [];
      const chosen = offers.find(
        (offer) => offer.distributor === request.distributor && offer.sku === request.sku,
      );
      if (!chosen) {
        throw AppError.validation({
          sku: `${request.distributor} has no offer ${request.sku} for line ${line.lineNo}`,
        });
      }
      await updatePurchaseLine(this.ctx.db, order.id, line.lineNo, {
        distributor: chosen.distributor,
        sku: chosen.sku,
        unitPrice: chosen.unitPrice,
        currency: chosen.currency,
        pricing: 'distributor',
        state: 'NOT_PLACED',
        changedBy: staff.userId,
      });
    } else {
      await updatePurchaseLine(this.ctx.db, order.id, line.lineNo, {
        distributor: null,
        sku: null,
        unitPrice: request.unitPriceEuros ?? null,
        currency: 'EUR',
        pricing: 'staff',
        state: 'NOT_PLACED',
        changedBy: staff.userId,
      });
    }
    return this.view(order.id);
  }

  /** insertComponentsToMouserCart: one new cart with every Mouser line not bought yet. */
  async fillMouserCart(staff: AccessClaims, orderId: number): Promise<PurchasingResponse> {
    await this.paidOrder(this.ctx.db, orderId);
    const adapter = this.adapterFor('Mouser');
    if (!adapter.addToCart) throw notConfigured('Mouser');
    const { purchase, lines } = await this.openPurchase(staff, orderId, 'Mouser');
    if (DONE.has(purchase.status) || UNSETTLED.has(purchase.status)) {
      throw new AppError(
        'PURCHASE.NOT_ALLOWED',
        `The Mouser purchase ${purchase.poNumber} is ${purchase.status}`,
      );
    }
    let cartKey: string;
    try {
      ({ cartKey } = await adapter.addToCart({
        poNumber: purchase.poNumber,
        lines: toLines(lines),
        orderId,
      }));
    } catch (error) {
      throw distributorFailure('Mouser', error);
    }
    await this.ctx.db.transaction(async (tx) => {
      await updatePurchase(tx, purchase.id, { status: 'IN_CART', cartKey, lastError: null });
      await setLineStates(
        tx,
        lines.map((line) => line.id),
        'IN_CART',
        purchase.id,
      );
    });
    return this.view(orderId);
  }

  /** placeOrderTo…API: submit once; afterwards, only ever look the PO number up. */
  async placeOrder(staff: AccessClaims, orderId: number, distributor: PurchaseDistributor) {
    await this.paidOrder(this.ctx.db, orderId);
    const adapter = this.adapterFor(distributor);
    if (distributor === 'Mouser') {
      const live = await findLivePurchase(this.ctx.db, orderId, 'Mouser');
      if (!live || live.status === 'PENDING' || live.status === 'FAILED')
        await this.fillMouserCart(staff, orderId);
    }
    const claim = await this.claimSubmission(staff, orderId, distributor);
    if (claim.kind === 'settled') return this.view(orderId);
    if (claim.kind === 'unsettled') {
      await this.reconcile(claim.purchase);
      return this.view(orderId);
    }
    const { purchase, lines } = claim;
    try {
      const answer = await adapter.placeOrder({
        poNumber: purchase.poNumber,
        lines: toLines(lines),
        orderId,
        ...(purchase.cartKey ? { cartKey: purchase.cartKey } : {}),
      });
      await this.applyAnswer(
        purchase,
        answer.status === 'UNKNOWN' ? { ...answer, status: 'ORDERED' } : answer,
      );
    } catch (error) {
      const mayHaveArrived = error instanceof DistributorError && error.mayHaveArrived;
      const message = error instanceof Error ? error.message : String(error);
      await this.ctx.db.transaction(async (tx) => {
        await updatePurchase(tx, purchase.id, {
          status: mayHaveArrived ? 'UNKNOWN' : 'FAILED',
          lastError: message,
        });
        if (!mayHaveArrived) await setStateOfPurchaseLines(tx, purchase.id, 'FAILED');
      });
      if (!mayHaveArrived) throw distributorFailure(distributor, error);
    }
    return this.view(orderId);
  }

  /** checkStatusOf…Order: what the distributor says of the order's purchase now. */
  async checkStatus(orderId: number, distributor: PurchaseDistributor): Promise<PurchasingResponse> {
    await this.paidOrder(this.ctx.db, orderId);
    this.adapterFor(distributor);
    const purchase = await findLivePurchase(this.ctx.db, orderId, distributor);
    if (!purchase) {
      throw new AppError(
        'PURCHASE.NOT_ALLOWED',
        `Nothing has been bought from ${distributor} for this order yet`,
      );
    }
    await this.reconcile(purchase);
    return this.view(orderId);
  }

  /**
   * Asks the distributor for the purchase by PO number and records the answer. An unsettled purchase
   * the distributor does not know stays UNKNOWN (its history may lag): staff look again or remove it.
   */
  async reconcile(purchase: PurchaseRow): Promise<PurchaseRow> {
    const adapter = this.adapterFor(purchase.distributor);
    let answer: PurchaseAnswer | null;
    try {
      answer = await adapter.orderStatus(purchase.poNumber, { orderId: purchase.orderId });
    } catch (error) {
      await updatePurchase(this.ctx.db, purchase.id, {
        lastError: error instanceof Error ? error.message : String(error),
        checkedAt: new Date(),
      });
      throw distributorFailure(purchase.distributor, error);
    }
    if (!answer) {
      const stillUnknown = UNSETTLED.has(purchase.status);
      return updatePurchase(this.ctx.db, purchase.id, {
        checkedAt: new Date(),
        ...(stillUnknown
          ? {
              status: 'UNKNOWN',
              lastError: `${purchase.distributor} has no order with PO ${purchase.poNumber} yet`,
            }
          : {}),
      });
    }
    return this.applyAnswer(purchase, answer);
  }

  /** Records what the distributor said; the purchase's lines follow its state. */
  async applyAnswer(purchase: PurchaseRow, answer: PurchaseAnswer): Promise<PurchaseRow> {
    const status = purchaseStatusFor(answer.status, purchase.status);
    return this.ctx.db.transaction(async (tx) => {
      const updated = await updatePurchase(tx, purchase.id, {
        status,
        distributorOrderNumber: answer.distributorOrderNumber ?? purchase.distributorOrderNumber,
        statusText: answer.statusText,
        lastError: null,
        checkedAt: new Date(),
      });
      const lineState = lineStateFor(status);
      if (lineState) await setStateOfPurchaseLines(tx, purchase.id, lineState);
      return updated;
    });
  }

  /** Takes the purchase for submitting (SUBMITTING, committed) unless it went out before. */
  private async claimSubmission(staff: AccessClaims, orderId: number, distributor: PurchaseDistributor) {
    return this.ctx.db.transaction(async (tx) => {
      const { purchase, lines } = await this.openPurchase(staff, orderId, distributor, tx);
      if (DONE.has(purchase.status)) return { kind: 'settled' as const };
      if (UNSETTLED.has(purchase.status)) return { kind: 'unsettled' as const, purchase };
      if (lines.length === 0) {
        throw new AppError(
          'PURCHASE.NOT_ALLOWED',
          `No line of this order is to be bought from ${distributor}`,
        );
      }
      const claimed = await updatePurchase(tx, purchase.id, {
        status: 'SUBMITTING',
        submissions: purchase.submissions + 1,
        lastError: null,
      });
      await setLineStates(
        tx,
        lines.map((line) => line.id),
        lines[0]?.state === 'IN_CART' ? 'IN_CART' : 'NOT_PLACED',
        purchase.id,
      );
      return { kind: 'submit' as const, purchase: claimed, lines };
    });
  }

  /**
   * The order's live purchase at the distributor (made with the next PO number when there is none)
   * and the lines it buys, with the order locked so two clicks meet one row.
   */
  private async openPurchase(
    staff: AccessClaims,
    orderId: number,
    distributor: PurchaseDistributor,
    tx?: Executor,
  ): Promise<{ purchase: PurchaseRow; lines: PurchaseLineRow[] }> {
    const work = async (db: Executor) => {
      const order = await this.paidOrder(db, orderId, { lock: true });
      const lines = (await ensurePurchaseLines(db, order)).filter(
        (line) => line.distributor === distributor && OPEN_LINE_STATES.has(line.state),
      );
      let purchase = await findLivePurchase(db, orderId, distributor, { lock: true });
      if (!purchase) {
        if (lines.length === 0) {
          throw new AppError(
            'PURCHASE.NOT_ALLOWED',
            `No line of this order is to be bought from ${distributor}`,
          );
        }
        const suffix = (await countPurchases(db, orderId, distributor)) + 1;
        purchase = await insertPurchase(db, {
          orderId,
          distributor,
          poNumber: `${order.orderKey}-${distributor.slice(0, 3).toUpperCase()}-${suffix}`,
          status: 'PENDING',
          createdBy: staff.userId,
        });
      }
      return { purchase, lines };
    };
    return tx ? work(tx) : this.ctx.db.transaction(work);
  }

  private async paidOrder(
    db: Executor,
    orderId: number,
    options: { lock?: boolean } = {},
  ): Promise<OrderWithProject> {
    const order = await findOrder(db, orderId, sql`true`, options);
    if (!order) throw AppError.notFound('order');
    if (!PAID_STATUSES.has(order.status)) {
      throw new AppError(
        'PURCHASE.NOT_ALLOWED',
        `Order ${order.orderKey} is ${order.status}: parts are bought for paid orders only`,
      );
    }
    return order;
  }

  private adapterFor(distributor: PurchaseDistributor): DistributorPurchasing {
    const adapter = this.adapters[distributor];
    if (!adapter) throw notConfigured(distributor);
    return adapter;
  }

  /** For the lists of automated purchases. */
  toView(purchase: PurchaseRow, orderKey: string): PurchaseView {
    return toPurchaseView(purchase, orderKey);
  }
}

function toLines(lines: readonly PurchaseLineRow[]): PurchaseLine[] {
  return lines.map((line) => ({
    sku: line.sku ?? '',
    mpn: line.mpn ?? '',
    quantity: line.quantity,
    customerPartNumber: `L${line.lineNo}`,
  }));
}

const notConfigured = (distributor: string) =>
  new AppError('PURCHASE.NOT_CONFIGURED', `Buying from ${distributor} by API is not set up on this server`);

function distributorFailure(distributor: string, error: unknown): AppError {
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError('PURCHASE.DISTRIBUTOR_ERROR', `${distributor} did not take it: ${reason}`);
}
