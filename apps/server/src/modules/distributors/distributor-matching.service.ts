import { setImmediate } from 'node:timers/promises';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type {
  DistributorName,
  DistributorSearch,
  PartSearchResult,
} from '../../integrations/distributors/port.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { publishEvent } from '../events/events.publish.ts';
import { projectAudienceIds } from '../events/project-audience.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import {
  type DistributorSearchRow,
  finishMatching,
  listPendingMatches,
  listProjectMpns,
  listSearches,
  requestMatching,
  type SearchAnswer,
  saveSearchAnswers,
} from './distributor-offers.repository.ts';

const JOB = 'distributor-matching';
const DAY_MS = 86_400_000;
/**
 * Numbers asked per round before the answers are stored and the browsers told: small enough that a
 * BOM fills in line by line while a slow distributor answers, large enough for Mouser's batches of 10.
 */
const ROUND_SIZE = 20;

/** Where the distributors stand for this server: which searches run, and whether they are simulated. */
export interface DistributorSources {
  searches: readonly DistributorSearch[];
  /** True when the searches reach the local simulator (no keys set): stored answers are marked so. */
  simulated: boolean;
}

/**
 * Asks the distributors for the numbers of a project's BOM after an upload, in a job: the upload
 * answers at once; the answers are stored with the MPN data (distributor_offers) as they arrive, and
 * the project's open BOM and offer pages are told to fetch again. A number asked within
 * `distributors.maxAgeDays` is not asked again, whichever project asked it.
 */
export class DistributorMatchingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly settings: PricingSettingsService,
    private readonly sources: DistributorSources,
    private readonly jobs: JobQueue,
  ) {
    jobs.work<{ projectId: number; projectKey: string }, number>(JOB, (data) =>
      this.match(data.projectId, data.projectKey),
    );
  }

  get isEnabled(): boolean {
    return this.sources.searches.length > 0;
  }

  /** Inside the upload's transaction: the request survives a restart between commit and job. */
  async request(tx: Executor, projectId: number): Promise<void> {
    if (this.isEnabled) await requestMatching(tx, projectId);
  }

  /** After the upload's commit. */
  async schedule(projectId: number, projectKey: string): Promise<void> {
    if (!this.isEnabled) return;
    await this.jobs.send(JOB, { projectId, projectKey }, { key: `${JOB}:${projectId}` });
  }

  /** At start-up: the requests a stopped server left unfinished. */
  async resumePending(): Promise<void> {
    if (!this.isEnabled) return;
    for (const pending of await listPendingMatches(this.ctx.db)) {
      await this.schedule(pending.projectId, pending.projectKey);
    }
  }

  /** Asks for what is missing or old; answers how many numbers were asked. */
  async match(projectId: number, projectKey: string): Promise<number> {
    const readAt = new Date();
    const mpns = await listProjectMpns(this.ctx.db, projectId);
    const known = await listSearches(this.ctx.db, mpns);
    const maxAgeDays = await this.maxAgeDays();
    let asked = 0;
    await Promise.all(
      this.sources.searches.map(async (search) => {
        const due = mpns.filter((mpn) => this.isDue(mpn, search.names, known, readAt, maxAgeDays));
        for (let start = 0; start < due.length; start += ROUND_SIZE) {
          const round = due.slice(start, start + ROUND_SIZE);
          const results = await search.searchParts(round, { projectId });
          // Each step in a task of its own: on the embedded database a statement runs on the event
          // loop, so requests get their turn between the store and the announcement.
          await setImmediate();
          await saveSearchAnswers(
            this.ctx.db,
            toAnswers(search.names, round, results),
            this.sources.simulated,
            new Date(),
          );
          asked += round.length;
          await setImmediate();
          await this.announce(projectId, projectKey, false);
        }
      }),
    );
    // A BOM uploaded again meanwhile keeps its request: its job (queued behind this one) runs next.
    if (await finishMatching(this.ctx.db, projectId, readAt))
      await this.announce(projectId, projectKey, true);
    return asked;
  }

  private isDue(
    mpn: string,
    names: readonly DistributorName[],
    known: readonly DistributorSearchRow[],
    now: Date,
    maxAgeDays: number,
  ): boolean {
    const oldest = now.getTime() - maxAgeDays * DAY_MS;
    return names.some((name) => {
      const search = known.find((row) => row.normalisedMpn === mpn && row.distributor === name);
      return (
        !search ||
        search.outcome === 'failed' ||
        search.simulated !== this.sources.simulated ||
        search.searchedAt.getTime() < oldest
      );
    });
  }

  private async maxAgeDays(): Promise<number> {
    const context = await this.settings.pricingContext('standard');
    return context.parameters['distributors.maxAgeDays'] ?? 7;
  }

  private async announce(projectId: number, projectKey: string, done: boolean): Promise<void> {
    try {
      const userIds = await projectAudienceIds(this.ctx.db, projectId);
      await publishEvent(
        this.ctx.db,
        { type: 'prices', projectId: projectKey, done },
        { userIds, staff: true },
      );
    } catch (error) {
      // The prices are stored; an open page that misses the event sees them at its next fetch.
      this.ctx.log.warn({ err: error, projectId }, 'could not announce distributor prices');
    }
  }
}

/** One stored answer per distributor a search speaks for and per number asked. */
function toAnswers(
  names: readonly DistributorName[],
  asked: readonly string[],
  results: readonly PartSearchResult[],
): SearchAnswer[] {
  return asked.flatMap((normalisedMpn, index) => {
    const result = results[index];
    return names.map((distributor): SearchAnswer => {
      if (!result || result.error !== null) {
        return {
          normalisedMpn,
          distributor,
          outcome: 'failed',
          message: result?.error ?? 'no answer',
          offers: [],
        };
      }
      const offers = result.offers.filter((offer) => offer.distributor === distributor);
      return {
        normalisedMpn,
        distributor,
        outcome: offers.length > 0 ? 'found' : 'none',
        message: null,
        offers,
      };
    });
  });
}
