import type { PcbDimension } from '@boardhouse/shared/pcb/pcb-api';
import { type PcbField, type PcbSpec, pcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { runBuilt } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { pcbDefaultData, pcbDimensions, pcbSpecs } from '../../db/schema.ts';

const PCB_FIELDS = Object.keys(pcbSpec.shape) as PcbField[];

type SpecColumns = Record<PcbField, unknown>;

/**
 * The spec fields of a row (a project's spec or the defaults share the columns). Every row was checked
 * by the shared schema before it was written, so the narrower literal types hold without parsing again.
 */
function toPcbSpec(row: SpecColumns): PcbSpec {
  return Object.fromEntries(PCB_FIELDS.map((field) => [field, row[field]])) as PcbSpec;
}

export async function findPcbSpec(db: Executor, projectId: number): Promise<PcbSpec | null> {
  const [row] = await runBuilt(
    db,
    'pcb_spec',
    (db) =>
      db
        .select()
        .from(pcbSpecs)
        .where(eq(pcbSpecs.projectId, sql.placeholder('projectId')))
        .limit(1),
    { projectId },
  );
  return row ? toPcbSpec(row) : null;
}

/** Writes the project's one spec row, replacing the one saved before. */
export async function upsertPcbSpec(
  db: Executor,
  projectId: number,
  spec: PcbSpec,
  userId: number,
): Promise<void> {
  const values = { ...spec, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(pcbSpecs)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: pcbSpecs.projectId, set: values });
}

/**
 * The administrator's defaults. Read as the first row: two servers starting at once on an empty table
 * may both seed it, and updates change every row, so any extra row holds the same values.
 */
export async function findPcbDefaults(db: Executor): Promise<PcbSpec | null> {
  const [row] = await db.select().from(pcbDefaultData).orderBy(asc(pcbDefaultData.id)).limit(1);
  return row ? toPcbSpec(row) : null;
}

export async function updatePcbDefaults(db: Executor, spec: PcbSpec, userId: number): Promise<void> {
  await db.update(pcbDefaultData).set({ ...spec, updatedBy: userId, updatedAt: new Date() });
}

/** Inserts the defaults only when the table has no row yet, so an administrator's values survive restarts. */
export async function seedPcbDefaults(db: Executor, spec: PcbSpec): Promise<void> {
  const [existing] = await db.select({ id: pcbDefaultData.id }).from(pcbDefaultData).limit(1);
  if (!existing) await db.insert(pcbDefaultData).values(spec);
}

export async function listPcbDimensions(db: Executor): Promise<PcbDimension[]> {
  const rows = await db
    .select({ field: pcbDimensions.field, min: pcbDimensions.min, max: pcbDimensions.max })
    .from(pcbDimensions)
    .orderBy(asc(pcbDimensions.id));
  // Only PCB_DIMENSION_FIELDS are ever written (the admin call validates them).
  return rows as PcbDimension[];
}

/** Sets the ranges given and drops the others (a field without a row keeps the schema's limits). */
export async function replacePcbDimensions(
  tx: Executor,
  dimensions: readonly PcbDimension[],
  userId: number,
): Promise<void> {
  const fields = dimensions.map((dimension) => dimension.field);
  await tx.delete(pcbDimensions).where(notInArray(pcbDimensions.field, fields));
  for (const { field, min, max } of dimensions) {
    await tx
      .insert(pcbDimensions)
      .values({ field, min, max, updatedBy: userId })
      .onConflictDoUpdate({
        target: pcbDimensions.field,
        set: { min, max, updatedBy: userId, updatedAt: new Date() },
      });
  }
}

/**
 * Inserts the house ranges when the table is empty (a fresh install), in one statement; once an
 * administrator has edited the list, a restart leaves it alone.
 */
export async function seedPcbDimensions(db: Executor, dimensions: readonly PcbDimension[]): Promise<void> {
  await db.execute(sql`
    insert into ${pcbDimensions} (field, min, max)
    select field, min, max
    from jsonb_to_recordset(${JSON.stringify(dimensions)}::jsonb) as r(field text, min double precision, max double precision)
    where not exists (select 1 from ${pcbDimensions})
    on conflict do nothing`);
}

/** Carries a project's spec over to its copy (who last edited it too). */
export async function copyPcbSpec(
  tx: Executor,
  fromProjectId: number,
  toProjectId: number,
): Promise<boolean> {
  const [row] = await tx.select().from(pcbSpecs).where(eq(pcbSpecs.projectId, fromProjectId)).limit(1);
  if (!row) return false;
  await tx.insert(pcbSpecs).values({ ...toPcbSpec(row), projectId: toProjectId, updatedBy: row.updatedBy });
  return true;
}
