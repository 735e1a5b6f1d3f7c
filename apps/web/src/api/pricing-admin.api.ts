import type {
  Holiday,
  MarginBandBody,
  PricingParameter,
  ProductionScheduleBody,
} from '@boardhouse/shared/quotes/pricing-admin-api';
import type { PromoCode } from '@boardhouse/shared/quotes/promo-codes-api';
import { apiRequest } from './client.ts';

/** The back office's pricing calls: Parameters, Holidays, Production Schedule and Margins. */

export type { Holiday, MarginBandBody, PricingParameter, ProductionScheduleBody, PromoCode };
/** A promo code as the form sends it (the server adds id, uses and updatedAt). */
export type PromoCodeBody = Omit<PromoCode, 'id' | 'uses' | 'updatedAt'>;
export type MarginBandInput = Omit<MarginBandBody, 'id' | 'updatedAt'>;

export const pricingAdminApi = {
  parameters: () => apiRequest<{ parameters: PricingParameter[] }>('rest/admin/parameters'),
  saveParameter: (key: string, value: number) =>
    apiRequest<PricingParameter>(`rest/admin/parameters/${encodeURIComponent(key)}`, {
      method: 'PUT',
      body: { value },
    }),
  holidays: () => apiRequest<{ holidays: Holiday[] }>('rest/admin/holidays'),
  addHoliday: (holiday: Holiday) =>
    apiRequest<{ holidays: Holiday[] }>('rest/admin/holidays', { method: 'POST', body: holiday }),
  deleteHoliday: (date: string) =>
    apiRequest<void>(`rest/admin/holidays/${encodeURIComponent(date)}`, { method: 'DELETE' }),
  schedule: () => apiRequest<ProductionScheduleBody>('rest/admin/production-schedule'),
  saveSchedule: (schedule: ProductionScheduleBody) =>
    apiRequest<ProductionScheduleBody>('rest/admin/production-schedule', { method: 'PUT', body: schedule }),
  margins: () => apiRequest<{ margins: MarginBandBody[] }>('rest/admin/margins'),
  addMargin: (band: MarginBandInput) =>
    apiRequest<MarginBandBody>('rest/admin/margins', { method: 'POST', body: band }),
  saveMargin: (id: number, band: MarginBandInput) =>
    apiRequest<MarginBandBody>(`rest/admin/margins/${id}`, { method: 'PUT', body: band }),
  deleteMargin: (id: number) => apiRequest<void>(`rest/admin/margins/${id}`, { method: 'DELETE' }),
  promoCodes: () => apiRequest<{ promoCodes: PromoCode[] }>('rest/admin/promo-codes'),
  addPromoCode: (code: PromoCodeBody) =>
    apiRequest<PromoCode>('rest/admin/promo-codes', { method: 'POST', body: code }),
  savePromoCode: (id: number, code: PromoCodeBody) =>
    apiRequest<PromoCode>(`rest/admin/promo-codes/${id}`, { method: 'PUT', body: code }),
  deletePromoCode: (id: number) => apiRequest<void>(`rest/admin/promo-codes/${id}`, { method: 'DELETE' }),
};

export const pricingAdminKeys = {
  parameters: ['pricing-admin', 'parameters'] as const,
  holidays: ['pricing-admin', 'holidays'] as const,
  schedule: ['pricing-admin', 'schedule'] as const,
  margins: ['pricing-admin', 'margins'] as const,
  promoCodes: ['pricing-admin', 'promo-codes'] as const,
};
