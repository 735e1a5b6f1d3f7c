import type { BillingResponse, BillingUpdate, ViesResponse } from '@boardhouse/shared/quotes/billing-api';
import { apiRequest } from './client.ts';

/** Billing details (My Profile) and the open VIES check of SPEC.md section 7. */

export type { BillingResponse, BillingUpdate, ViesResponse };

export const billingApi = {
  get: () => apiRequest<BillingResponse>('rest/account/billing'),
  update: (body: BillingUpdate) =>
    apiRequest<BillingResponse>('rest/account/billing', { method: 'PUT', body }),
  checkVatNumber: (countryCode: string, vatNumber: string) =>
    apiRequest<ViesResponse>(
      `rest/open/vies?countryCode=${encodeURIComponent(countryCode)}&vatNumber=${encodeURIComponent(vatNumber)}`,
    ),
};

export const billingKeys = {
  details: ['billing'] as const,
};
