import {
  type BreakdownResponse,
  LEAD_TIME_WORKING_DAYS,
  type OfferCell,
  type OfferSetResponse,
  type ReviewNote,
} from '@boardhouse/shared/quotes/offers-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { textError } from '../../lib/text-errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { findLiveOrderOfProject } from '../orders/orders.repository.ts';
import type { ProjectView } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { gatherPricingInput, inputFingerprint } from './offer-inputs.ts';
import {
  countBasket,
  deleteOlderOfferSets,
  findLatestOfferSet,
  findSelection,
  insertOfferSet,
  type OfferSelectionRow,
  type OfferSetRow,
  saveSelection,
} from './offers.repository.ts';
import { leadTimeColumn } from './pricing/lead-times.ts';
import {
  type Breakdown,
  computeBreakdown,
  computeOfferSet,
  offerQuantities,
} from './pricing/offer-engine.ts';
import type { PricingInput } from './pricing/pricing-input.ts';
import type { PricingSettingsService } from './pricing-settings.service.ts';
import { carryPromoCode, chosenShipping } from './selection-choices.ts';

const DAY_MS = 86_400_000;

/** What pricing reads of a project itself. */
export type PricedProject = Pick<ProjectView, 'id' | 'ownerId' | 'intendedQuantity'>;

/**
 * A project's offers: the matrix (computed when there is none, when its inputs changed or when it
 * expired), a cell's breakdown, and the customer's selection, which keeps its breakdown as a snapshot.
 */
export class OffersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
  ) {}

  async offers(caller: AccessClaims, key: string): Promise<OfferSetResponse> {
    const project = await this.projects.get(caller, key);
    const selection = await findSelection(this.ctx.db, project.id);
    const { set } = await this.currentSet(project, selection, { fresh: false });
    return this.toResponse(project, set, selection);
  }

  /** A fresh offer set, whatever the stored one; the selection is priced again from it. */
  async requote(caller: AccessClaims, key: string): Promise<OfferSetResponse> {
    const project = await this.projects.getForEdit(caller, key);
    const selection = await findSelection(this.ctx.db, project.id);
    const { set, input } = await this.currentSet(project, selection, { fresh: true });
    if (selection) {
      const cell = findCell(set, selection.quantity, selection.workingDays);
      if (cell?.available) await this.snapshot(project, set, input, cell, caller.userId, selection);
    }
    return this.toResponse(project, set, selection);
  }

  async breakdown(
    caller: AccessClaims,
    key: string,
    quantity: number,
    workingDays: number,
  ): Promise<BreakdownResponse> {
    const project = await this.projects.get(caller, key);
    const selection = await findSelection(this.ctx.db, project.id);
    if (selection && selection.quantity === quantity && selection.workingDays === workingDays) {
      return presentBreakdown(selection.breakdown as Breakdown, caller);
    }
    const { input } = await this.currentSet(project, selection, { fresh: false });
    return presentBreakdown(computeBreakdown(input, quantity, workingDays), caller);
  }

  async select(
    caller: AccessClaims,
    key: string,
    quantity: number,
    workingDays: number,
  ): Promise<{ selected: { quantity: number; workingDays: number }; basketCount: number }> {
    const project = await this.projects.getForEdit(caller, key);
    const ordered = await findLiveOrderOfProject(this.ctx.db, project.id);
    if (ordered) {
      throw textError(
        'ORDER.EXISTS',
        'refused.order.exists',
        { orderKey: ordered.orderKey },
        {
          orderKey: ordered.orderKey,
        },
      );
    }
    const now = new Date();
    const selection = await findSelection(this.ctx.db, project.id);
    // Gathered before the offer set is looked at: a project without a PCB spec answers
    // OFFER.PCB_REQUIRED (what to do next), not "the offer expired" for an offer it never had.
    const { input } = await gatherPricingInput(
      this.ctx.db,
      this.settings,
      project,
      now,
      selection?.shippingCountry ?? null,
    );
    const set = await findLatestOfferSet(this.ctx.db, project.id);
    // OFFER.EXPIRED either way, so a client reloads the offers; the words say which it was.
    if (!set) throw textError('OFFER.EXPIRED', 'refused.offer.notPriced');
    if (set.validUntil <= now) throw textError('OFFER.EXPIRED', 'refused.offer.expired');
    if (inputFingerprint(input) !== set.fingerprint) {
      throw textError('OFFER.EXPIRED', 'refused.offer.changed');
    }
    const cell = requireCell(set, quantity, workingDays);
    if (!cell.available) {
      // The cell's own reason with its facts, as a text when the cell has one; an offer priced before
      // cells had texts keeps its English reason.
      const { unavailableReason: reason, unavailableText: text } = cell;
      if (reason) throw new AppError('OFFER.UNAVAILABLE', reason, text ? { text } : undefined);
      throw textError('OFFER.UNAVAILABLE', 'refused.offer.unavailable');
    }
    await this.snapshot(project, set, input, cell, caller.userId, selection);
    return {
      selected: { quantity, workingDays },
      basketCount: await countBasket(this.ctx.db, project.ownerId),
    };
  }

  /**
   * Keeps the chosen cell's breakdown: later parameter changes do not alter it until a requote. The
   * parcel option and promo code chosen before carry over, in one transaction with the selection.
   */
  private async snapshot(
    project: ProjectView,
    set: OfferSetRow,
    input: PricingInput,
    cell: OfferCell,
    userId: number,
    previous: OfferSelectionRow | null,
  ): Promise<void> {
    const shippingCode = previous?.shippingCode ?? null;
    const computed = computeBreakdown(input, cell.quantity, cell.workingDays, {
      shipping: chosenShipping(input, cell.quantity, shippingCode),
    });
    await this.ctx.db.transaction(async (tx) => {
      const { breakdown, promoCodeId } = await carryPromoCode(tx, computed, previous, new Date());
      await saveSelection(tx, {
        projectId: project.id,
        offerSetId: set.id,
        quantity: cell.quantity,
        workingDays: cell.workingDays,
        breakdown,
        selectedBy: userId,
        shippingCountry: previous?.shippingCountry ?? null,
        shippingCode,
        promoCodeId,
      });
    });
  }

  /**
   * The stored set when its inputs are unchanged and it is still valid, else a new one; with the inputs,
   * which price exactly as the set's did (the fingerprint is the same). Also re-pricing's start
   * (selection-repricing.ts).
   */
  async currentSet(
    project: PricedProject,
    selection: OfferSelectionRow | null,
    { fresh }: { fresh: boolean },
  ): Promise<{ set: OfferSetRow; input: PricingInput }> {
    const now = new Date();
    const gathered = await gatherPricingInput(
      this.ctx.db,
      this.settings,
      project,
      now,
      selection?.shippingCountry ?? null,
    );
    const fingerprint = inputFingerprint(gathered.input);
    // A requote prices afresh whatever is stored: the stored set (cells and notes) is not even read.
    const latest = fresh ? null : await findLatestOfferSet(this.ctx.db, project.id);
    if (latest && latest.fingerprint === fingerprint && latest.validUntil > now) {
      return { set: latest, input: gathered.input };
    }
    const computed = computeOfferSet(gathered.input, offerQuantities(project.intendedQuantity));
    const validityDays = gathered.input.parameters['offers.validityDays'] ?? 14;
    const set = await insertOfferSet(this.ctx.db, {
      projectId: project.id,
      fingerprint,
      quantities: computed.quantities,
      cells: computed.cells,
      reviewNotes: [...gathered.notes, ...computed.reviewNotes],
      createdAt: now,
      validUntil: new Date(now.getTime() + validityDays * DAY_MS),
    });
    await deleteOlderOfferSets(this.ctx.db, project.id, set).catch((error: unknown) => {
      this.ctx.log.warn({ err: error }, 'could not remove older offer sets');
    });
    return { set, input: gathered.input };
  }

  private toResponse(
    project: ProjectView,
    set: OfferSetRow,
    selection: OfferSelectionRow | null,
  ): OfferSetResponse {
    const cells = set.cells as OfferCell[];
    return {
      offerSetId: set.id,
      projectId: project.projectKey,
      currency: 'EUR',
      createdAt: set.createdAt.toISOString(),
      validUntil: set.validUntil.toISOString(),
      quantities: set.quantities,
      intendedQuantity: project.intendedQuantity,
      leadTimes: [...new Set(cells.map((cell) => cell.workingDays))].map(leadTimeColumn),
      cells,
      reviewNotes: set.reviewNotes as ReviewNote[],
      selected: selection ? { quantity: selection.quantity, workingDays: selection.workingDays } : null,
      choices: selection
        ? {
            shippingCountry: selection.shippingCountry,
            shippingCode: selection.shippingCode,
            promoCode: selection.promoCode,
          }
        : null,
    };
  }
}

export function findCell(set: OfferSetRow, quantity: number, workingDays: number): OfferCell | undefined {
  return (set.cells as OfferCell[]).find(
    (cell) => cell.quantity === quantity && cell.workingDays === workingDays,
  );
}

function requireCell(set: OfferSetRow, quantity: number, workingDays: number): OfferCell {
  const cell = findCell(set, quantity, workingDays);
  if (!cell) {
    const quantities = set.quantities.join(', ');
    throw AppError.validation(
      {
        quantity: `Offers are for ${quantities} boards in ${LEAD_TIME_WORKING_DAYS.join(', ')} working days`,
      },
      `There is no offer for ${quantity} boards in ${workingDays} working days`,
    );
  }
  return cell;
}

/** Customers see prices only; administrators also see what each line costs and the margin. */
export function presentBreakdown(breakdown: Breakdown, caller: AccessClaims): BreakdownResponse {
  const staff = isAdmin(caller);
  return {
    quantity: breakdown.quantity,
    workingDays: breakdown.workingDays,
    // Breakdowns kept before ship dates existed carry the delivery date only.
    productionMode: breakdown.productionMode ?? null,
    shipDate: breakdown.shipDate ?? null,
    transitWorkingDays: breakdown.transitWorkingDays ?? null,
    deliveryDate: breakdown.deliveryDate,
    sameTotalQuantity: breakdown.sameTotalQuantity ?? null,
    // Which distributor and at what price a part was bought is the house's business, like the cost.
    lines: breakdown.lines.map(({ costCents, source, ...line }) =>
      staff ? { ...line, costCents, ...(source ? { source } : {}) } : line,
    ),
    netCents: breakdown.netCents,
    vat: breakdown.vat,
    totalCents: breakdown.totalCents,
    ...(staff
      ? {
          costCents: breakdown.costCents,
          marginCents: breakdown.netCents - breakdown.costCents,
          margins: breakdown.margins ?? [],
        }
      : {}),
  };
}
