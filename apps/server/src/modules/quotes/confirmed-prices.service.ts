import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { ConfirmPricesRequest, OfferSetResponse } from '@boardhouse/shared/quotes/offers-api';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PriceBreak } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import {
  findBomLine,
  insertPricedMpnRecord,
  linkBomLine,
  lockMpnRecord,
  setPriceBreaks,
} from './confirmed-prices.repository.ts';
import type { OffersService } from './offers.service.ts';

type ConfirmedPrice = ConfirmPricesRequest['prices'][number];

/**
 * The seed's quote-offer-after-bomsearch: staff record the prices they found for a project's estimated
 * or unpriced BOM lines in the MPN data (so every project with those parts gains them), link the lines,
 * and quote the project again; the customer then sees confirmed prices instead of estimates.
 */
export class ConfirmedPricesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly offers: OffersService,
  ) {}

  async confirm(caller: AccessClaims, request: ConfirmPricesRequest): Promise<OfferSetResponse> {
    const project = await this.projects.getForEdit(caller, request.projectId);
    await this.ctx.db.transaction(async (tx) => {
      for (const [index, price] of request.prices.entries()) {
        await recordPrice(tx, project.id, index, price, caller.userId);
      }
    });
    return this.offers.requote(caller, request.projectId);
  }
}

async function recordPrice(
  tx: Executor,
  projectId: number,
  index: number,
  price: ConfirmedPrice,
  userId: number,
): Promise<void> {
  const line = await findBomLine(tx, projectId, price.lineNo);
  if (!line) {
    throw AppError.validation({ [`prices.${index}.lineNo`]: `The BOM has no line ${price.lineNo}` });
  }
  const mpn = price.mpn ?? line.mpn;
  if (!mpn) {
    throw AppError.validation({
      [`prices.${index}.mpn`]: `Line ${price.lineNo} has no part number: give the MPN you priced`,
    });
  }
  const priceBreaks: PriceBreak[] = [...price.priceBreaks].sort((a, b) => a.quantity - b.quantity);
  const normalisedMpn = normaliseMpn(mpn);
  const manufacturer = price.manufacturer ?? null;
  let mpnDataId = await lockMpnRecord(tx, normalisedMpn, manufacturer);
  if (mpnDataId) await setPriceBreaks(tx, mpnDataId, priceBreaks, userId);
  else {
    mpnDataId = await insertPricedMpnRecord(tx, {
      mpn,
      normalisedMpn,
      manufacturer,
      description: line.description,
      package: line.package,
      mountingStyle: line.mountingStyle,
      priceBreaks,
      lastModifyBy: userId,
    });
  }
  await linkBomLine(tx, line.id, mpnDataId);
}
