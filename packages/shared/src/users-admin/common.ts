import { z } from 'zod';
import { DATABASE_INT_MAX } from '../fields.ts';
import { formatMessage } from '../messages.ts';

/** Paging of the back office's user, company and history lists (zero-based pages). */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: formatMessage('invalid', { name }) })
    .int({ error: formatMessage('invalid', { name }) })
    .min(min, { error: formatMessage('invalid', { name }) })
    .max(max, { error: formatMessage('invalid', { name }) });

export const paging = {
  page: wholeNumber('Page', 0, DATABASE_INT_MAX).optional().default(0).describe('Zero-based'),
  pageSize: wholeNumber('Page size', 1, ADMIN_PAGE_SIZE_MAX)
    .optional()
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .describe(`1 to ${ADMIN_PAGE_SIZE_MAX}, default ${ADMIN_PAGE_SIZE_DEFAULT}`),
};

export const sortOrderSchema = z
  .enum(['asc', 'desc'], { error: formatMessage('invalid', { name: 'Sort order' }) })
  .optional()
  .default('asc');

/** SPEC.md section 8: the customer messages of the user administration. */
export const CUSTOMER_MESSAGES = {
  deleted: 'Customer has been deleted',
  deletedMany: 'Selected customers have been deleted',
  updated: 'Customer has been updated',
  created: 'Customer has been created',
  statusUpdated: 'selected customers status updated',
} as const;

export const adminMessageResponse = z.object({ message: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponse>;
