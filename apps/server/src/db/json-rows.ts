import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Reads the rows of `query` as one JSON text. On the embedded database every field of every row is
 * parsed in JavaScript (arrays and jsonb the dearest), and that costs two to three times the query
 * itself; one aggregate parsed by JSON.parse is native. The query names its columns as the keys wanted
 * (`jsonColumns`), holds only values JSON can carry (a timestamp comes back as ISO text), and
 * `orderKey` keeps its order.
 */
export async function readJsonRows<Row>(db: Executor, query: SQL, orderKey?: string): Promise<Row[]> {
  return parseJsonRows<Row>(await db.execute(jsonRowsQuery(query, orderKey)));
}

/** The statement of `readJsonRows`, for a caller that runs it otherwise (db/built-statements.ts). */
export function jsonRowsQuery(query: SQL, orderKey?: string): SQL {
  const order = orderKey ? sql` order by picked.${sql.identifier(orderKey)}` : sql``;
  return sql`select coalesce(json_agg(picked${order}), '[]')::text as "json" from (${query}) picked`;
}

/** The rows of a `jsonRowsQuery`'s answer. */
export function parseJsonRows<Row>(result: unknown): Row[] {
  // Both drivers (PGlite, node-postgres) answer raw statements as { rows }.
  const [row] = (result as { rows: { json: string }[] }).rows;
  return JSON.parse(row?.json ?? '[]') as Row[];
}

/** `column as "key"` for each entry: the select list of a `readJsonRows` query. */
export function jsonColumns(columns: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
