import { z } from 'zod';
import { text } from '../fields.ts';

/**
 * The bare board a project orders: every option a board house offers, as typed fields. Server and web
 * validate with these schemas; the database stores one column per field (apps/server/src/db/schema/pcb.ts).
 */

export const BOARD_TYPES = ['single', 'panel'] as const;
export const PANEL_SEPARATIONS = ['v-cut', 'tab-routing'] as const;
export const LAYER_COUNTS = [1, 2, 4, 6, 8, 10, 12] as const;
/** `FR4` is Tg130-140. */
export const MATERIALS = ['FR4', 'FR4_TG155', 'FR4_TG170', 'ALUMINIUM', 'ROGERS'] as const;
export const THICKNESSES_MM = [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4] as const;
export const OUTER_COPPER_OZ = [1, 2, 3] as const;
export const INNER_COPPER_OZ = [0.5, 1, 2] as const;
export const SURFACE_FINISHES = [
  'HASL',
  'HASL_LEAD_FREE',
  'ENIG',
  'OSP',
  'IMMERSION_SILVER',
  'IMMERSION_TIN',
  'HARD_GOLD',
] as const;
export const BOARD_COLOURS = [
  'green',
  'red',
  'yellow',
  'blue',
  'white',
  'black',
  'matte-black',
  'matte-green',
  'none',
] as const;
export const PRINT_SIDES = ['both', 'top', 'bottom', 'none'] as const;
/** Smallest track width = smallest spacing, in mil: 3/3 … 8/8. */
export const TRACK_SPACING_MIL = [3, 4, 5, 6, 8] as const;
export const MIN_DRILLS_MM = [0.15, 0.2, 0.25, 0.3, 0.4] as const;
export const VIA_TREATMENTS = ['tented', 'plugged', 'filled-capped'] as const;

export type BoardType = (typeof BOARD_TYPES)[number];
export type PanelSeparation = (typeof PANEL_SEPARATIONS)[number];
export type LayerCount = (typeof LAYER_COUNTS)[number];
export type Material = (typeof MATERIALS)[number];
export type SurfaceFinish = (typeof SURFACE_FINISHES)[number];
export type BoardColour = (typeof BOARD_COLOURS)[number];
export type PrintSides = (typeof PRINT_SIDES)[number];
export type ViaTreatment = (typeof VIA_TREATMENTS)[number];

export const BOARD_SIZE_MIN_MM = 5;
export const BOARD_SIZE_MAX_MM = 500;
export const PCB_QUANTITY_MAX = 100_000;
export const PANEL_BOARDS_MAX = 20;
export const DESIGNS_MAX = 20;

/** A number that must be one of a fixed list, with a message naming the field and the choices. */
function oneOf<const T extends readonly [number, ...number[]]>(label: string, values: T, unit = '') {
  const allowed = values.map((value) => `${value}${unit}`).join(', ');
  return z.literal(values, { error: `${label} must be one of ${allowed}` });
}

function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });
}

function whole(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} is required` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} minimum is ${min}` })
    .max(max, { error: `${label} maximum is ${max}` });
}

function millimetres(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} is required` })
    .min(min, { error: `${label} minimum is ${min} mm` })
    .max(max, { error: `${label} maximum is ${max} mm` });
}

/** Every field of a PCB specification; the stored spec always has all of them. */
export const pcbSpec = z.object({
  boardType: choice('Board type', BOARD_TYPES),
  /** Boards along X and Y in a panel; 1 × 1 for a single board. */
  panelX: whole('Boards across', 1, PANEL_BOARDS_MAX),
  panelY: whole('Boards down', 1, PANEL_BOARDS_MAX),
  /** Break-away rails of a panel, 0 for none. */
  railWidthMm: millimetres('Rail width', 0, 20),
  panelSeparation: choice('Panel separation', PANEL_SEPARATIONS),
  fiducials: z.boolean(),
  widthMm: millimetres('Width', BOARD_SIZE_MIN_MM, BOARD_SIZE_MAX_MM),
  heightMm: millimetres('Height', BOARD_SIZE_MIN_MM, BOARD_SIZE_MAX_MM),
  quantity: whole('Quantity', 1, PCB_QUANTITY_MAX),
  layers: oneOf('Layers', LAYER_COUNTS),
  material: choice('Material', MATERIALS),
  thicknessMm: oneOf('Board thickness', THICKNESSES_MM, ' mm'),
  outerCopperOz: oneOf('Outer copper', OUTER_COPPER_OZ, ' oz'),
  /** Only boards with 4 or more layers have inner copper; ignored below that. */
  innerCopperOz: oneOf('Inner copper', INNER_COPPER_OZ, ' oz'),
  surfaceFinish: choice('Surface finish', SURFACE_FINISHES),
  solderMaskColor: choice('Solder mask colour', BOARD_COLOURS),
  solderMaskSides: choice('Solder mask sides', PRINT_SIDES),
  silkscreenColor: choice('Silkscreen colour', BOARD_COLOURS),
  silkscreenSides: choice('Silkscreen sides', PRINT_SIDES),
  minTrackSpacingMil: oneOf('Minimum track/spacing', TRACK_SPACING_MIL, ' mil'),
  minDrillMm: oneOf('Minimum drill', MIN_DRILLS_MM, ' mm'),
  viaTreatment: choice('Via treatment', VIA_TREATMENTS),
  impedanceControl: z.boolean(),
  blindBuriedVias: z.boolean(),
  castellatedHoles: z.boolean(),
  edgePlating: z.boolean(),
  goldFingers: z.boolean(),
  /** Bevelled edge on the gold fingers (only with gold fingers). */
  goldFingerBevel: z.boolean(),
  ulMarking: z.boolean(),
  electricalTest: z.boolean(),
  /** Id of a layer-stack preset (material layer thickness presets) or null for the house standard. */
  stackupId: text('Stackup', { max: 60 }).nullable(),
  differentDesigns: whole('Different designs', 1, DESIGNS_MAX),
});
export type PcbSpec = z.infer<typeof pcbSpec>;
export type PcbField = keyof PcbSpec;

/** What a client sends: any subset; fields left out take the administrator's defaults. */
export const pcbSpecInput = pcbSpec.partial();
export type PcbSpecInput = z.infer<typeof pcbSpecInput>;

export const PCB_CHECK_SEVERITIES = ['error', 'warning'] as const;
export type PcbCheckSeverity = (typeof PCB_CHECK_SEVERITIES)[number];

/** One manufacturing-rule finding: an error blocks ordering, a warning needs a review by staff. */
export const pcbFinding = z.object({
  field: z.string(),
  severity: z.enum(PCB_CHECK_SEVERITIES),
  code: z.string(),
  message: z.string(),
  /** Values the message names, for the translation of `code` to name them too. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PcbFinding = z.infer<typeof pcbFinding>;

export const pcbCheckResponse = z.object({ ok: z.boolean(), findings: z.array(pcbFinding) });
export type PcbCheckResponse = z.infer<typeof pcbCheckResponse>;
