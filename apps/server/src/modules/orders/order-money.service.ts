import type {
  MoneyEditResponse,
  OrderEditKind,
  PcbComposition,
} from '@boardhouse/shared/orders/order-edits-api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { gatherPricingInput } from '../quotes/offer-inputs.ts';
import type { Breakdown } from '../quotes/pricing/offer-engine.ts';
import type { VatReason } from '../quotes/pricing/pricing-input.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { lockPromoCode } from '../quotes/promo-codes.repository.ts';
import { termsOf } from '../quotes/selection-choices.ts';
import { lockOrderForEdit, recordOrderEdit } from './order-edits.repository.ts';
import {
  BALANCE_FLAG_PREFIX,
  balanceFlagNote,
  balanceOf,
  priceChangeNote,
  repriceOrder,
  type StalePaymentPageListener,
  tellPaymentPageStale,
  totalsOf,
  withPackagingPrice,
  withVatDecision,
} from './order-money.ts';
import { NO_FLAG } from './order-notes.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { findOrder, insertStatusChange, type OrderWithProject, updateOrder } from './orders.repository.ts';

interface MoneyEdit {
  orderId: number;
  reason: string;
  preview?: boolean;
}

/** A money edit's new snapshot, worked out on the locked order. */
type Change = (tx: Executor, order: OrderWithProject, snapshot: OrderSnapshot) => Promise<OrderSnapshot>;

/** A snapshot whose offer is priced by `breakdown`. */
const pricedBy = (snapshot: OrderSnapshot, breakdown: Breakdown): OrderSnapshot => ({
  ...snapshot,
  offer: { ...snapshot.offer, quantity: breakdown.quantity, workingDays: breakdown.workingDays, breakdown },
});

/** What an edit's record keeps of the money side of a snapshot. */
export const moneyFacts = (snapshot: OrderSnapshot) => ({
  quantity: snapshot.offer.quantity,
  workingDays: snapshot.offer.workingDays,
  deliveryDate: snapshot.offer.breakdown.deliveryDate,
  vat: { ratePercent: snapshot.offer.breakdown.vat.ratePercent, reason: snapshot.offer.breakdown.vat.reason },
  packagingCents: snapshot.offer.packagingCents ?? null,
  composition: snapshot.composition ?? {},
  lines: snapshot.offer.breakdown.lines.map((line) => ({ code: line.code, amountCents: line.amountCents })),
  ...totalsOf(snapshot.offer.breakdown),
});

/**
 * Staff edits that move an order's money (the seed's RecalculateTotalPrice, updatePackagingTotalPrice,
 * updateVatPrice, updatePcbOffer, UpdatePcbComposition). Each prices the order through the engine's
 * rules on the locked order row, records the totals before and after with who and why, tells the
 * customer in the order's history, and on a paid order flags what is left to collect or refund.
 */
export class OrderMoneyService {
  constructor(
    private readonly ctx: AppContext,
    private readonly settings: PricingSettingsService,
    private readonly onPaymentPageStale?: StalePaymentPageListener,
  ) {}

  /** The order priced again as it stands, with the house's prices today. */
  recalculate(staff: AccessClaims, request: MoneyEdit): Promise<MoneyEditResponse> {
    return this.reprice(staff, 'RecalculateTotalPrice', request, {});
  }

  /** Another quantity or lead time, agreed with the customer. */
  changeOffer(
    staff: AccessClaims,
    request: MoneyEdit & { quantity?: number; workingDays?: number },
  ): Promise<MoneyEditResponse> {
    const { quantity, workingDays } = request;
    return this.reprice(staff, 'updatePcbOffer', request, { quantity, workingDays });
  }

  /** Another build-up of the board (layers, material, thickness, copper, finish, colours). */
  changeComposition(
    staff: AccessClaims,
    request: MoneyEdit & { composition: PcbComposition },
  ): Promise<MoneyEditResponse> {
    return this.reprice(staff, 'UpdatePcbComposition', request, { composition: request.composition });
  }

  /** The parcel at the price staff agreed. */
  changePackaging(
    staff: AccessClaims,
    request: MoneyEdit & { amountCents: number },
  ): Promise<MoneyEditResponse> {
    return this.edit(staff, 'updatePackagingTotalPrice', request, async (_tx, _order, snapshot) => {
      const breakdown = withPackagingPrice(snapshot.offer.breakdown, request.amountCents);
      const priced = pricedBy(snapshot, breakdown);
      return { ...priced, offer: { ...priced.offer, packagingCents: request.amountCents } };
    });
  }

  /** Another VAT decision; the lines stay and the VAT amount follows the net. */
  changeVat(
    staff: AccessClaims,
    request: MoneyEdit & { ratePercent: number; vatReason: VatReason },
  ): Promise<MoneyEditResponse> {
    return this.edit(staff, 'updateVatPrice', request, async (_tx, _order, snapshot) =>
      pricedBy(snapshot, withVatDecision(snapshot.offer.breakdown, request.ratePercent, request.vatReason)),
    );
  }

  /**
   * Prices the order again through the engine. The project's board, BOM and placements are read before
   * the transaction (reads only, and an ordered project changes only through staff edits); the order
   * row is locked and read again inside it, so two edits never price from the same old snapshot.
   */
  private async reprice(
    staff: AccessClaims,
    kind: OrderEditKind,
    request: MoneyEdit,
    change: { quantity?: number; workingDays?: number; composition?: PcbComposition },
  ): Promise<MoneyEditResponse> {
    const now = new Date();
    const order = await findOrder(this.ctx.db, request.orderId, sql`true`);
    if (!order) throw AppError.notFound('order');
    const ordered = order.snapshot as OrderSnapshot;
    const project = { id: order.projectId, ownerId: order.ownerId };
    const country = ordered.shipping.countryCode;
    const { input } = await gatherPricingInput(this.ctx.db, this.settings, project, now, country);
    return this.edit(staff, kind, request, async (tx, _locked, snapshot) => {
      const code = snapshot.offer.promoCode;
      const promo = code ? await lockPromoCode(tx, code) : null;
      const composition = { ...snapshot.composition, ...change.composition };
      const breakdown = repriceOrder(input, snapshot.offer.breakdown, {
        quantity: change.quantity ?? snapshot.offer.quantity,
        workingDays: change.workingDays ?? snapshot.offer.workingDays,
        composition,
        shippingCode: snapshot.offer.shippingCode,
        packagingCents: snapshot.offer.packagingCents ?? null,
        promo: promo ? termsOf(promo) : null,
        now,
      });
      const pcbSpec = snapshot.pcbSpec
        ? { ...(snapshot.pcbSpec as object), ...composition }
        : snapshot.pcbSpec;
      return { ...pricedBy(snapshot, breakdown), composition, pcbSpec };
    });
  }

  private async edit(
    staff: AccessClaims,
    kind: OrderEditKind,
    request: MoneyEdit,
    change: Change,
  ): Promise<MoneyEditResponse> {
    const answer = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOrderForEdit(tx, request.orderId);
      const snapshot = order.snapshot as OrderSnapshot;
      const next = await change(tx, order, snapshot);
      const before = { netCents: order.netCents, vatCents: order.vatCents, totalCents: order.totalCents };
      const after = totalsOf(next.offer.breakdown);
      const balanceCents = balanceOf({ ...order, totalCents: after.totalCents });
      const answer = {
        orderId: order.id,
        before,
        after,
        differenceCents: after.totalCents - before.totalCents,
      };
      if (request.preview) return { ...answer, saved: false, balanceCents };
      await updateOrder(tx, order.id, {
        snapshot: next,
        ...after,
        ...flagFor(order, balanceCents),
      });
      await recordOrderEdit(tx, {
        orderId: order.id,
        kind,
        editedBy: staff.userId,
        reason: request.reason,
        before: moneyFacts(snapshot),
        after: moneyFacts(next),
        money: { totalBeforeCents: before.totalCents, totalAfterCents: after.totalCents, balanceCents },
      });
      if (after.totalCents !== before.totalCents) {
        // The customer's timeline: the status stays, the note says what changed and why.
        await insertStatusChange(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          changedBy: staff.userId,
          source: 'staff',
          ...priceChangeNote(before, after, request.reason),
        });
      }
      return { ...answer, saved: true, balanceCents };
    });
    if (answer.saved && answer.differenceCents !== 0) {
      await tellPaymentPageStale(this.onPaymentPageStale, answer.orderId, this.ctx.log);
    }
    return answer;
  }
}

/**
 * A paid order with money owed either way is flagged until it is settled; a balance back at zero lifts
 * only the flag a balance set (a chargeback's flag stays).
 */
export function flagFor(order: OrderWithProject, balanceCents: number | null) {
  if (balanceCents !== null && balanceCents !== 0) {
    return { flagged: true, ...balanceFlagNote(balanceCents) };
  }
  if (order.flagged && order.flagNote?.startsWith(BALANCE_FLAG_PREFIX)) return NO_FLAG;
  return {};
}
