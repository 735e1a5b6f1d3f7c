import { z } from 'zod';
import { optionalText } from '../fields.ts';

/** Billing details (country, company, VAT number) and the VIES check of EU VAT numbers. */

export const VAT_CHECK_STATUSES = ['VALID', 'INVALID', 'FORMAT_INVALID', 'UNAVAILABLE'] as const;
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number];
/** A stored number's status: a check's, or NONE when there is no number or nothing to check it with. */
export const BILLING_VAT_STATUSES = [...VAT_CHECK_STATUSES, 'NONE'] as const;

const countryCode = z
  .string({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter code such as NL' });

const vatNumber = z
  .string({ error: 'VAT number is not valid' })
  .trim()
  .max(30, { error: 'VAT number maximum length is 30' })
  .regex(/^[A-Za-z0-9 .-]*$/, { error: 'VAT number may hold letters, digits, spaces, dots and dashes only' });

export const viesQuery = z.object({
  countryCode,
  vatNumber: vatNumber.min(2, { error: 'VAT number is required' }),
});

export const viesResponse = z.object({
  countryCode: z.string(),
  vatNumber: z.string().describe('Without spaces, dots or the country prefix'),
  status: z.enum(VAT_CHECK_STATUSES),
  name: z.string().nullable().describe('The registered name, when VIES discloses it'),
  address: z.string().nullable(),
  checkedAt: z.string().describe('ISO 8601 UTC'),
  requestIdentifier: z.string().nullable().describe('VIES’s consultation number: the evidence of the check'),
});
export type ViesResponse = z.infer<typeof viesResponse>;

export const billingUpdate = z.object({
  countryCode,
  companyName: optionalText('Company name', 200).nullable(),
  vatNumber: vatNumber.optional().nullable(),
});
export type BillingUpdate = z.infer<typeof billingUpdate>;

export const billingResponse = z.object({
  countryCode: z.string().nullable().describe('Null until the customer sets it (offers assume NL)'),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  vatStatus: z.enum(BILLING_VAT_STATUSES),
  vatCheckedAt: z.string().nullable(),
});
export type BillingResponse = z.infer<typeof billingResponse>;
