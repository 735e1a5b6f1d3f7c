import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { houseStockParts, users } from '../../db/schema.ts';
import type { HouseStockRule } from '../quotes/pricing/house-stock.ts';
import { editorName } from './catalog-list.ts';

/** The house-stock list: a short table (tens of rows), read whole. */

const entryColumns = {
  id: houseStockParts.id,
  normalisedMpn: houseStockParts.normalisedMpn,
  componentClass: houseStockParts.componentClass,
  package: houseStockParts.package,
  value: houseStockParts.value,
  note: houseStockParts.note,
  createdAt: houseStockParts.createdAt,
  createdBy: editorName,
};

const selectEntries = (db: Executor) =>
  db.select(entryColumns).from(houseStockParts).leftJoin(users, eq(users.id, houseStockParts.createdBy));

export type HouseStockRow = NonNullable<Awaited<ReturnType<typeof findHouseStockEntry>>>;

/** Class entries first (by class, package, value; "any value" first), then MPN entries by MPN. */
export function listHouseStockEntries(db: Executor) {
  return selectEntries(db).orderBy(
    sql`${houseStockParts.normalisedMpn} asc nulls first`,
    asc(houseStockParts.componentClass),
    asc(houseStockParts.package),
    sql`${houseStockParts.value} asc nulls first`,
    asc(houseStockParts.id),
  );
}

/** What pricing matches BOM lines against. */
export function listHouseStockRules(db: Executor): Promise<HouseStockRule[]> {
  return db
    .select({
      normalisedMpn: houseStockParts.normalisedMpn,
      componentClass: houseStockParts.componentClass,
      package: houseStockParts.package,
      value: houseStockParts.value,
    })
    .from(houseStockParts);
}

export async function findHouseStockEntry(db: Executor, id: number) {
  const [row] = await selectEntries(db).where(eq(houseStockParts.id, id)).limit(1);
  return row;
}

type HouseStockValues = Omit<typeof houseStockParts.$inferInsert, 'id' | 'createdAt'>;

export async function insertHouseStockEntry(db: Executor, values: HouseStockValues): Promise<number> {
  const [row] = await db.insert(houseStockParts).values(values).returning({ id: houseStockParts.id });
  if (!row) throw new Error('insert into house_stock_parts returned nothing');
  return row.id;
}

export async function deleteHouseStockEntry(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(houseStockParts)
    .where(eq(houseStockParts.id, id))
    .returning({ id: houseStockParts.id });
  return rows.length > 0;
}
