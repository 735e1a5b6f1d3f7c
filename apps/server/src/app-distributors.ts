import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ApiCallRecorder } from './integrations/api-log/api-call-recorder.ts';
import { createDistributors, type Distributors } from './integrations/distributors/distributors.ts';
import {
  DISTRIBUTOR_SIMULATOR_PREFIX,
  mountDistributorSimulator,
} from './integrations/distributors/simulator-routes.ts';
import { InProcessJobQueue } from './jobs/in-process-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { databaseQuotaQueues } from './lib/outside-calls/database-rate-limit-queue.ts';
import type { NewBomLines } from './modules/bom/new-bom-lines.ts';
import { DistributorMatchingService } from './modules/distributors/distributor-matching.service.ts';
import { DistributorPricesService } from './modules/distributors/distributor-prices.service.ts';
import { registerDistributorPriceRoutes } from './modules/distributors/distributors.routes.ts';
import type { ProjectsService } from './modules/projects/projects.service.ts';
import { AutomatedPurchasesService } from './modules/purchasing/automated-purchases.service.ts';
import { registerPurchasingRoutes } from './modules/purchasing/purchasing.routes.ts';
import { PurchasingService } from './modules/purchasing/purchasing.service.ts';
import type { PricingSettingsService } from './modules/quotes/pricing-settings.service.ts';

/** How often open purchases are looked up at their distributors. */
const PURCHASE_POLL_MS = 15 * 60_000;

export interface DistributorParts {
  distributors: Distributors;
  matching: DistributorMatchingService;
  purchasing: PurchasingService;
  automated: AutomatedPurchasesService;
  /** The matching's own queue (its depth and age are among the metrics). */
  matchingQueue: JobQueue;
  /** Registers the routes inside the signed-in API scope. */
  registerRoutes(api: FastifyInstance): void;
  /** After the server is ready: unfinished matching is sent again, the purchase status job starts. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The distributors as this server is configured (real adapters with keys; outside production and
 * tests without keys, the simulator this process serves under /dev/distributors), the BOM matching
 * that asks them, and purchasing. Matching runs on a queue of its own: a 500-line BOM waits minutes
 * for Mouser's rate limit, and must not hold up the Gerber analyses of the shared queue.
 */
export async function buildDistributorParts(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    /** On PostgreSQL every process shares each distributor key's quota, counted in the database. */
    databaseKind: DatabaseHandle['kind'];
    apiLog: ApiCallRecorder;
    settings: PricingSettingsService;
    projects: ProjectsService;
    newBomLines: NewBomLines;
  },
): Promise<DistributorParts> {
  const config = ctx.config;
  // Tests configure the distributors they talk to (fakes on 127.0.0.1); they never get the simulator.
  const withSimulator = config.distributors.simulated && config.env !== 'test';
  const distributors = createDistributors(config.distributors, deps.apiLog, {
    ...(withSimulator ? { simulatorBaseUrl: `${config.publicUrl}${DISTRIBUTOR_SIMULATOR_PREFIX}` } : {}),
    // Several processes on one PostgreSQL share each key's quota there; one embedded process counts its own.
    ...(deps.databaseKind === 'postgres'
      ? { adapterOptions: { quotaQueues: databaseQuotaQueues(ctx.db) } }
      : {}),
  });
  if (withSimulator) await mountDistributorSimulator(app);
  if (distributors.searches.length === 0) {
    app.log.info('no distributor keys: BOM lines are priced from estimates and staff prices only');
  }
  const jobs = new InProcessJobQueue(app.log, 2);
  const matching = new DistributorMatchingService(ctx, deps.settings, distributors, jobs);
  deps.newBomLines.listen(matching);
  const prices = new DistributorPricesService(ctx, deps.projects, deps.settings, distributors);
  const purchasing = new PurchasingService(ctx, deps.settings, distributors.purchasing);
  const automated = new AutomatedPurchasesService(ctx, purchasing, distributors.purchasing);
  let stopPolling = () => {};
  return {
    distributors,
    matching,
    purchasing,
    automated,
    matchingQueue: jobs,
    registerRoutes(api) {
      registerDistributorPriceRoutes(api, prices);
      registerPurchasingRoutes(api, { purchasing, automated });
    },
    async start() {
      if (withSimulator) {
        // The simulator is this very server: its matching asks it over HTTP once it listens.
        app.addHook('onListen', async () => {
          await jobs.start();
        });
      } else {
        await jobs.start();
      }
      await matching.resumePending();
      if (config.env !== 'test' && Object.keys(distributors.purchasing).length > 0) {
        stopPolling = automated.startPolling(PURCHASE_POLL_MS);
      }
    },
    async stop() {
      stopPolling();
      await jobs.stop();
    },
  };
}
