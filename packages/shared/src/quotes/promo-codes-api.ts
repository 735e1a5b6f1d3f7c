import { z } from 'zod';
import { calendarDay } from '../calendar-days.ts';
import { recordId } from '../fields.ts';
import { projectKeyField } from '../projects.ts';

/** Promo codes: the back office's list and the customer's add-promocode on a chosen offer. */

export const PROMO_KINDS = ['PERCENT', 'AMOUNT'] as const;
/** Which part of the production price a code takes off: everything (not shipping) or one block. */
export const PROMO_BLOCKS = ['ALL', 'BOARD', 'COMPONENTS', 'ASSEMBLY'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export type PromoBlock = (typeof PROMO_BLOCKS)[number];

const optionalCount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} minimum is 1` })
    .max(1_000_000, { error: `${name} maximum is 1000000` })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const promoCodeText = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(3, { error: 'Code minimum length is 3' })
  .max(30, { error: 'Code maximum length is 30' })
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, { error: 'Code is letters, digits, dashes and underscores' });

export const promoCodeInput = z
  .object({
    code: promoCodeText,
    kind: z.enum(PROMO_KINDS, { error: 'Kind is PERCENT or AMOUNT' }),
    value: z
      .number({ error: 'Value is required' })
      .positive({ error: 'Value must be more than 0' })
      .describe('Per cent off for PERCENT (at most 100); cents off for AMOUNT'),
    block: z.enum(PROMO_BLOCKS, { error: 'Block is ALL, BOARD, COMPONENTS or ASSEMBLY' }),
    validFrom: calendarDay('Valid from')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    validUntil: calendarDay('Valid until')
      .nullable()
      .optional()
      .transform((value) => value ?? null)
      .describe('The last day the code can be applied (inclusive, Amsterdam time)'),
    maxUses: optionalCount('Maximum uses'),
    maxUsesPerCustomer: optionalCount('Uses per customer'),
    minOrderCents: z
      .number({ error: 'Minimum order must be a number' })
      .int({ error: 'Minimum order is in whole cents' })
      .min(0, { error: 'Minimum order minimum is 0' })
      .max(100_000_000, { error: 'Minimum order maximum is 100000000' })
      .optional()
      .transform((value) => value ?? 0),
  })
  .superRefine((code, context) => {
    if (code.kind === 'PERCENT' && code.value > 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    }
    if (code.kind === 'AMOUNT' && !Number.isInteger(code.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'An amount is in whole cents' });
    }
    if (code.validFrom && code.validUntil && code.validUntil < code.validFrom) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until is before valid from' });
    }
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  block: z.enum(PROMO_BLOCKS),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minOrderCents: z.number().int(),
  uses: z.number().int().describe('Uses taken and not given back'),
  updatedAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;
export const promoCodesResponse = z.object({ promoCodes: z.array(promoCode) });
export const promoCodeIdParams = z.object({ id: recordId('Promo code') });

export const addPromoCodeRequest = z.object({ projectId: projectKeyField, code: promoCodeText });
