import { GERBER_JOB_STATUSES } from '@boardhouse/shared/pcb/gerbers';
import {
  BOARD_COLOURS,
  BOARD_TYPES,
  MATERIALS,
  PANEL_SEPARATIONS,
  PRINT_SIDES,
  SURFACE_FINISHES,
  VIA_TREATMENTS,
} from '@boardhouse/shared/pcb/pcb-spec';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { projects } from './projects.ts';

/**
 * One column per field of the shared PcbSpec (packages/shared/src/pcb/pcb-spec.ts), used by a project's
 * spec and by the administrator's defaults alike. Numbers that must be one of a list (layers, thickness,
 * copper weights, drills) are checked by the shared schema before they reach the database.
 */
function pcbSpecColumns() {
  return {
    boardType: text('board_type', { enum: BOARD_TYPES }).notNull(),
    panelX: integer('panel_x').notNull(),
    panelY: integer('panel_y').notNull(),
    railWidthMm: doublePrecision('rail_width_mm').notNull(),
    panelSeparation: text('panel_separation', { enum: PANEL_SEPARATIONS }).notNull(),
    fiducials: boolean('fiducials').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    heightMm: doublePrecision('height_mm').notNull(),
    quantity: integer('quantity').notNull(),
    layers: integer('layers').notNull(),
    material: text('material', { enum: MATERIALS }).notNull(),
    thicknessMm: doublePrecision('thickness_mm').notNull(),
    outerCopperOz: doublePrecision('outer_copper_oz').notNull(),
    innerCopperOz: doublePrecision('inner_copper_oz').notNull(),
    surfaceFinish: text('surface_finish', { enum: SURFACE_FINISHES }).notNull(),
    solderMaskColor: text('solder_mask_color', { enum: BOARD_COLOURS }).notNull(),
    solderMaskSides: text('solder_mask_sides', { enum: PRINT_SIDES }).notNull(),
    silkscreenColor: text('silkscreen_color', { enum: BOARD_COLOURS }).notNull(),
    silkscreenSides: text('silkscreen_sides', { enum: PRINT_SIDES }).notNull(),
    minTrackSpacingMil: doublePrecision('min_track_spacing_mil').notNull(),
    minDrillMm: doublePrecision('min_drill_mm').notNull(),
    viaTreatment: text('via_treatment', { enum: VIA_TREATMENTS }).notNull(),
    impedanceControl: boolean('impedance_control').notNull(),
    blindBuriedVias: boolean('blind_buried_vias').notNull(),
    castellatedHoles: boolean('castellated_holes').notNull(),
    edgePlating: boolean('edge_plating').notNull(),
    goldFingers: boolean('gold_fingers').notNull(),
    goldFingerBevel: boolean('gold_finger_bevel').notNull(),
    ulMarking: boolean('ul_marking').notNull(),
    electricalTest: boolean('electrical_test').notNull(),
    stackupId: text('stackup_id'),
    differentDesigns: integer('different_designs').notNull(),
  };
}

/** The PCB specification of a project (at most one). */
export const pcbSpecs = pgTable(
  'pcb_specs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...pcbSpecColumns(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('pcb_specs_project_idx').on(table.projectId)],
);

/**
 * The administrator's defaults (/admin/safe-pcb-default-data): one row; a spec's fields left out take
 * these values.
 */
export const pcbDefaultData = pgTable('pcb_default_data', {
  id: serial('id').primaryKey(),
  ...pcbSpecColumns(),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/**
 * Allowed range of a numeric option (/admin "PCB Dimensions"), e.g. width 5–500 mm. The shared schema
 * holds the widest limits; these rows narrow them for what the factory accepts today.
 */
export const pcbDimensions = pgTable(
  'pcb_dimensions',
  {
    id: serial('id').primaryKey(),
    /** A numeric PcbSpec field: widthMm, heightMm, quantity, panelX, panelY, railWidthMm, differentDesigns. */
    field: text('field').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('pcb_dimensions_field_idx').on(table.field)],
);

/**
 * A Gerber upload of a project and its analysis. The files and rendered previews live in storage under
 * the project's folder; the measured result is kept here so re-opening the project does not re-render.
 */
export const gerberUploads = pgTable(
  'gerber_uploads',
  {
    id: serial('id').primaryKey(),
    /** Opaque id the client polls with (also the job's id). */
    jobId: text('job_id').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GERBER_JOB_STATUSES }).notNull(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** Storage key of the folder that holds the extracted files and the previews. */
    storageKey: text('storage_key').notNull(),
    fileCount: integer('file_count').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The layer assignment the user confirmed or corrected; null until then (detection is used). */
    layerOverrides: jsonb('layer_overrides').$type<unknown>(),
    /** The GerberAnalysis answer once done (packages/shared/src/pcb/gerbers.ts). */
    result: jsonb('result').$type<unknown>(),
    /** The analysis is being run by a server process until then (one process per upload; see jobs/). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('gerber_uploads_job_idx').on(table.jobId),
    index('gerber_uploads_project_idx').on(table.projectId, table.createdAt),
  ],
);
