import type { CplMapping, CplUnit } from '@boardhouse/shared/cpl';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, cplPlacements, projectFiles, projects } from '../../db/schema.ts';
import type { Placement } from './cpl-reader.ts';

export type CplFileRow = typeof projectFiles.$inferSelect;

const isCpl = (projectId: number) => and(eq(projectFiles.projectId, projectId), eq(projectFiles.kind, 'cpl'));

/** 8 columns a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const INSERT_CHUNK = 1000;

/** Serialises writes to one project's CPL (two uploads at once cannot interleave their rows). */
export async function lockProjectForWrite(db: Executor, projectId: number): Promise<void> {
  await db.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
}

export async function findCplFile(db: Executor, projectId: number): Promise<CplFileRow | undefined> {
  const [row] = await db.select().from(projectFiles).where(isCpl(projectId)).limit(1);
  return row;
}

export interface NewCplFile {
  projectId: number;
  fileName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  mapping: CplMapping;
  headerRow: number;
  units: CplUnit;
  uploadedBy: number;
}

/** Puts a new CPL in place of the old one (file row and placements). Call inside a transaction. */
export async function replaceCpl(db: Executor, file: NewCplFile, placements: readonly Placement[]) {
  await db.delete(cplPlacements).where(eq(cplPlacements.projectId, file.projectId));
  const values = { ...file, kind: 'cpl' as const, sheet: null, sheets: [], findings: null };
  await db
    .insert(projectFiles)
    .values(values)
    .onConflictDoUpdate({
      target: [projectFiles.projectId, projectFiles.kind],
      set: { ...values, createdAt: sql`now()`, updatedAt: sql`now()` },
    });
  for (let start = 0; start < placements.length; start += INSERT_CHUNK) {
    await db
      .insert(cplPlacements)
      .values(
        placements.slice(start, start + INSERT_CHUNK).map((part) => ({ projectId: file.projectId, ...part })),
      );
  }
}

/**
 * Gives project `toProjectId` the CPL of `fromProjectId` (file row and placements), its file stored
 * under `storageKey`. Call inside the copy's transaction.
 */
export async function copyCpl(
  tx: Executor,
  fromProjectId: number,
  toProjectId: number,
  storageKey: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${projectFiles} (project_id, kind, file_name, storage_key, content_type, size_bytes, sheet,
      sheets, mapping, header_row, units, findings, uploaded_by)
    select ${toProjectId}, kind, file_name, ${storageKey}, content_type, size_bytes, sheet, sheets, mapping,
      header_row, units, findings, uploaded_by
    from ${projectFiles} where project_id = ${fromProjectId} and kind = 'cpl'`);
  // In id order, so the copy lists its placements in the file's order as the original does.
  await tx.execute(sql`
    insert into ${cplPlacements} (project_id, designator, x_mm, y_mm, rotation, side, value, package)
    select ${toProjectId}, designator, x_mm, y_mm, rotation, side, value, package
    from ${cplPlacements} where project_id = ${fromProjectId} order by id`);
}

/** Removes the CPL; answers the storage key of its file, or undefined when there was none. */
export async function deleteCpl(db: Executor, projectId: number): Promise<string | undefined> {
  await db.delete(cplPlacements).where(eq(cplPlacements.projectId, projectId));
  const [removed] = await db
    .delete(projectFiles)
    .where(isCpl(projectId))
    .returning({ storageKey: projectFiles.storageKey });
  return removed?.storageKey;
}

export async function listPlacedParts(db: Executor, projectId: number) {
  return db
    .select({ designator: cplPlacements.designator, side: cplPlacements.side })
    .from(cplPlacements)
    .where(eq(cplPlacements.projectId, projectId))
    .orderBy(asc(cplPlacements.id));
}

/** Designator (upper case) → package, for the placements whose file gives one. */
export async function listPlacementPackages(db: Executor, projectId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ designator: cplPlacements.designator, package: cplPlacements.package })
    .from(cplPlacements)
    .where(and(eq(cplPlacements.projectId, projectId), isNotNull(cplPlacements.package)));
  return new Map(
    rows.flatMap((row) =>
      row.package?.trim() ? [[row.designator.trim().toUpperCase(), row.package.trim()] as const] : [],
    ),
  );
}

export async function listBomDesignators(db: Executor, projectId: number) {
  return db
    .select({ designators: bomLines.designators, dnp: bomLines.dnp })
    .from(bomLines)
    .where(eq(bomLines.projectId, projectId));
}
