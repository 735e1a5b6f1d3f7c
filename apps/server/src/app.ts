import { existsSync } from 'node:fs';
import { PRODUCT_NAME } from '@boardhouse/shared/product';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { buildDistributorParts } from './app-distributors.ts';
import { buildOrderArea } from './app-orders.ts';
import { registerWorkingTogetherRoutes } from './app-working-together.ts';
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
import { registerAccountSelfServiceRoutes } from './modules/accounts/account-self-service.routes.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { registerEmailChangeRoutes } from './modules/accounts/email-change.routes.ts';
import { EmailChangeService } from './modules/accounts/email-change.service.ts';
import { registerApiLogRoutes } from './modules/api-logs/api-logs.routes.ts';
import { ApiLogsService, startApiLogRetention } from './modules/api-logs/api-logs.service.ts';
import { SIGN_INS_ENDED_CHANNEL } from './modules/auth/access-tokens.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { registerBackups } from './modules/backups/backups.routes.ts';
import { registerBasketRoutes } from './modules/basket/basket.routes.ts';
import { BasketService } from './modules/basket/basket.service.ts';
import { BasketRepricingService } from './modules/basket/basket-repricing.service.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { VatNumberChecker } from './modules/billing/vat-numbers.ts';
import { registerBomRoutes } from './modules/bom/bom.routes.ts';
import { BomService } from './modules/bom/bom.service.ts';
import { BomLinesService } from './modules/bom/bom-lines.service.ts';
import { NewBomLines } from './modules/bom/new-bom-lines.ts';
import { createCatalogServices, registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import {
  CATALOG_CHANGED_CHANNEL,
  distrustCatalogCache,
  invalidateCatalogIndexes,
  trustCatalogCache,
} from './modules/catalog/catalog-lookup.ts';
import { seedCatalog } from './modules/catalog/catalog-seed.ts';
import { registerCplRoutes } from './modules/cpl/cpl.routes.ts';
import { CplService } from './modules/cpl/cpl.service.ts';
import { CrmContactPusher } from './modules/crm/crm-contact-pusher.ts';
import { CrmContactsService } from './modules/crm/crm-contacts.service.ts';
import { registerHubSpotRoutes } from './modules/crm/hubspot.routes.ts';
import type { EventHub } from './modules/events/event-hub.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { startLiveEvents } from './modules/events/live-events.ts';
import { registerGerberRoutes } from './modules/gerbers/gerbers.routes.ts';
import { GerbersService } from './modules/gerbers/gerbers.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerOidcRoutes } from './modules/oidc/oidc.routes.ts';
import { OidcService } from './modules/oidc/oidc.service.ts';
import { startPaymentReminders } from './modules/orders/payment-reminders.ts';
import { registerPcbRoutes } from './modules/pcb/pcb.routes.ts';
import { PcbService, seedPcbData } from './modules/pcb/pcb.service.ts';
import { registerProductTemplateRoutes } from './modules/product-templates/product-templates.routes.ts';
import { ProductTemplatesService } from './modules/product-templates/product-templates.service.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { registerConfirmedPriceRoutes } from './modules/quotes/confirmed-prices.routes.ts';
import { ConfirmedPricesService } from './modules/quotes/confirmed-prices.service.ts';
import { OfferChoicesService } from './modules/quotes/offer-choices.service.ts';
import { OfferDocumentsService } from './modules/quotes/offer-documents.service.ts';
import { registerOfferRoutes } from './modules/quotes/offers.routes.ts';
import { OffersService } from './modules/quotes/offers.service.ts';
import { registerPricingAdminRoutes } from './modules/quotes/pricing-admin.routes.ts';
import {
  PRICING_SETTINGS_CHANGED_CHANNEL,
  PricingSettingsService,
  seedPricingSettings,
} from './modules/quotes/pricing-settings.service.ts';
import { registerPromoCodeRoutes } from './modules/quotes/promo-codes.routes.ts';
import { PromoCodesService } from './modules/quotes/promo-codes.service.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { registerSharingRoutes } from './modules/sharing/sharing.routes.ts';
import { SharingService } from './modules/sharing/sharing.service.ts';
import { registerShippingAddressRoutes } from './modules/shipping/shipping-addresses.routes.ts';
import { ShippingAddressesService } from './modules/shipping/shipping-addresses.service.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerAuditLog } from './plugins/audit.ts';
import { registerNoStore, webFileCacheControl } from './plugins/cache-control.ts';
import { MOST_CONNECTIONS, REQUEST_TIMEOUT_MS } from './plugins/connection-limits.ts';
import { shortLogStream } from './plugins/dev-log-format.ts';
import { answerRouterError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerErrorResponses } from './plugins/error-responses.ts';
import { logSerializers } from './plugins/log-safety.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
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

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.refreshToken',
  'req.headers["x-refresh-token"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];

/** Builds the whole server: plugins first, then each module's routes. Listening is main.ts's job. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: { logStream?: DestinationStream } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Paths lose their query strings and codes; errors lose query parameters (plugins/log-safety.ts).
      serializers: logSerializers,
      ...(options.logStream
        ? { stream: options.logStream }
        : config.logFormat === 'short'
          ? { stream: shortLogStream() }
          : {}),
    },
    bodyLimit: 1024 * 1024,
    // Bounds slow requests without ending live-event streams (plugins/connection-limits.ts).
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // The router refuses some addresses before any handler runs; they still get the one error body.
    frameworkErrors: answerRouterError,
  });
  app.server.maxConnections = MOST_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);

  const mailer = new Mailer(database.db, app.log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    // A developer without SMTP follows the links from the console; a production server never prints them.
    printLink: config.env === 'development' ? (line) => process.stdout.write(`${line}\n`) : null,
  });
  restrictDataDir(config.dataDir, config.database.kind === 'pglite' ? config.database.dataDir : null);
  const storage = await createStorage(config, app.log);
  const ctx: AppContext = { config, db: database.db, mailer, storage, log: app.log };
  const apiLog = new DatabaseApiCallRecorder(database.db, app.log);
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
  // Sign-ins ended by any server process on this database are refused here too; while the
  // announcements cannot be received, the stored denylist is read again once they can.
  await database.listen(
    SIGN_INS_ENDED_CHANNEL,
    (payload) => auth.accessTokens.denyAnnounced(payload),
    (error) => app.log.warn({ err: error }, 'lost the ended-sign-in announcements'),
    () => {
      auth.accessTokens
        .loadDenylist()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not reload the ended sign-ins'));
    },
  );
  await database.listen(
    'user_changed',
    (payload) => accountCache.invalidate(Number(payload)),
    (error) => {
      app.log.warn({ err: error }, 'lost the user-change announcements; account caching is off');
      accountCache.distrust();
    },
    () => accountCache.trust(),
  );
  accountCache.trust();
  await seedCatalog(database.db);
  await seedPcbData(database.db);
  await seedPricingSettings(database.db);
  const pricingSettings = new PricingSettingsService(ctx);
  const offers = new OffersService(ctx, projects, pricingSettings);
  const distributorParts = await buildDistributorParts(app, ctx, {
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
  await database.listen(
    CATALOG_CHANGED_CHANNEL,
    () => invalidateCatalogIndexes(database.db),
    (error) => {
      app.log.warn({ err: error }, 'lost the catalog-change announcements; catalog caching is off');
      distrustCatalogCache(database.db);
    },
    () => trustCatalogCache(database.db),
  );
  trustCatalogCache(database.db);
  await database.listen(
    PRICING_SETTINGS_CHANGED_CHANNEL,
    () => pricingSettings.cache.invalidate(),
    (error) => {
      app.log.warn({ err: error }, 'lost the pricing-settings announcements; their caching is off');
      pricingSettings.cache.distrust();
    },
    () => pricingSettings.cache.trust(),
  );
  pricingSettings.cache.trust();
  const liveEvents = await startLiveEvents(database, app.log);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Several processes on one PostgreSQL share their counters there (plugins/rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
  });
  // Registered once for every upload route (BOM, CPL, MPN-data CSV); routes check sizes of their own.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 200, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '2.87.4' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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
  let flushAuditLog: () => Promise<void> = async () => {};
  let workingTogether: { stop: () => void } = { stop: () => {} };
  await app.register(async (api) => {
    registerAccessControl(api, auth.accessTokens);
    registerErrorResponses(api);
    flushAuditLog = registerAuditLog(api, database.db);
    registerHealthRoutes(api, database);
    registerAuthRoutes(api, auth, config.authRateLimitPerMinute);
    registerOidcRoutes(api, oidc, config.authRateLimitPerMinute);
    registerAccountRoutes(api, { accounts, auth }, config);
    registerEmailChangeRoutes(api, emailChange, config.authRateLimitPerMinute);
    registerAccountSelfServiceRoutes(
      api,
      { exports: accountExports, deletion: accountDeletion },
      config.authRateLimitPerMinute,
    );
    registerProjectRoutes(api, projects);
    registerSharingRoutes(api, sharing);
    registerEventRoutes(api, liveEvents, auth.accessTokens);
    registerSearchRoutes(api, new SearchService(ctx));
    registerCplRoutes(api, cpl);
    registerBomRoutes(api, { bom, bomLines });
    registerCatalogRoutes(api, catalog);
    registerPcbRoutes(api, pcb);
    registerGerberRoutes(api, gerbers);
    registerOfferRoutes(api, offers, offerDocuments);
    registerBasketRoutes(api, new BasketService(ctx, pricingSettings));
    registerPricingAdminRoutes(api, pricingSettings);
    registerPromoCodeRoutes(api, {
      promoCodes: new PromoCodesService(ctx),
      choices: new OfferChoicesService(ctx, projects, pricingSettings, offers),
    });
    registerBillingRoutes(api, billing, config.viesRateLimitPerMinute);
    registerConfirmedPriceRoutes(api, new ConfirmedPricesService(ctx, projects, offers));
    registerProductTemplateRoutes(api, new ProductTemplatesService(ctx, projects, pcb));
    registerShippingAddressRoutes(api, new ShippingAddressesService(ctx));
    orderArea.registerRoutes(api);
    registerApiLogRoutes(api, apiLogs);
    registerHubSpotRoutes(api, new CrmContactsService(ctx, crmContacts));
    distributorParts.registerRoutes(api);
    workingTogether = registerWorkingTogetherRoutes(api, ctx, { projects, accounts, auth, accountCache });
  });

  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      setHeaders: webFileCacheControl,
    });
  } else {
    app.log.warn(`web app not built (${config.webDistDir} missing): run npm run build`);
  }

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
    workingTogether.stop();
    await jobs.stop();
    await distributorParts.stop();
    await auth.settled();
    await crmContacts.stop();
    await mailer.close();
    await apiLog.close();
  });
  return {
    app,
    ctx,
    services: { auth, accounts, projects, bom, cpl, gerbers, pcb, offers, pricingSettings, crmContacts },
    flushAuditLog: () => flushAuditLog(),
    liveEvents,
    apiLog,
  };
}
