import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { rawQuery, runBuilt } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { jsonColumns, jsonRowsQuery, parseJsonRows } from '../../db/json-rows.ts';
import { bomLines, projectFiles, projects } from '../../db/schema.ts';
import type { BomLineRecord } from './bom-classifier.ts';

export type BomFileRow = typeof projectFiles.$inferSelect;

/**
 * A BOM line as the customer wrote it (what an order keeps and an account export hands back), without
 * the house's matching and pricing state.
 */
export const BOM_LINE_AS_WRITTEN = {
  lineNo: bomLines.lineNo,
  designators: bomLines.designators,
  quantity: bomLines.quantity,
  mpn: bomLines.mpn,
  manufacturer: bomLines.manufacturer,
  description: bomLines.description,
  value: bomLines.value,
  package: bomLines.package,
  mountingStyle: bomLines.mountingStyle,
  dnp: bomLines.dnp,
  customerSupplied: bomLines.customerSupplied,
};
/** A stored line; quantity is always a number (the column allows null, BOM reading never writes one). */
export type BomLineRow = Omit<typeof bomLines.$inferSelect, 'quantity'> & { quantity: number };

const withQuantity = (row: typeof bomLines.$inferSelect): BomLineRow => ({
  ...row,
  quantity: row.quantity ?? row.designators.length,
});
export type BomFileValues = Omit<typeof projectFiles.$inferInsert, 'id' | 'kind' | 'createdAt' | 'updatedAt'>;

const isBom = eq(projectFiles.kind, 'bom');

export async function findBomFile(db: Executor, projectId: number): Promise<BomFileRow | undefined> {
  const [row] = await runBuilt(
    db,
    'bom_file',
    (db) =>
      db
        .select()
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, sql.placeholder('projectId')), isBom))
        .limit(1),
    { projectId },
  );
  return row;
}

/** Serialises BOM writes of one project (two uploads at once, an upload and an edit). */
export async function lockProject(tx: Executor, projectId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
}

/**
 * The project's lines in file order, read as one JSON text (db/json-rows.ts): the BOM page reads every
 * line on each visit, and on the embedded database parsing its text arrays and jsonb row by row in
 * JavaScript cost more than the query.
 */
export async function listBomLines(db: Executor, projectId: number): Promise<BomLineRow[]> {
  const rows = parseJsonRows<JsonBomLine>(await runBuilt(db, 'bom_lines', bomLinesQuery, { projectId }));
  return rows.map((row) =>
    withQuantity({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }),
  );
}

/** A line as JSON carries it: the timestamps as ISO text. */
type JsonBomLine = Omit<typeof bomLines.$inferSelect, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

function bomLinesQuery(db: Executor) {
  return rawQuery(
    db,
    jsonRowsQuery(
      sql`select ${jsonColumns(getTableColumns(bomLines))} from ${bomLines}
        where ${bomLines.projectId} = ${sql.placeholder('projectId')}`,
      'lineNo',
    ),
  );
}

export async function findBomLine(
  db: Executor,
  projectId: number,
  lineNo: number,
): Promise<BomLineRow | undefined> {
  const [row] = await db
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.projectId, projectId), eq(bomLines.lineNo, lineNo)))
    .limit(1);
  return row && withQuantity(row);
}

/** Writes the file row of the project's BOM, replacing the previous one. */
export async function saveBomFile(tx: Executor, values: BomFileValues): Promise<void> {
  const { projectId: _projectId, ...changes } = values;
  await tx
    .insert(projectFiles)
    .values({ ...values, kind: 'bom' })
    .onConflictDoUpdate({
      target: [projectFiles.projectId, projectFiles.kind],
      set: { ...changes, updatedAt: new Date() },
    });
}

/** After a re-read of the same file: the sheet, header row and mapping it was read with. */
export async function updateBomFileLayout(
  tx: Executor,
  projectId: number,
  layout: Pick<BomFileValues, 'sheet' | 'sheets' | 'mapping' | 'headerRow'>,
): Promise<void> {
  await tx
    .update(projectFiles)
    .set({ ...layout, updatedAt: new Date() })
    .where(and(eq(projectFiles.projectId, projectId), isBom));
}

/**
 * Replaces every line of the project's BOM. The lines travel as one JSON parameter and are unpacked by
 * jsonb_to_recordset, so 20,000 lines are one statement instead of 20,000 (or a parameter list past
 * PostgreSQL's 65,535-parameter limit).
 */
export async function replaceBomLines(
  tx: Executor,
  projectId: number,
  lines: readonly BomLineRecord[],
): Promise<void> {
  await tx.delete(bomLines).where(eq(bomLines.projectId, projectId));
  if (lines.length === 0) return;
  const payload = JSON.stringify(
    lines.map((line) => ({
      line_no: line.lineNo,
      source_row: line.sourceRow,
      designators: line.designators,
      quantity: line.quantity,
      mpn: line.mpn,
      manufacturer: line.manufacturer,
      description: line.description,
      value: line.value,
      package: line.package,
      mounting_style: line.mountingStyle,
      pins: line.pins,
      dnp: line.dnp,
      customer_supplied: line.customerSupplied,
      distributor_part_numbers: line.distributorPartNumbers,
      mpn_data_id: line.mpnDataId,
      status: line.status,
      warnings: line.warnings,
    })),
  );
  await tx.execute(sql`
    insert into ${bomLines} (project_id, line_no, source_row, designators, quantity, mpn, manufacturer,
      description, value, package, mounting_style, pins, dnp, customer_supplied, distributor_part_numbers,
      mpn_data_id, status, warnings)
    select ${projectId}, line_no, source_row, designators, quantity, mpn, manufacturer, description, value,
      package, mounting_style, pins, dnp, customer_supplied, distributor_part_numbers, mpn_data_id, status,
      warnings
    from jsonb_to_recordset(${payload}::jsonb) as line(line_no int, source_row int, designators text[],
      quantity int, mpn text, manufacturer text, description text, value text, package text,
      mounting_style text, pins int, dnp boolean, customer_supplied boolean, distributor_part_numbers jsonb,
      mpn_data_id int, status text, warnings text[])`);
}

export async function updateBomLine(tx: Executor, id: number, line: BomLineRecord): Promise<void> {
  const { lineNo: _lineNo, sourceRow: _sourceRow, ...values } = line;
  await tx
    .update(bomLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bomLines.id, id));
}

/** New warnings and statuses of several lines in one statement (after an edit changed cross-line checks). */
export async function updateLineWarnings(
  tx: Executor,
  changes: readonly { id: number; warnings: string[]; status: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update ${bomLines} set warnings = change.warnings, status = change.status, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(id int, warnings text[], status text)
    where ${bomLines.id} = change.id`);
}

/** Removes the BOM's lines and file row; answers the file row that was there. */
export async function deleteBom(tx: Executor, projectId: number): Promise<BomFileRow | undefined> {
  await tx.delete(bomLines).where(eq(bomLines.projectId, projectId));
  const [file] = await tx
    .delete(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), isBom))
    .returning();
  return file;
}

/** Copies a project's BOM file row (pointing at its copied file) and lines to another project. */
export async function copyBom(
  tx: Executor,
  fromProjectId: number,
  toProjectId: number,
  storageKey: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${projectFiles} (project_id, kind, file_name, storage_key, content_type, size_bytes, sheet,
      sheets, mapping, header_row, uploaded_by)
    select ${toProjectId}, kind, file_name, ${storageKey}, content_type, size_bytes, sheet, sheets, mapping,
      header_row, uploaded_by
    from ${projectFiles} where project_id = ${fromProjectId} and kind = 'bom'`);
  await tx.execute(sql`
    insert into ${bomLines} (project_id, line_no, source_row, designators, quantity, mpn, manufacturer,
      description, value, package, mounting_style, pins, dnp, customer_supplied, distributor_part_numbers,
      mpn_data_id, status, warnings)
    select ${toProjectId}, line_no, source_row, designators, quantity, mpn, manufacturer, description, value,
      package, mounting_style, pins, dnp, customer_supplied, distributor_part_numbers, mpn_data_id, status,
      warnings
    from ${bomLines} where project_id = ${fromProjectId}`);
}
