import type { PcbComposition } from '@boardhouse/shared/orders/order-edits-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { percentOf } from '../../lib/money.ts';
import type { VatDecision } from '../quotes/pricing/delivery.ts';
import type { PromoTerms } from '../quotes/pricing/discounts.ts';
import { discountLine, withChoices } from '../quotes/pricing/discounts.ts';
import { labelled } from '../quotes/pricing/line-texts.ts';
import { type Breakdown, computeBreakdown } from '../quotes/pricing/offer-engine.ts';
import { amountLine, type PriceLine, sumCosts } from '../quotes/pricing/price-lines.ts';
import type { PricingInput, VatReason } from '../quotes/pricing/pricing-input.ts';
import { chosenShipping, heldCodeFits } from '../quotes/selection-choices.ts';
import { money, type WrittenNote, writeFlag, writeNote } from './order-notes.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * The arithmetic of staff money edits: the pricing engine's rules applied to an order's breakdown.
 * Nothing here reads or writes; order-money.service.ts does that around it.
 */

export interface Totals {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export const totalsOf = (breakdown: Breakdown): Totals => ({
  netCents: breakdown.netCents,
  vatCents: breakdown.vat.amountCents,
  totalCents: breakdown.totalCents,
});

/**
 * What is left to settle on a paid order: its total now minus what the customer paid (> 0 to collect,
 * < 0 to refund); null while it is unpaid, when the customer simply pays the current total.
 */
export function balanceOf(order: Pick<OrderRow, 'paidAt' | 'totalCents' | 'paidAmountCents'>): number | null {
  if (!order.paidAt) return null;
  return order.totalCents - (order.paidAmountCents ?? order.totalCents);
}

/** The staff flag of a balance is recognised by this start, so it can be lifted when the balance is 0. */
export const BALANCE_FLAG_PREFIX = 'Balance:';

/** The flag note a paid order carries while money is owed either way (its English starts "Balance:"). */
export function balanceFlagNote(balanceCents: number) {
  return writeFlag(balanceCents > 0 ? 'order.flag.balanceToCollect' : 'order.flag.balanceToRefund', {
    amount: money(Math.abs(balanceCents)),
  });
}

/**
 * The note the customer reads in the order's history when its price changes; `reason` is staff's own
 * words, or a text the server wrote.
 */
export function priceChangeNote(before: Totals, after: Totals, reason: string | ServerText): WrittenNote {
  return writeNote('order.note.priceChanged', {
    before: money(before.totalCents),
    after: money(after.totalCents),
    reason,
  });
}

/** A breakdown's VAT amount and total for its lines, at the VAT rate and reason it already has. */
function withVat(breakdown: Breakdown, vat: Pick<VatDecision, 'ratePercent' | 'reason'>): Breakdown {
  const decision: VatDecision = { ...vat, amountCents: percentOf(breakdown.netCents, vat.ratePercent) };
  return { ...breakdown, vat: decision, totalCents: breakdown.netCents + decision.amountCents };
}

/** A different VAT decision (a VAT number confirmed after ordering, an export); the lines stay. */
export function withVatDecision(breakdown: Breakdown, ratePercent: number, reason: VatReason): Breakdown {
  return withVat(breakdown, { ratePercent, reason });
}

/**
 * The parcel priced as staff agreed: one line replaces the shipping option's lines. What the parcel
 * costs the house stays what the option cost, so the margin shows what the agreement gave away.
 */
export function withPackagingPrice(breakdown: Breakdown, amountCents: number): Breakdown {
  const replaced = breakdown.lines.filter((line) => line.block === 'shipping');
  const line = amountLine(
    {
      block: 'shipping',
      code: 'shipping.staff',
      ...labelled('price.shipping.agreed'),
      parameter: null,
    },
    amountCents,
    sumCosts(replaced),
  );
  const discount = breakdown.lines.filter((entry) => entry.block === 'discount');
  return withChoices(breakdown, { shipping: [line], discount });
}

/** What an order is priced again with: its cell, its build-up and the choices the order carries. */
export interface RepriceRequest {
  quantity: number;
  workingDays: number;
  /** Staff changes to the board's build-up, all of them so far (they are kept in the snapshot). */
  composition: PcbComposition;
  /** The parcel option the customer chose (null: the cheapest). */
  shippingCode: string | null;
  /** The parcel's price as staff agreed it, when they did. */
  packagingCents: number | null;
  /** The order's promo code, which the customer holds for good. */
  promo: PromoTerms | null;
  now: Date;
}

/**
 * The order priced again by the engine: the same rules as an offer, on the project's board with the
 * staff's build-up, the order's parcel choice and promo code. The VAT decision stays the order's (it
 * rests on evidence checked when it was placed; updateVatPrice changes it), and so does the delivery
 * date unless the lead time changed.
 */
export function repriceOrder(input: PricingInput, ordered: Breakdown, request: RepriceRequest): Breakdown {
  const board = { ...input.board, ...request.composition };
  const priced: PricingInput = { ...input, board };
  const { quantity, workingDays, promo } = request;
  const fresh = computeBreakdown(priced, quantity, workingDays, {
    shipping: chosenShipping(priced, quantity, request.shippingCode),
    discount: (production: PriceLine[]) =>
      promo && heldCodeFits(promo, production, request.now) ? [discountLine(promo, production)] : [],
  });
  const packaged =
    request.packagingCents === null ? fresh : withPackagingPrice(fresh, request.packagingCents);
  const repriced = withVat(packaged, ordered.vat);
  return workingDays === ordered.workingDays
    ? { ...repriced, shipDate: ordered.shipDate ?? repriced.shipDate, deliveryDate: ordered.deliveryDate }
    : repriced;
}

/**
 * Told after a committed change of an order's total or its cancellation, so a payment page opened for
 * what is no longer to be paid is closed (PaymentsService.closeStalePaymentPage). It never fails the
 * change that called it.
 */
export type StalePaymentPageListener = (orderId: number) => Promise<void>;

/** Runs the listener after the commit; a failure is logged, the change stands. */
export async function tellPaymentPageStale(
  listener: StalePaymentPageListener | undefined,
  orderId: number,
  log: { warn: (facts: object, message: string) => void },
): Promise<void> {
  try {
    await listener?.(orderId);
  } catch (error) {
    log.warn({ err: error, orderId }, 'could not close a payment page no longer to be paid');
  }
}
