import type { FastifyInstance } from 'fastify';
import type { DistributorParts } from './app-distributors.ts';
import { registerWorkingTogetherRoutes } from './app-working-together.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AccountCache } from './modules/accounts/account-cache.ts';
import type { AccountDeletionService } from './modules/accounts/account-deletion.service.ts';
import type { AccountExportService } from './modules/accounts/account-export.service.ts';
import { registerAccountSelfServiceRoutes } from './modules/accounts/account-self-service.routes.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import type { AccountsService } from './modules/accounts/accounts.service.ts';
import { registerEmailChangeRoutes } from './modules/accounts/email-change.routes.ts';
import type { EmailChangeService } from './modules/accounts/email-change.service.ts';
import { registerApiLogRoutes } from './modules/api-logs/api-logs.routes.ts';
import type { ApiLogsService } from './modules/api-logs/api-logs.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { registerBasketRoutes } from './modules/basket/basket.routes.ts';
import { BasketService } from './modules/basket/basket.service.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import type { BillingService } from './modules/billing/billing.service.ts';
import { registerBomRoutes } from './modules/bom/bom.routes.ts';
import type { BomService } from './modules/bom/bom.service.ts';
import type { BomLinesService } from './modules/bom/bom-lines.service.ts';
import { type CatalogServices, registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerCplRoutes } from './modules/cpl/cpl.routes.ts';
import type { CplService } from './modules/cpl/cpl.service.ts';
import type { CrmContactPusher } from './modules/crm/crm-contact-pusher.ts';
import { CrmContactsService } from './modules/crm/crm-contacts.service.ts';
import { registerHubSpotRoutes } from './modules/crm/hubspot.routes.ts';
import type { EventHub } from './modules/events/event-hub.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { registerGerberRoutes } from './modules/gerbers/gerbers.routes.ts';
import type { GerbersService } from './modules/gerbers/gerbers.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerOidcRoutes } from './modules/oidc/oidc.routes.ts';
import type { OidcService } from './modules/oidc/oidc.service.ts';
import { registerPcbRoutes } from './modules/pcb/pcb.routes.ts';
import type { PcbService } from './modules/pcb/pcb.service.ts';
import { registerProductTemplateRoutes } from './modules/product-templates/product-templates.routes.ts';
import { ProductTemplatesService } from './modules/product-templates/product-templates.service.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import type { ProjectsService } from './modules/projects/projects.service.ts';
import { registerConfirmedPriceRoutes } from './modules/quotes/confirmed-prices.routes.ts';
import { ConfirmedPricesService } from './modules/quotes/confirmed-prices.service.ts';
import { OfferChoicesService } from './modules/quotes/offer-choices.service.ts';
import type { OfferDocumentsService } from './modules/quotes/offer-documents.service.ts';
import { registerOfferRoutes } from './modules/quotes/offers.routes.ts';
import type { OffersService } from './modules/quotes/offers.service.ts';
import { registerPricingAdminRoutes } from './modules/quotes/pricing-admin.routes.ts';
import type { PricingSettingsService } from './modules/quotes/pricing-settings.service.ts';
import { registerPromoCodeRoutes } from './modules/quotes/promo-codes.routes.ts';
import { PromoCodesService } from './modules/quotes/promo-codes.service.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { registerSharingRoutes } from './modules/sharing/sharing.routes.ts';
import type { SharingService } from './modules/sharing/sharing.service.ts';
import { registerShippingAddressRoutes } from './modules/shipping/shipping-addresses.routes.ts';
import { ShippingAddressesService } from './modules/shipping/shipping-addresses.service.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerAuditLog } from './plugins/audit.ts';
import { registerErrorResponses } from './plugins/error-responses.ts';

/** The services app.ts builds, starts and stops that the API's routes answer with. */
export interface ApiRouteServices {
  database: DatabaseHandle;
  auth: AuthService;
  oidc: OidcService;
  accountCache: AccountCache;
  accounts: AccountsService;
  emailChange: EmailChangeService;
  accountExports: AccountExportService;
  accountDeletion: AccountDeletionService;
  projects: ProjectsService;
  sharing: SharingService;
  liveEvents: EventHub;
  cpl: CplService;
  bom: BomService;
  bomLines: BomLinesService;
  catalog: CatalogServices;
  pcb: PcbService;
  gerbers: GerbersService;
  offers: OffersService;
  offerDocuments: OfferDocumentsService;
  pricingSettings: PricingSettingsService;
  billing: BillingService;
  orderArea: { registerRoutes(api: FastifyInstance): void };
  apiLogs: ApiLogsService;
  crmContacts: CrmContactPusher;
  distributorParts: DistributorParts;
}

export interface ApiScope {
  /** Writes the audit rows collected so far (they are written in batches). */
  flushAuditLog: () => Promise<void>;
  /** What must stop with the server (background jobs of working together). */
  workingTogether: { stop: () => void };
}

/**
 * Fills the API's own scope: the sign-in check, error bodies and audit log, which only this scope's
 * routes get, then every module's routes.
 */
export function registerApiRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  services: ApiRouteServices,
): ApiScope {
  const { config } = ctx;
  const { database, auth, accounts, projects, cpl, pcb, offers, pricingSettings } = services;
  registerAccessControl(api, auth.accessTokens);
  registerErrorResponses(api);
  const flushAuditLog = registerAuditLog(api, database.db);
  registerHealthRoutes(api, database);
  registerAuthRoutes(api, auth, config.authRateLimitPerMinute);
  registerOidcRoutes(api, services.oidc, config.authRateLimitPerMinute);
  registerAccountRoutes(api, { accounts, auth }, config);
  registerEmailChangeRoutes(api, services.emailChange, config.authRateLimitPerMinute);
  registerAccountSelfServiceRoutes(
    api,
    { exports: services.accountExports, deletion: services.accountDeletion },
    config.authRateLimitPerMinute,
  );
  registerProjectRoutes(api, projects);
  registerSharingRoutes(api, services.sharing);
  registerEventRoutes(api, services.liveEvents, auth.accessTokens);
  registerSearchRoutes(api, new SearchService(ctx));
  registerCplRoutes(api, cpl);
  registerBomRoutes(api, { bom: services.bom, bomLines: services.bomLines });
  registerCatalogRoutes(api, services.catalog);
  registerPcbRoutes(api, pcb);
  registerGerberRoutes(api, services.gerbers);
  registerOfferRoutes(api, offers, services.offerDocuments);
  registerBasketRoutes(api, new BasketService(ctx, pricingSettings));
  registerPricingAdminRoutes(api, pricingSettings);
  registerPromoCodeRoutes(api, {
    promoCodes: new PromoCodesService(ctx),
    choices: new OfferChoicesService(ctx, projects, pricingSettings, offers),
  });
  registerBillingRoutes(api, services.billing, config.viesRateLimitPerMinute);
  registerConfirmedPriceRoutes(api, new ConfirmedPricesService(ctx, projects, offers));
  registerProductTemplateRoutes(api, new ProductTemplatesService(ctx, projects, pcb));
  registerShippingAddressRoutes(api, new ShippingAddressesService(ctx));
  services.orderArea.registerRoutes(api);
  registerApiLogRoutes(api, services.apiLogs);
  registerHubSpotRoutes(api, new CrmContactsService(ctx, services.crmContacts));
  services.distributorParts.registerRoutes(api);
  const workingTogether = registerWorkingTogetherRoutes(api, ctx, {
    projects,
    accounts,
    auth,
    accountCache: services.accountCache,
  });
  return { flushAuditLog, workingTogether };
}
