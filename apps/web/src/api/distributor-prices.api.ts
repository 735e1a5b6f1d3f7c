import type {
  DistributorLinePrice,
  DistributorLineState,
  DistributorOfferView,
  DistributorPricesResponse,
} from '@boardhouse/shared/distributors/distributor-prices-api';
import { apiRequest } from './client.ts';

/**
 * What the distributors said about a project's BOM lines (the BOM step's "Price & stock" column).
 * Answers arrive in the background after each upload; a `prices` live event makes the query stale.
 */

export type { DistributorLinePrice, DistributorLineState, DistributorOfferView, DistributorPricesResponse };

const key = (projectId: string) => encodeURIComponent(projectId);

export const distributorPricesApi = {
  get: (projectId: string) =>
    apiRequest<DistributorPricesResponse>(`rest/project/distributor-prices/${key(projectId)}`),
};

export const distributorPriceKeys = {
  all: ['distributor-prices'] as const,
  project: (projectId: string) => ['distributor-prices', projectId] as const,
};
