import { MOUNTING_STYLES } from '@boardhouse/shared/catalog/normalise';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { mpnData } from './catalog.ts';
import { timestamps } from './columns.ts';
import { projects } from './projects.ts';

export const BOM_LINE_STATUSES = ['matched', 'unknown', 'warning'] as const;
export const PLACEMENT_FILE_KINDS = ['bom', 'cpl'] as const;

/**
 * The uploaded BOM or pick-and-place (CPL) file of a project, at most one of each. The original file
 * stays in storage (DATA_DIR/files) so it can be re-read with another sheet or a corrected mapping.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLACEMENT_FILE_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** Path inside the storage folder (never absolute, never with `..`). */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes').notNull(),
    sheet: text('sheet'),
    sheets: text('sheets').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Canonical field → the source column heading it was read from (null when absent). */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    headerRow: integer('header_row'),
    /** CPL only: the unit its coordinates were written in (mm, mil or inch). */
    units: text('units'),
    /** CPL only: findings of the cross-check with the BOM. */
    findings: jsonb('findings').$type<unknown>(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('project_files_project_kind_idx').on(table.projectId, table.kind)],
);

/** One component line of a project's BOM, in file order. */
export const bomLines = pgTable(
  'bom_lines',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** Row of the source sheet (1-based), for messages that point at the file. */
    sourceRow: integer('source_row'),
    designators: text('designators').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Per board. */
    quantity: integer('quantity'),
    mpn: text('mpn'),
    manufacturer: text('manufacturer'),
    description: text('description'),
    value: text('value'),
    package: text('package'),
    mountingStyle: text('mounting_style', { enum: MOUNTING_STYLES }),
    /** Solder joints per part from the case package, when known. */
    pins: integer('pins'),
    dnp: boolean('dnp').notNull().default(false),
    customerSupplied: boolean('customer_supplied').notNull().default(false),
    /** Distributor part numbers read from the file (lcsc, mouser, digikey, farnell, rs). */
    distributorPartNumbers: jsonb('distributor_part_numbers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    mpnDataId: integer('mpn_data_id').references(() => mpnData.id, { onDelete: 'set null' }),
    status: text('status', { enum: BOM_LINE_STATUSES }).notNull(),
    warnings: text('warnings').array().notNull().default(sql`ARRAY[]::text[]`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('bom_lines_project_line_idx').on(table.projectId, table.lineNo),
    index('bom_lines_unknown_idx').on(table.status).where(sql`${table.status} = 'unknown'`),
  ],
);

/** Placements read from a project's CPL file. */
export const cplPlacements = pgTable(
  'cpl_placements',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    designator: text('designator').notNull(),
    /** Millimetres, whatever unit the file used. */
    xMm: text('x_mm'),
    yMm: text('y_mm'),
    rotation: text('rotation'),
    side: text('side', { enum: ['top', 'bottom'] }),
    value: text('value'),
    package: text('package'),
  },
  (table) => [index('cpl_placements_project_idx').on(table.projectId)],
);
