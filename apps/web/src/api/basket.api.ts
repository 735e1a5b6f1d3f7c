import type { BasketItem, BasketResponse, BasketTotals } from '@boardhouse/shared/quotes/basket-api';
import { apiDownload, apiRequest } from './client.ts';

/** My Basket: the projects with a selected offer, and each one's offer as a PDF. */

export type { BasketItem, BasketResponse, BasketTotals };

export const basketApi = {
  get: () => apiRequest<BasketResponse>('rest/basket'),
  downloadOffer: (projectId: string) =>
    apiDownload(`rest/project/offers/${encodeURIComponent(projectId)}/pdf`, `${projectId}-offer.pdf`),
};

/** One key for the page and the top bar's count; the Offers step invalidates it when an offer is chosen. */
export const basketKeys = {
  all: ['basket'] as const,
};
