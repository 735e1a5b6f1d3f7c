import {
  type BasketBomStatus,
  type BasketExpiredReason,
  type BasketItem,
  type BasketResponse,
  sumBasket,
} from '@boardhouse/shared/quotes/basket-api';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { projectAccessOf, visibleProjects } from '../projects/projects.policy.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { judgeSelection } from '../quotes/selection-standing.ts';
import { type BasketRow, listBasket } from './basket.repository.ts';

/** What the basket reads of a selection's stored breakdown (offer-engine's Breakdown). */
interface BreakdownSnapshot {
  /** Missing in selections made before ship dates: their one date is the delivery date. */
  shipDate?: string | null;
  deliveryDate?: string | null;
  netCents?: number;
  vat?: { amountCents?: number };
  totalCents?: number;
}

/**
 * The basket: projects whose offer was selected, priced from the selection's snapshot. A project is in
 * a customer's basket when it is their own or their team's, the rule My Projects uses, without projects
 * only shared with them: those are ordered by their team.
 */
export class BasketService {
  constructor(
    private readonly ctx: AppContext,
    private readonly settings: PricingSettingsService,
  ) {}

  /**
   * Each item is judged as submit-order judges it (selection-standing.ts): valid only while today's
   * inputs still price as its offer did. Changes the customer makes are priced again at once
   * (basket-repricing.service.ts); what staff change (pricing parameters, margins, a requote of theirs)
   * is not, as re-pricing every customer's basket at once would be heavy and would break the rule that
   * parameter changes never alter a selection: those items show PRICES_CHANGED until chosen again.
   */
  async basket(caller: AccessClaims, now = new Date()): Promise<BasketResponse> {
    const rows = await listBasket(this.ctx.db, basketScope(caller), caller.userId);
    const items: BasketItem[] = [];
    for (const row of rows) {
      const standing = await judgeSelection(
        this.ctx.db,
        this.settings,
        { id: row.projectId, ownerId: row.ownerId },
        row,
        row,
        now,
      );
      items.push(toItem(row, standing.orderable ? null : standing.reason));
    }
    return { items, totals: sumBasket(items), count: items.length };
  }
}

/** Own and team projects: the visible ones the caller reaches as owner or teammate (also for ADMIN). */
function basketScope(caller: AccessClaims): SQL {
  return and(visibleProjects(caller), sql`${projectAccessOf(caller)} in ('owner', 'team')`) as SQL;
}

export function bomStatusOf(hasBom: boolean, openLines: number): BasketBomStatus {
  if (!hasBom) return { text: 'No BOM (bare boards)', bStatus: true };
  if (openLines === 0) return { text: 'Complete', bStatus: true };
  return { text: `Open: ${openLines} ${openLines === 1 ? 'line' : 'lines'} to check`, bStatus: false };
}

function toItem(row: BasketRow, expiredReason: BasketExpiredReason | null): BasketItem {
  const breakdown = (row.breakdown ?? {}) as BreakdownSnapshot;
  const netCents = breakdown.netCents ?? 0;
  const vatCents = breakdown.vat?.amountCents ?? 0;
  return {
    projectId: row.projectKey,
    name: row.name,
    quantity: row.quantity,
    workingDays: row.workingDays,
    ...(breakdown.shipDate === undefined ? {} : { shipDate: breakdown.shipDate }),
    deliveryDate: breakdown.deliveryDate ?? null,
    netCents,
    vatCents,
    totalCents: breakdown.totalCents ?? netCents + vatCents,
    validUntil: row.validUntil.toISOString(),
    expired: expiredReason !== null,
    expiredReason,
    bomStatus: bomStatusOf(row.hasBom, row.openBomLines),
    openBomLines: row.hasBom ? row.openBomLines : null,
    isOwn: row.isOwn,
    dateCreated: row.projectCreatedAt.toISOString(),
    dateAddedToBasket: row.addedAt.toISOString(),
  };
}
