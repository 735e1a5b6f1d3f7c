import type {
  BreakdownLine,
  BreakdownResponse,
  OfferCell,
  OfferSetResponse,
  ReviewNote,
} from '@boardhouse/shared/quotes/offers-api';
import { apiRequest } from './client.ts';

/** The offer calls of the wizard's Offers step (SPEC.md section 7, "Orders and payment"). */

export type { BreakdownLine, BreakdownResponse, OfferCell, OfferSetResponse, ReviewNote };

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
};

export const offerKeys = {
  all: ['offers'] as const,
  set: (projectId: string) => ['offers', projectId, 'set'] as const,
  breakdown: (projectId: string, quantity: number, workingDays: number) =>
    ['offers', projectId, 'breakdown', quantity, workingDays] as const,
};
