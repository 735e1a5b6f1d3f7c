import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type ApiScope, registerApiRoutes } from './app-api-routes.ts';
import { followCatalogAndPricingChanges, followSignInAndAccountChanges } from './app-change-announcements.ts';
import { buildDistributorParts } from './app-distributors.ts';
import { createFastify } from './app-fastify.ts';
import { registerHttpPlugins, serveWebApp } from './app-http-plugins.ts';
import { buildOrderArea } from './app-orders.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DatabaseApiCallRecorder } from './integrations/api-log/database-recorder.ts';
import { HubSpotRestClient } from './integrations/hubspot/hubspot-rest.ts';
import { ViesRestClient } from './integrations/vies/vies-rest.ts';
import { InProcessJobQueue } from './jobs/in-process-queue.ts';
import { restrictDataDir } from './lib/private-files.ts';
import { AccountCache } from './modules/accounts/account-cache.ts';
import { AccountDeletionService } from './modules/accounts/account-deletion.service.ts';
import { AccountExportService } from './modules/accounts/account-export.service.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { EmailChangeService } from './modules/accounts/email-change.service.ts';
import { ApiLogsService, startApiLogRetention } from './modules/api-logs/api-logs.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { registerBackups } from './modules/backups/backups.routes.ts';
import { BasketRepricingService } from './modules/basket/basket-repricing.service.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { VatNumberChecker } from './modules/billing/vat-numbers.ts';
import { BomService } from './modules/bom/bom.service.ts';
import { BomLinesService } from './modules/bom/bom-lines.service.ts';
import { NewBomLines } from './modules/bom/new-bom-lines.ts';
import { createCatalogServices } from './modules/catalog/catalog.routes.ts';
import { seedCatalog } from './modules/catalog/catalog-seed.ts';
import { CplService } from './modules/cpl/cpl.service.ts';
import { CrmContactPusher } from './modules/crm/crm-contact-pusher.ts';
import type { EventHub } from './modules/events/event-hub.ts';
import { startLiveEvents } from './modules/events/live-events.ts';
import { GerbersService } from './modules/gerbers/gerbers.service.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { OidcService } from './modules/oidc/oidc.service.ts';
import { startPaymentReminders } from './modules/orders/payment-reminders.ts';
import { PcbService, seedPcbData } from './modules/pcb/pcb.service.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { OfferDocumentsService } from './modules/quotes/offer-documents.service.ts';
import { OffersService } from './modules/quotes/offers.service.ts';
import { PricingSettingsService, seedPricingSettings } from './modules/quotes/pricing-settings.service.ts';
import { SharingService } from './modules/sharing/sharing.service.ts';
import { createStorage } from './storage/create-storage.ts';

/** How often a process on PostgreSQL looks for Gerber analyses another process abandoned. */
const GERBER_RESUME_EVERY_MS = 2 * 60 * 1000;

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  services: {
    auth: AuthService;
    accounts: AccountsService;
    projects: ProjectsService;
    bom: BomService;
    cpl: CplService;
    gerbers: GerbersService;
    pcb: PcbService;
    offers: OffersService;
    pricingSettings: PricingSettingsService;
    /** The CRM outbox's deliverer (HubSpot contacts). */
    crmContacts: CrmContactPusher;
  };
  /** Writes the audit rows collected so far (they are written in batches). */
  flushAuditLog: () => Promise<void>;
  /** The open live-event streams of this process (GET /rest/events). */
  liveEvents: EventHub;
  /** The API log every outside-service adapter records its calls in (written in batches; flush() writes now). */
  apiLog: DatabaseApiCallRecorder;
}

/** Builds the whole server: plugins first, then each module's routes. Listening is main.ts's job. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: { logStream?: DestinationStream } = {},
): Promise<BuiltApp> {
  const app = createFastify(config, options.logStream);

  const apiLog = new DatabaseApiCallRecorder(database.db, app.log);
  const mailer = new Mailer(database.db, app.log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    timeoutMs: config.smtpTimeoutMs,
    requireTls: config.smtpRequireTls,
    apiLog,
    // A developer without SMTP follows the links from the console; a production server never prints them.
    printLink: config.env === 'development' ? (line) => process.stdout.write(`${line}\n`) : null,
  });
  restrictDataDir(config.dataDir, config.database.kind === 'pglite' ? config.database.dataDir : null);
  const storage = await createStorage(config, app.log);
  const ctx: AppContext = { config, db: database.db, mailer, storage, log: app.log };
  const apiLogs = new ApiLogsService(ctx);
  const accountCache = new AccountCache();
  // One checker, so sign-up and billing share its day of VIES answers.
  const vatNumbers = new VatNumberChecker(new ViesRestClient(config.viesBaseUrl, undefined, apiLog));
  // HubSpot contacts: without a token the outbox only collects them (crm-contact-pusher.ts).
  const { hubspot } = config;
  const crmContacts = new CrmContactPusher(
    database.db,
    app.log,
    hubspot.token ? new HubSpotRestClient(hubspot.baseUrl, hubspot.token, hubspot.timeoutMs, apiLog) : null,
    hubspot.timeoutMs,
  );
  const auth = new AuthService(ctx, accountCache, vatNumbers, crmContacts);
  const oidc = new OidcService(ctx, { auth, accountCache, apiLog }, crmContacts);
  const accounts = new AccountsService(ctx, accountCache);
  const emailChange = new EmailChangeService(ctx, accountCache, auth.passwords);
  const accountExports = new AccountExportService(ctx);
  const accountDeletion = new AccountDeletionService(ctx, accountCache, auth.passwords, auth.accessTokens);
  const projects = new ProjectsService(ctx);
  const sharing = new SharingService(ctx, projects);
  const cpl = new CplService(ctx, projects);
  // Distributor matching listens here once it is built (below, with the pricing settings).
  const newBomLines = new NewBomLines(app.log);
  const bom = new BomService(ctx, projects, newBomLines);
  const bomLines = new BomLinesService(ctx, projects, newBomLines);
  projects.addCopyPart(bom.copyPart());
  projects.addCopyPart(cpl.copyPart());
  const pcb = new PcbService(ctx, projects);
  projects.addCopyPart(pcb.copyPart());
  // In-process on PGlite and PostgreSQL alike: see docs/decisions/006-job-queue.md.
  const jobs = new InProcessJobQueue(app.log);
  const gerbers = new GerbersService(ctx, projects, pcb, jobs);
  projects.addCopyPart(gerbers.copyPart());
  await auth.accessTokens.loadDenylist();
  database.useLog(app.log);
  await followSignInAndAccountChanges(database, app.log, { accessTokens: auth.accessTokens, accountCache });
  await seedCatalog(database.db);
  await seedPcbData(database.db);
  await seedPricingSettings(database.db);
  const pricingSettings = new PricingSettingsService(ctx);
  const offers = new OffersService(ctx, projects, pricingSettings);
  const distributorParts = await buildDistributorParts(app, ctx, {
    databaseKind: database.kind,
    apiLog,
    settings: pricingSettings,
    projects,
    newBomLines,
  });
  const offerDocuments = new OfferDocumentsService(ctx, projects, offers);
  const basketRepricing = new BasketRepricingService(ctx, offers);
  pcb.onSpecSaved((projectId) => basketRepricing.repriceProject(projectId));
  const billing = new BillingService(ctx, vatNumbers, basketRepricing);
  const catalog = createCatalogServices(ctx, pricingSettings);
  await followCatalogAndPricingChanges(database, app.log, pricingSettings);
  const liveEvents = await startLiveEvents(database, app.log);

  await registerHttpPlugins(app, database);

  const orderArea = await buildOrderArea(app, ctx, { projects, pricingSettings, cpl, apiLog });

  // On the root instance, beside the API's scope: it counts every route and skips the API's sign-in check.
  registerMetrics(app, config.metricsToken, {
    database,
    jobQueues: { gerbers: jobs, 'distributor-matching': distributorParts.matchingQueue },
    liveEvents,
    apiLog,
    log: app.log,
  });
  // Also on the root instance: the backup command's call checks its own token (modules/backups/).
  registerBackups(app, { config, database, tokens: auth.accessTokens });
  let apiScope: ApiScope = { flushAuditLog: async () => {}, workingTogether: { stop: () => {} } };
  await app.register(async (api) => {
    apiScope = registerApiRoutes(api, ctx, {
      database,
      auth,
      oidc,
      accountCache,
      accounts,
      emailChange,
      accountExports,
      accountDeletion,
      projects,
      sharing,
      liveEvents,
      cpl,
      bom,
      bomLines,
      catalog,
      pcb,
      gerbers,
      offers,
      offerDocuments,
      pricingSettings,
      billing,
      orderArea,
      apiLogs,
      crmContacts,
      distributorParts,
    });
  });
  await serveWebApp(app, config);

  await jobs.start();
  await gerbers.resumePending();
  // Only PostgreSQL has other processes whose abandoned analyses need taking up.
  const stopResumingGerbers =
    database.kind === 'postgres' ? gerbers.resumePendingEvery(GERBER_RESUME_EVERY_MS) : () => {};
  await distributorParts.start();
  const stopReminders = config.env === 'test' ? () => {} : startPaymentReminders(ctx, pricingSettings);
  const stopApiLogRetention = config.env === 'test' ? () => {} : startApiLogRetention(apiLogs, app.log);
  // Tests push the CRM outbox themselves (deliverDue); a server retries what is due every minute.
  const stopCrmDelivery = config.env === 'test' ? () => {} : crmContacts.startPeriodicDelivery();
  app.addHook('onClose', async () => {
    stopReminders();
    stopResumingGerbers();
    stopApiLogRetention();
    stopCrmDelivery();
    apiScope.workingTogether.stop();
    await jobs.stop();
    await distributorParts.stop();
    await auth.settled();
    await crmContacts.stop();
    await mailer.close();
    await apiLog.close();
    await liveEvents.stop();
  });
  return {
    app,
    ctx,
    services: { auth, accounts, projects, bom, cpl, gerbers, pcb, offers, pricingSettings, crmContacts },
    flushAuditLog: () => apiScope.flushAuditLog(),
    liveEvents,
    apiLog,
  };
}
