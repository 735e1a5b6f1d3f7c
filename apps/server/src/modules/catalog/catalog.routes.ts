import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { registerCasePackageRoutes } from './case-packages.routes.ts';
import { CasePackagesService } from './case-packages.service.ts';
import { registerHouseStockRoutes } from './house-stock.routes.ts';
import { HouseStockService } from './house-stock.service.ts';
import { registerManufacturerRoutes } from './manufacturers.routes.ts';
import { ManufacturersService } from './manufacturers.service.ts';
import { registerMpnDataRoutes } from './mpn-data.routes.ts';
import { MpnDataService } from './mpn-data.service.ts';
import { MpnDataCsvService } from './mpn-data-csv.service.ts';
import { registerUnknownComponentRoutes } from './unknown-components.routes.ts';
import { UnknownComponentsService } from './unknown-components.service.ts';
import { registerWordMappingRoutes } from './word-mappings.routes.ts';
import { WordMappingsService } from './word-mappings.service.ts';

export interface CatalogServices {
  casePackages: CasePackagesService;
  houseStock: HouseStockService;
  manufacturers: ManufacturersService;
  mpnData: MpnDataService;
  mpnDataCsv: MpnDataCsvService;
  unknownComponents: UnknownComponentsService;
  wordMappings: WordMappingsService;
}

export function createCatalogServices(
  ctx: AppContext,
  pricingSettings: PricingSettingsService,
): CatalogServices {
  return {
    casePackages: new CasePackagesService(ctx),
    houseStock: new HouseStockService(ctx, pricingSettings),
    manufacturers: new ManufacturersService(ctx),
    mpnData: new MpnDataService(ctx),
    mpnDataCsv: new MpnDataCsvService(ctx),
    unknownComponents: new UnknownComponentsService(ctx),
    wordMappings: new WordMappingsService(ctx),
  };
}

/** The component catalog: case packages, MPN data, manufacturers, word mappings, unknown components. */
export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogServices): void {
  registerCasePackageRoutes(app, catalog.casePackages);
  registerMpnDataRoutes(app, catalog);
  registerManufacturerRoutes(app, catalog.manufacturers);
  registerWordMappingRoutes(app, catalog.wordMappings);
  registerUnknownComponentRoutes(app, catalog.unknownComponents);
  registerHouseStockRoutes(app, catalog.houseStock);
}
