import { z } from 'zod';
import { recordId as databaseId, searchText, withoutControlCharacters } from '../fields.ts';
import { formatMessage } from '../messages.ts';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

/**
 * Query string of a paginated back-office table: search, sort on a shown column, zero-based page.
 * Search and sort run in SQL, so a page of 100,000 records costs one page.
 */
export function adminListQuery<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaults: { sortField: F[number]; sortOrder?: (typeof SORT_ORDERS)[number] },
) {
  return z.object({
    search: searchText(200),
    sortField: z
      .enum(sortFields, { error: formatMessage('invalid', { name: 'Sort field' }) })
      .optional()
      .default(defaults.sortField),
    sortOrder: z
      .enum(SORT_ORDERS, { error: formatMessage('invalid', { name: 'Sort order' }) })
      .optional()
      .default(defaults.sortOrder ?? 'asc'),
    pageNumber: z.coerce
      .number({ error: formatMessage('invalid', { name: 'Page number' }) })
      .int({ error: formatMessage('invalid', { name: 'Page number' }) })
      .min(0, { error: formatMessage('invalid', { name: 'Page number' }) })
      .optional()
      .default(0)
      .describe('Zero-based'),
    pageSize: z.coerce
      .number({ error: formatMessage('invalid', { name: 'Page size' }) })
      .int({ error: formatMessage('invalid', { name: 'Page size' }) })
      .min(1, { error: formatMessage('invalid', { name: 'Page size' }) })
      .max(ADMIN_PAGE_SIZE_MAX, { error: `Page size maximum is ${ADMIN_PAGE_SIZE_MAX}` })
      .optional()
      .default(ADMIN_PAGE_SIZE_DEFAULT),
  });
}

export interface AdminListRequest<F extends string> {
  search?: string | undefined;
  sortField: F;
  sortOrder: (typeof SORT_ORDERS)[number];
  pageNumber: number;
  pageSize: number;
}

/** `{ items, total }`: one page and the number of records matching the search. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** A record id in a path or body; a malformed one answers like a missing one. */
export function recordId(name: string) {
  return databaseId(name, formatMessage('notFound', { name }));
}

/** Path parameters of a call on one catalog record. */
export const catalogIdParams = (name: string) => z.object({ id: recordId(name) });

/** Optional free text of a catalog record: blank means none, stored as null. */
export function nullableText(name: string, max: number) {
  return withoutControlCharacters(
    z
      .string({ error: formatMessage('invalid', { name }) })
      .trim()
      .max(max, { error: formatMessage('maxLength', { name, max }) }),
    name,
  )
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}
