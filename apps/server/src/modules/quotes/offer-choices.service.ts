import { isCountryCode } from '@boardhouse/shared/quotes/countries';
import type { BreakdownResponse, ShippingOptionsResponse } from '@boardhouse/shared/quotes/offers-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldTextError, textError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { gatherPricingInput } from './offer-inputs.ts';
import { findSelection, saveSelection } from './offers.repository.ts';
import { type OffersService, presentBreakdown } from './offers.service.ts';
import {
  discountLine,
  type PromoRefused,
  promoRefusal,
  promoRefused,
  withChoices,
} from './pricing/discounts.ts';
import { type Breakdown, deliveryDateFor } from './pricing/offer-engine.ts';
import { placementsPerBoard, shippingOptions } from './pricing/shipping.ts';
import type { PricingSettingsService } from './pricing-settings.service.ts';
import { countHeldUses, giveBackUse, lockPromoCode, takeUse } from './promo-codes.repository.ts';
import { promoDay, selectionValues, termsOf } from './selection-choices.ts';
import { repriceSelection } from './selection-repricing.ts';

const notSelected = () => textError('OFFER.NOT_SELECTED', 'refused.offer.chooseFirst');

/** A refused promo code: the English message, and in the details the text for the reader's language. */
const refused = ({ code, message, text }: PromoRefused) => new AppError(code, message, { text });

/** The seed's add-promocode, its removal and updateShippingPrice: choices on the selected offer. */
export class OfferChoicesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
    private readonly offers: OffersService,
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
      if (!promo) throw refused(promoRefused('PROMO.UNKNOWN', 'unknown', { code }));
      if (selection.promoCodeId === promo.id) {
        throw refused(promoRefused('PROMO.ALREADY_USED', 'applied', { code: promo.code }));
      }
      const snapshot = selection.breakdown as Breakdown;
      const terms = termsOf(promo);
      const held = await countHeldUses(tx, promo.id, project.ownerId);
      const refusal = promoRefusal(terms, snapshot.lines, promoDay(now), held);
      if (refusal) throw refused(refusal);
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
      throw fieldTextError('countryCode', 'refused.country.code', { countryCode });
    }
    const project = await this.projects.getForEdit(caller, key);
    const { input } = await gatherPricingInput(this.ctx.db, this.settings, project, new Date(), countryCode);
    const answer = await this.ctx.db.transaction(async (tx) => {
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
    // The new destination changes the inputs the selection was chosen from (shipping, and the set's
    // fingerprint): it is priced again from them at once, so the basket and submit-order agree.
    await repriceSelection(this.ctx.db, this.offers, project);
    return answer;
  }
}
