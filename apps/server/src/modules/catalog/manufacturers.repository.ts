import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { manufacturers, users } from '../../db/schema.ts';
import { containsPattern, editorName, lowerOf } from './catalog-list.ts';

const recordColumns = {
  id: manufacturers.id,
  name: manufacturers.name,
  aliases: manufacturers.aliases,
  updatedAt: manufacturers.updatedAt,
  lastModifyBy: editorName,
};

const selectRecords = (db: Executor) =>
  db.select(recordColumns).from(manufacturers).leftJoin(users, eq(users.id, manufacturers.lastModifyBy));

export type ManufacturerRow = NonNullable<Awaited<ReturnType<typeof findManufacturer>>>;

/** Every manufacturer (a few hundred at most), by name; the search looks in names and aliases. */
export function listManufacturers(db: Executor, search?: string) {
  const pattern = search ? containsPattern(search) : '';
  return selectRecords(db)
    .where(
      search
        ? or(
            ilike(manufacturers.name, pattern),
            sql`exists (select 1 from unnest(${manufacturers.aliases}) as alias where alias ilike ${pattern})`,
          )
        : undefined,
    )
    .orderBy(lowerOf(manufacturers.name), manufacturers.id);
}

export async function findManufacturer(db: Executor, id: number) {
  const [row] = await selectRecords(db).where(eq(manufacturers.id, id)).limit(1);
  return row;
}

/** Names and aliases of all manufacturers, to keep every spelling pointing at one manufacturer only. */
export function listManufacturerSpellings(db: Executor) {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, aliases: manufacturers.aliases })
    .from(manufacturers);
}

type ManufacturerValues = { name: string; aliases?: string[]; lastModifyBy: number };

export async function insertManufacturer(db: Executor, values: ManufacturerValues): Promise<number> {
  const [row] = await db.insert(manufacturers).values(values).returning({ id: manufacturers.id });
  if (!row) throw new Error('insert into manufacturers returned nothing');
  return row.id;
}

export async function updateManufacturer(db: Executor, id: number, values: ManufacturerValues) {
  const [row] = await db
    .update(manufacturers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(manufacturers.id, id))
    .returning({ id: manufacturers.id });
  return row?.id;
}

export async function deleteManufacturer(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(manufacturers)
    .where(eq(manufacturers.id, id))
    .returning({ id: manufacturers.id });
  return rows.length > 0;
}
