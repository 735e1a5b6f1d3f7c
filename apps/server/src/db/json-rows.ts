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
  const order = orderKey ? sql` order by picked.${sql.identifier(orderKey)}` : sql``;
  const result = await db.execute(
    sql`select coalesce(json_agg(picked${order}), '[]')::text as "json" from (${query}) picked`,
  );
  const [row] = (result as unknown as { rows: { json: string }[] }).rows;
  return JSON.parse(row?.json ?? '[]') as Row[];
}

/** `column as "key"` for each entry: the select list of a `readJsonRows` query. */
export function jsonColumns(columns: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
