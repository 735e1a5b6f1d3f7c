import type { AppContext } from '../../context.ts';
import type { OffersService } from '../quotes/offers.service.ts';
import { type RepricingOutcome, repriceSelection } from '../quotes/selection-repricing.ts';
import { listSelectedProjects } from './basket.repository.ts';

/**
 * Prices the basket again after a change the customer made that alters its prices: their billing
 * country or VAT status (every project they own prices VAT from it), or one project's spec. Each
 * selection is priced again or marked expired with the reason (quotes/selection-repricing.ts).
 *
 * Called after the change is committed, in the same request, so the answer the browser gets is
 * followed by a basket that already shows the new prices. Each selection is rewritten in a
 * transaction of its own: pricing reads the whole project and must not hold one transaction across
 * all of them. A selection that fails to re-price is logged and left; the basket then shows it as
 * PRICES_CHANGED, as submit-order would refuse it.
 */
export class BasketRepricingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly offers: OffersService,
  ) {}

  /** Every selection of the projects `ownerId` owns (their billing details price them all). */
  async repriceOwner(ownerId: number): Promise<RepricingOutcome[]> {
    return this.reprice(await listSelectedProjects(this.ctx.db, { ownerId }));
  }

  /** The selection of one project, if it has one. */
  async repriceProject(projectId: number): Promise<RepricingOutcome[]> {
    return this.reprice(await listSelectedProjects(this.ctx.db, { projectId }));
  }

  private async reprice(
    projects: Awaited<ReturnType<typeof listSelectedProjects>>,
  ): Promise<RepricingOutcome[]> {
    const outcomes: RepricingOutcome[] = [];
    for (const project of projects) {
      try {
        outcomes.push(await repriceSelection(this.ctx.db, this.offers, project));
      } catch (error) {
        this.ctx.log.warn({ err: error, projectId: project.id }, 'could not price a selection again');
      }
    }
    return outcomes;
  }
}
