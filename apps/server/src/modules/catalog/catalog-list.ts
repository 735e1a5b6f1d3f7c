import type { AdminListRequest } from '@boardhouse/shared/catalog/admin-list';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/** Pieces every paginated catalog table shares: search patterns, sort, page window, editor name. */

export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The chosen column in the chosen direction with empty values last either way, then the id, so pages
 * never overlap or skip rows.
 */
export function orderOf<F extends string>(
  request: AdminListRequest<F>,
  columns: Record<F, SQL | Column>,
  id: Column,
): SQL[] {
  const direction = request.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${columns[request.sortField]} ${direction} nulls last`, sql`${id} ${direction}`];
}

export function pageWindow(request: { pageNumber: number; pageSize: number }) {
  return { limit: request.pageSize, offset: request.pageNumber * request.pageSize };
}

/** Case-insensitive sort key of a text column. */
export const lowerOf = (column: Column) => sql`lower(${column})`;

/** The username of a row's last editor (left join on users). */
export const editorName = users.username;
