import type {
  BreakdownLine,
  BreakdownResponse,
  OfferCell,
  OfferSetResponse,
  ReviewNote,
  ShippingOptionsResponse,
} from '@boardhouse/shared/quotes/offers-api';
import { apiDownload, apiRequest } from './client.ts';

/** The offer calls of the wizard's Offers step (SPEC.md section 7, "Orders and payment"). */

export type {
  BreakdownLine,
  BreakdownResponse,
  OfferCell,
  OfferSetResponse,
  ReviewNote,
  ShippingOptionsResponse,
};

const key = (projectId: string) => encodeURIComponent(projectId);

export const offersApi = {
  get: (projectId: string) => apiRequest<OfferSetResponse>(`rest/project/offers/${key(projectId)}`),
  breakdown: (projectId: string, quantity: number, workingDays: number) =>
    apiRequest<BreakdownResponse>(
      `rest/project/offers/${key(projectId)}/breakdown?quantity=${quantity}&workingDays=${workingDays}`,
    ),
  requote: (projectId: string) =>
    apiRequest<OfferSetResponse>('rest/project/requoteNow', { method: 'POST', body: { projectId } }),
  select: (projectId: string, quantity: number, workingDays: number) =>
    apiRequest<{ selected: { quantity: number; workingDays: number }; basketCount: number }>(
      'rest/project/select-offer',
      { method: 'POST', body: { projectId, quantity, workingDays } },
    ),
  applyPromoCode: (projectId: string, code: string) =>
    apiRequest<BreakdownResponse>('rest/project/add-promocode', {
      method: 'POST',
      body: { projectId, code },
    }),
  removePromoCode: (projectId: string) =>
    apiRequest<BreakdownResponse>(`rest/project/promocode/${key(projectId)}`, { method: 'DELETE' }),
  updateShipping: (projectId: string, countryCode: string, code?: string) =>
    apiRequest<ShippingOptionsResponse>('rest/project/updateShippingPrice', {
      method: 'POST',
      body: { projectId, countryCode, ...(code ? { code } : {}) },
    }),
  downloadPdf: (projectId: string) =>
    apiDownload(`rest/project/offers/${key(projectId)}/pdf`, `Boardhouse-offer-${projectId}.pdf`),
};

export const offerKeys = {
  all: ['offers'] as const,
  set: (projectId: string) => ['offers', projectId, 'set'] as const,
  breakdown: (projectId: string, quantity: number, workingDays: number) =>
    ['offers', projectId, 'breakdown', quantity, workingDays] as const,
  /** Every breakdown of a project's offers (what new prices make stale). */
  breakdowns: (projectId: string) => ['offers', projectId, 'breakdown'] as const,
  /** The parcel options last asked for; kept in the cache so they outlive a new offer set. */
  shippingOptions: (projectId: string) => ['offers', projectId, 'shipping-options'] as const,
};
