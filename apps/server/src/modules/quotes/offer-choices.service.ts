import { isCountryCode } from '@boardhouse/shared/quotes/countries';
import type { BreakdownResponse, ShippingOptionsResponse } from '@boardhouse/shared/quotes/offers-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { gatherPricingInput } from './offer-inputs.ts';
import { findSelection, type OfferSelectionRow, saveSelection } from './offers.repository.ts';
import { presentBreakdown } from './offers.service.ts';
import { discountLine, promoRefusal, withChoices } from './pricing/discounts.ts';
import { type Breakdown, deliveryDateFor } from './pricing/offer-engine.ts';
import { placementsPerBoard, shippingOptions } from './pricing/shipping.ts';
import type { PricingSettingsService } from './pricing-settings.service.ts';
import { countHeldUses, giveBackUse, lockPromoCode, takeUse } from './promo-codes.repository.ts';
import { promoDay, termsOf } from './selection-choices.ts';

const notSelected = () =>
  new AppError(
    'OFFER.NOT_SELECTED',
    'Choose a quantity and lead time first: the offer has none selected yet',
  );

/** The seed's add-promocode, its removal and updateShippingPrice: choices on the selected offer. */
export class OfferChoicesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
  ) {}

  /**
   * Takes one use of the code for the project's owner and lays its discount on the selected offer, in
   * one transaction. The code's row is locked first, so two customers taking its last use queue up and
   * the second finds it used up. A code applied before is given back.
   */
  async applyPromoCode(caller: AccessClaims, key: string, code: string): Promise<BreakdownResponse> {
    const project = await this.projects.getForEdit(caller, key);
    const now = new Date();
    const breakdown = await this.ctx.db.transaction(async (tx) => {
      const selection = await findSelection(tx, project.id, { lock: true });
      if (!selection) throw notSelected();
      const promo = await lockPromoCode(tx, code);
      if (!promo) throw new AppError('PROMO.UNKNOWN', `There is no promo code ${code}`);
      if (selection.promoCodeId === promo.id) {
        throw new AppError('PROMO.ALREADY_USED', `The code ${promo.code} is applied to this project already`);
      }
      const snapshot = selection.breakdown as Breakdown;
      const terms = termsOf(promo);
      const held = await countHeldUses(tx, promo.id, project.ownerId);
      const refusal = promoRefusal(terms, snapshot.lines, promoDay(now), held);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      if (selection.promoCodeId) await giveBackUse(tx, selection.promoCodeId, project.id);
      await takeUse(tx, promo.id, project.ownerId, project.id);
      const discounted = withChoices(snapshot, { discount: [discountLine(terms, snapshot.lines)] });
      await saveSelection(tx, {
        ...selectionValues(selection),
        breakdown: discounted,
        promoCodeId: promo.id,
      });
      return discounted;
    });
    return presentBreakdown(breakdown, caller);
  }

  /** Gives the applied code's use back and takes its discount off; nothing to do when none is applied. */
  async removePromoCode(caller: AccessClaims, key: string): Promise<BreakdownResponse> {
    const project = await this.projects.getForEdit(caller, key);
    const breakdown = await this.ctx.db.transaction(async (tx) => {
      const selection = await findSelection(tx, project.id, { lock: true });
      if (!selection) throw notSelected();
      const snapshot = selection.breakdown as Breakdown;
      if (!selection.promoCodeId) return snapshot;
      await giveBackUse(tx, selection.promoCodeId, project.id);
      const plain = withChoices(snapshot, { discount: [] });
      await saveSelection(tx, { ...selectionValues(selection), breakdown: plain, promoCodeId: null });
      return plain;
    });
    return presentBreakdown(breakdown, caller);
  }

  /**
   * The parcel options to `countryCode` for the selected quantity, and the choice of one of them (the
   * cheapest unless `code` names another). The selected offer's shipping lines follow; the matrix
   * prices shipping to this country from now on.
   */
  async updateShipping(
    caller: AccessClaims,
    key: string,
    countryCode: string,
    code: string | undefined,
  ): Promise<ShippingOptionsResponse> {
    if (!isCountryCode(countryCode)) {
      throw AppError.validation({ countryCode: `${countryCode} is not a country code` });
    }
    const project = await this.projects.getForEdit(caller, key);
    const { input } = await gatherPricingInput(this.ctx.db, this.settings, project, new Date(), countryCode);
    return this.ctx.db.transaction(async (tx) => {
      const selection = await findSelection(tx, project.id, { lock: true });
      if (!selection) throw notSelected();
      const options = shippingOptions(
        input.board,
        selection.quantity,
        countryCode,
        input.parameters,
        placementsPerBoard(input.parts),
      );
      const chosen = code ? options.find((option) => option.code === code) : options[0];
      if (!chosen) {
        const codes = options.map((option) => option.code).join(', ');
        throw AppError.validation(
          { code: `Parcel options to ${countryCode} are ${codes}` },
          `There is no parcel option ${code}`,
        );
      }
      const snapshot = selection.breakdown as Breakdown;
      const discount = snapshot.lines.filter((line) => line.block === 'discount');
      await saveSelection(tx, {
        ...selectionValues(selection),
        breakdown: withChoices(snapshot, {
          shipping: chosen.lines,
          discount,
          delivery: {
            transitWorkingDays: chosen.transitWorkingDays,
            deliveryDate: deliveryDateFor(input, snapshot.shipDate ?? null, chosen.transitWorkingDays),
          },
        }),
        shippingCountry: countryCode,
        shippingCode: chosen.code,
      });
      return {
        options: options.map(({ lines: _lines, ...option }) => option),
        selectedCode: chosen.code,
      };
    });
  }
}

/** The columns of a selection row, without the promo code's text read with it. */
function selectionValues({
  promoCode: _text,
  createdAt: _created,
  updatedAt: _updated,
  ...row
}: OfferSelectionRow) {
  return row;
}
