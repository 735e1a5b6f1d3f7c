import type { MpnDataListQuery } from '@boardhouse/shared/catalog/mpn-data';
import { and, asc, count, eq, gte, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readJsonRows } from '../../db/json-rows.ts';
import { mpnData, users } from '../../db/schema.ts';
import { containsPattern, editorName, lowerOf, orderOf, pageWindow } from './catalog-list.ts';

const recordColumns = {
  id: mpnData.id,
  mpn: mpnData.mpn,
  manufacturer: mpnData.manufacturer,
  description: mpnData.description,
  package: mpnData.package,
  mountingStyle: mpnData.mountingStyle,
  priceBreaks: mpnData.priceBreaks,
  stock: mpnData.stock,
  leadTimeDays: mpnData.leadTimeDays,
  lcsc: mpnData.lcsc,
  mouser: mpnData.mouser,
  digikey: mpnData.digikey,
  farnell: mpnData.farnell,
  rs: mpnData.rs,
  updatedAt: mpnData.updatedAt,
  lastModifyBy: editorName,
};

const SORT_COLUMNS = {
  mpn: mpnData.normalisedMpn,
  manufacturer: lowerOf(mpnData.manufacturer),
  package: lowerOf(mpnData.package),
  mountingStyle: mpnData.mountingStyle,
  stock: mpnData.stock,
  leadTimeDays: mpnData.leadTimeDays,
  updatedAt: mpnData.updatedAt,
};

const selectRecords = (db: Executor) =>
  db.select(recordColumns).from(mpnData).leftJoin(users, eq(users.id, mpnData.lastModifyBy));

export type MpnDataRow = NonNullable<Awaited<ReturnType<typeof findMpnData>>>;
export type MpnDataValues = Omit<typeof mpnData.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listMpnData(db: Executor, query: MpnDataListQuery) {
  const pattern = query.search ? containsPattern(query.search) : '';
  const where = query.search
    ? or(
        ilike(mpnData.mpn, pattern),
        ilike(mpnData.manufacturer, pattern),
        ilike(mpnData.description, pattern),
      )
    : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(query, SORT_COLUMNS, mpnData.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(mpnData).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findMpnData(db: Executor, id: number) {
  const [row] = await selectRecords(db).where(eq(mpnData.id, id)).limit(1);
  return row;
}

/** The key of the unique index: normalised MPN and manufacturer, case ignored. */
const sameKey = (normalisedMpn: string, manufacturer: string | null) =>
  and(
    eq(mpnData.normalisedMpn, normalisedMpn),
    sql`coalesce(lower(${mpnData.manufacturer}), '') = lower(${manufacturer ?? ''})`,
  );

export async function isMpnKeyTaken(
  db: Executor,
  normalisedMpn: string,
  manufacturer: string | null,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: mpnData.id })
    .from(mpnData)
    .where(
      and(
        sameKey(normalisedMpn, manufacturer),
        exceptId === undefined ? undefined : ne(mpnData.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMpnData(db: Executor, values: MpnDataValues): Promise<number> {
  const [row] = await db.insert(mpnData).values(values).returning({ id: mpnData.id });
  if (!row) throw new Error('insert into mpn_data returned nothing');
  return row.id;
}

export async function updateMpnData(db: Executor, id: number, values: MpnDataValues) {
  const [row] = await db
    .update(mpnData)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mpnData.id, id))
    .returning({ id: mpnData.id });
  return row?.id;
}

export async function deleteMpnData(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(mpnData).where(eq(mpnData.id, id)).returning({ id: mpnData.id });
  return rows.length > 0;
}

/** Above every character a part number holds: the upper end of a prefix range. */
const LAST_CODE_POINT = '\u{10FFFF}';

/**
 * Records whose normalised MPN starts with the prefix. The range condition lets the btree index on
 * normalised_mpn find them in any collation; starts_with keeps the answer exact.
 */
export function listMpnOptions(db: Executor, normalisedPrefix: string, limit: number) {
  const where = normalisedPrefix
    ? and(
        gte(mpnData.normalisedMpn, normalisedPrefix),
        lt(mpnData.normalisedMpn, normalisedPrefix + LAST_CODE_POINT),
        sql`starts_with(${mpnData.normalisedMpn}, ${normalisedPrefix})`,
      )
    : undefined;
  return db
    .select({
      id: mpnData.id,
      mpn: mpnData.mpn,
      manufacturer: mpnData.manufacturer,
      package: mpnData.package,
      mountingStyle: mpnData.mountingStyle,
    })
    .from(mpnData)
    .where(where)
    .orderBy(asc(mpnData.normalisedMpn), asc(mpnData.id))
    .limit(limit);
}

export interface MpnExportRow {
  id: number;
  mpn: string;
  manufacturer: string | null;
  description: string | null;
  package: string | null;
  mountingStyle: string | null;
  priceBreaks: { quantity: number; unitPriceCents: number }[];
  stock: number | null;
  leadTimeDays: number | null;
  lcsc: string | null;
  mouser: string | null;
  digikey: string | null;
  farnell: string | null;
  rs: string | null;
}

/**
 * One slice of the table in id order, for the CSV export (keyset, so each slice is an index range).
 * The slice comes back as one JSON text (`readJsonRows`).
 */
export async function listMpnDataSlice(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<MpnExportRow[]> {
  return readJsonRows<MpnExportRow>(
    db,
    sql`select id, mpn, manufacturer, description, package, mounting_style as "mountingStyle",
        price_breaks as "priceBreaks", stock, lead_time_days as "leadTimeDays", lcsc, mouser, digikey, farnell, rs
      from ${mpnData}
      where id > ${afterId}
      order by id
      limit ${limit}`,
    'id',
  );
}

export interface MpnUpsertRow {
  mpn: string;
  normalised_mpn: string;
  manufacturer: string | null;
  description: string | null;
  package: string | null;
  mounting_style: string | null;
  price_breaks: { quantity: number; unitPriceCents: number }[];
  stock: number | null;
  lead_time_days: number | null;
  lcsc: string | null;
  mouser: string | null;
  digikey: string | null;
  farnell: string | null;
  rs: string | null;
}

const UPSERT_COLUMNS = [
  ['mpn', 'text'],
  ['normalised_mpn', 'text'],
  ['manufacturer', 'text'],
  ['description', 'text'],
  ['package', 'text'],
  ['mounting_style', 'text'],
  ['price_breaks', 'jsonb'],
  ['stock', 'integer'],
  ['lead_time_days', 'integer'],
  ['lcsc', 'text'],
  ['mouser', 'text'],
  ['digikey', 'text'],
  ['farnell', 'text'],
  ['rs', 'text'],
] as const satisfies readonly (readonly [keyof MpnUpsertRow, string])[];

/**
 * Inserts or updates (by MPN and manufacturer) a batch of records in one statement. Each column
 * travels as one array parameter: on the embedded database that binds and unpacks faster than a
 * parameter per cell or a JSON document.
 */
export async function upsertMpnDataBatch(
  db: Executor,
  rows: readonly MpnUpsertRow[],
  editorId: number,
): Promise<{ created: number; updated: number }> {
  const names = sql.raw(UPSERT_COLUMNS.map(([name]) => name).join(', '));
  const arrays = sql.join(
    UPSERT_COLUMNS.map(([name, type]) => {
      const values = rows.map((row) => (name === 'price_breaks' ? JSON.stringify(row[name]) : row[name]));
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    }),
    sql`, `,
  );
  const result = await db.execute(sql`
    with written as (
      insert into ${mpnData} (${names}, last_modify_by)
      select *, ${editorId}::integer from unnest(${arrays})
      on conflict (normalised_mpn, (coalesce(lower(manufacturer), ''))) do update set
        mpn = excluded.mpn, manufacturer = excluded.manufacturer, description = excluded.description,
        package = excluded.package, mounting_style = excluded.mounting_style,
        price_breaks = excluded.price_breaks, stock = excluded.stock,
        lead_time_days = excluded.lead_time_days, lcsc = excluded.lcsc, mouser = excluded.mouser,
        digikey = excluded.digikey, farnell = excluded.farnell, rs = excluded.rs,
        last_modify_by = excluded.last_modify_by, updated_at = now()
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::integer as created,
           (count(*) filter (where not inserted))::integer as updated
    from written`);
  // Both drivers (pg and PGlite) answer raw statements with { rows }.
  const [counts] = (result as unknown as { rows: { created: number; updated: number }[] }).rows;
  return { created: counts?.created ?? 0, updated: counts?.updated ?? 0 };
}
