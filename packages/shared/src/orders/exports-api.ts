import { z } from 'zod';
import { calendarDay, daysBetween, withDaysInOrder } from '../calendar-days.ts';
import { formatMessage } from '../messages.ts';
import { ORDER_LIST_TABS, orderPageQuery } from './backoffice-api.ts';

/**
 * The accountant's exports (staff only): the back office's order list as a spreadsheet, and the
 * invoices and credit notes of a period as one zip.
 */

export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];

/** The list's tabs, or every order not deleted ('live', whatever its status: delivered, cancelled…). */
export const ORDER_EXPORT_SCOPES = [...ORDER_LIST_TABS, 'live'] as const;
export type OrderExportScope = (typeof ORDER_EXPORT_SCOPES)[number];

/** One file holds at most this many orders; past it, staff narrow the filters (a number, so tests may lower it). */
export const ORDER_EXPORT_MAX_ROWS: number = 50_000;

/** The same filter and sort as a page of the list (orderPageQuery), without the paging. */
export const orderExportQuery = z.object({
  format: z
    .enum(ORDER_EXPORT_FORMATS, { error: formatMessage('invalid', { name: 'Format' }) })
    .optional()
    .default('csv')
    .describe('csv (UTF-8 with BOM) or xlsx; default csv'),
  tab: z
    .enum(ORDER_EXPORT_SCOPES, { error: formatMessage('invalid', { name: 'Tab' }) })
    .optional()
    .default('live')
    .describe('One tab of the list, or live: every order not deleted (default)'),
  filter: orderPageQuery.shape.filter,
  lastNamefilter: orderPageQuery.shape.lastNamefilter,
  sortOrder: orderPageQuery.shape.sortOrder,
  sortField: orderPageQuery.shape.sortField,
});
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/** A period of documents is at most this many days long (a year, a leap year included). */
export const DOCUMENT_EXPORT_MAX_DAYS = 366;

export const documentExportQuery = withDaysInOrder(
  z.object({
    from: calendarDay('From').describe('First day of the period, YYYY-MM-DD (Europe/Amsterdam)'),
    to: calendarDay('To').describe('Last day of the period, YYYY-MM-DD (Europe/Amsterdam), included'),
  }),
).refine((query) => (daysBetween(query) ?? 0) < DOCUMENT_EXPORT_MAX_DAYS, {
  path: ['to'],
  error: `The period is at most ${DOCUMENT_EXPORT_MAX_DAYS} days: choose a shorter one`,
});
export type DocumentExportQuery = z.infer<typeof documentExportQuery>;
