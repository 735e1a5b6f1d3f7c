import { setImmediate } from 'node:timers/promises';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type {
  DistributorLinePrice,
  DistributorLineState,
  DistributorPricesResponse,
} from '@boardhouse/shared/distributors/distributor-prices-api';
import type { AppContext } from '../../context.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { type OffersOfPart, offersForLines } from '../quotes/distributor-offer-inputs.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import type { DistributorSources } from './distributor-matching.service.ts';
import {
  type DistributorSearchRow,
  isMatchingPending,
  listLinesForPrices,
  listSearches,
} from './distributor-offers.repository.ts';

type LineRow = Awaited<ReturnType<typeof listLinesForPrices>>[number];

/** The BOM step's distributor column: what each line's part number found, and whether asking goes on. */
export class DistributorPricesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
    private readonly sources: DistributorSources,
  ) {}

  async forProject(caller: AccessClaims, key: string): Promise<DistributorPricesResponse> {
    const project = await this.projects.get(caller, key);
    const db = this.ctx.db;
    const [rows, pending, context] = await Promise.all([
      listLinesForPrices(db, project.id),
      isMatchingPending(db, project.id),
      this.settings.pricingContext('standard'),
    ]);
    // A large BOM's offers take the embedded database a while to read, on the event loop: other
    // requests (and the matching job) get their turn first.
    await setImmediate();
    const offersOf = await offersForLines(db, rows, context.parameters, {
      acceptSimulated: this.settings.acceptsSimulatedOffers,
    });
    // Whether a search failed matters only for numbers no one offered.
    const unoffered = [
      ...new Set(rows.flatMap((row) => (row.mpn && !offersOf(row) ? [normaliseMpn(row.mpn)] : []))),
    ];
    const searchesByMpn = new Map<string, DistributorSearchRow[]>();
    for (const search of await listSearches(db, unoffered)) {
      searchesByMpn.set(search.normalisedMpn, [...(searchesByMpn.get(search.normalisedMpn) ?? []), search]);
    }
    const staff = isAdmin(caller);
    const enabled = this.sources.searches.length > 0;
    return {
      projectId: project.projectKey,
      pending,
      simulated: this.sources.simulated,
      enabled,
      lines: rows.map((row) => {
        const mpn = row.mpn ? normaliseMpn(row.mpn) : null;
        const known = offersOf(row);
        const asked = mpn ? (searchesByMpn.get(mpn) ?? []) : [];
        return describeLine(row, known, stateOf(row, known, asked, { pending, enabled }), staff);
      }),
    };
  }
}

function stateOf(
  row: LineRow,
  known: OffersOfPart | undefined,
  asked: readonly DistributorSearchRow[],
  { pending, enabled }: { pending: boolean; enabled: boolean },
): DistributorLineState {
  if (!row.mpn?.trim() || row.dnp || row.customerSupplied) return 'notAsked';
  if ((row.staffPriceBreaks ?? []).length > 0) return 'staffPriced';
  if (known && known.offers.length > 0) {
    return known.offers.some((offer) => offer.stock > 0) ? 'inStock' : 'outOfStock';
  }
  if (pending) return 'searching';
  if (asked.some((search) => search.outcome === 'failed')) return 'failed';
  return enabled || asked.length > 0 ? 'notFound' : 'notAsked';
}

function describeLine(
  row: LineRow,
  known: OffersOfPart | undefined,
  state: DistributorLineState,
  staff: boolean,
): DistributorLinePrice {
  const offers = known?.offers ?? [];
  const withStock = offers.filter((offer) => offer.stock > 0);
  const leadTimes = offers.flatMap((offer) => (offer.leadTimeDays === null ? [] : [offer.leadTimeDays]));
  const prices = offers.flatMap((offer) => offer.priceBreaks.map((step) => step.unitPriceCents));
  const fetched = offers.map((offer) => offer.fetchedAt).sort();
  return {
    lineNo: row.lineNo,
    state,
    stock: offers.length > 0 ? Math.max(...offers.map((offer) => offer.stock)) : null,
    fromUnitCents: prices.length > 0 ? Math.min(...prices) : null,
    leadTimeDays: withStock.length === 0 && leadTimes.length > 0 ? Math.min(...leadTimes) : null,
    fetchedAt: fetched[0] ?? null,
    ...(staff
      ? {
          offers: offers.map((offer) => ({
            distributor: offer.distributor,
            sku: offer.sku,
            stock: offer.stock,
            moq: offer.moq,
            multiple: offer.multiple,
            leadTimeDays: offer.leadTimeDays,
            priceBreaks: offer.priceBreaks.map((step) => ({
              quantity: step.quantity,
              unitPrice: step.unitPrice,
              currency: offer.currency,
            })),
            fetchedAt: offer.fetchedAt,
          })),
        }
      : {}),
  };
}
