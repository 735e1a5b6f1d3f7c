import type { PcbDimension } from './pcb-api.ts';
import {
  BOARD_COLOURS,
  BOARD_SIZE_MAX_MM,
  BOARD_SIZE_MIN_MM,
  BOARD_TYPES,
  DESIGNS_MAX,
  INNER_COPPER_OZ,
  LAYER_COUNTS,
  MATERIALS,
  type Material,
  MIN_DRILLS_MM,
  OUTER_COPPER_OZ,
  PANEL_BOARDS_MAX,
  PANEL_SEPARATIONS,
  PCB_QUANTITY_MAX,
  type PcbField,
  type PcbSpec,
  type PcbSpecInput,
  PRINT_SIDES,
  SURFACE_FINISHES,
  THICKNESSES_MM,
  TRACK_SPACING_MIL,
  VIA_TREATMENTS,
} from './pcb-spec.ts';

/**
 * The "local JSON presets" of SPEC.md (PCB presets, parameters, FR4 parameters, material layer
 * thickness) as typed constants, so the web form and the server's checks read the same data.
 * Names and descriptions are plain English; the web translates them by id.
 */

/**
 * What the house default and every preset set unless they say otherwise, so picking one after another leaves nothing of the
 * first behind (a stack-up, impedance control, one-sided printing).
 */
const PLAIN_BOARD = {
  outerCopperOz: 1,
  solderMaskColor: 'green',
  solderMaskSides: 'both',
  silkscreenColor: 'white',
  silkscreenSides: 'top',
  viaTreatment: 'tented',
  impedanceControl: false,
  blindBuriedVias: false,
  castellatedHoles: false,
  edgePlating: false,
  goldFingers: false,
  goldFingerBevel: false,
  stackupId: null,
} as const satisfies PcbSpecInput;

/** The house standard: what a new project starts from and what seeds pcb_default_data. */
export const HOUSE_DEFAULT_PCB_SPEC: PcbSpec = {
  ...PLAIN_BOARD,
  boardType: 'single',
  panelX: 1,
  panelY: 1,
  railWidthMm: 0,
  panelSeparation: 'v-cut',
  fiducials: false,
  widthMm: 100,
  heightMm: 100,
  quantity: 10,
  layers: 2,
  material: 'FR4',
  thicknessMm: 1.6,
  innerCopperOz: 0.5,
  surfaceFinish: 'HASL_LEAD_FREE',
  minTrackSpacingMil: 6,
  minDrillMm: 0.3,
  ulMarking: false,
  electricalTest: true,
  differentDesigns: 1,
};

export const PCB_PRESET_IDS = [
  'standard-prototype',
  'budget-single-layer',
  'four-layer-impedance',
  'aluminium-led',
  'thin-two-layer-enig',
  'six-layer-hdi',
] as const;
export type PcbPresetId = (typeof PCB_PRESET_IDS)[number];

export interface PcbPreset {
  id: PcbPresetId;
  name: string;
  description: string;
  /** Only the fields the preset sets; the rest keep the current form values (or the defaults). */
  spec: PcbSpecInput;
}

export const PCB_PRESETS: readonly PcbPreset[] = [
  {
    id: 'standard-prototype',
    name: 'Standard prototype',
    description: '2-layer FR4, 1.6 mm, 1 oz copper, lead-free HASL, green mask with white silkscreen.',
    spec: {
      ...PLAIN_BOARD,
      layers: 2,
      material: 'FR4',
      thicknessMm: 1.6,
      surfaceFinish: 'HASL_LEAD_FREE',
      minTrackSpacingMil: 6,
      minDrillMm: 0.3,
    },
  },
  {
    id: 'budget-single-layer',
    name: 'Budget single layer',
    description: '1-layer FR4, 1.6 mm, HASL with lead, generous 8/8 mil rules: the cheapest board.',
    spec: {
      ...PLAIN_BOARD,
      layers: 1,
      material: 'FR4',
      thicknessMm: 1.6,
      surfaceFinish: 'HASL',
      solderMaskSides: 'top',
      minTrackSpacingMil: 8,
      minDrillMm: 0.4,
    },
  },
  {
    id: 'four-layer-impedance',
    name: '4-layer with impedance control',
    description:
      '4-layer FR4 Tg150-160, 1.6 mm, ENIG, controlled impedance on the standard 4-layer stack-up.',
    spec: {
      ...PLAIN_BOARD,
      layers: 4,
      material: 'FR4_TG155',
      thicknessMm: 1.6,
      innerCopperOz: 0.5,
      surfaceFinish: 'ENIG',
      minTrackSpacingMil: 5,
      minDrillMm: 0.2,
      viaTreatment: 'plugged',
      impedanceControl: true,
      stackupId: '4L-1.6-std',
    },
  },
  {
    id: 'aluminium-led',
    name: 'Aluminium LED board',
    description:
      '1-layer aluminium core, 1.6 mm, lead-free HASL, white mask with black silkscreen for LED lighting.',
    spec: {
      ...PLAIN_BOARD,
      layers: 1,
      material: 'ALUMINIUM',
      thicknessMm: 1.6,
      surfaceFinish: 'HASL_LEAD_FREE',
      solderMaskColor: 'white',
      solderMaskSides: 'top',
      silkscreenColor: 'black',
      minTrackSpacingMil: 8,
      minDrillMm: 0.4,
    },
  },
  {
    id: 'thin-two-layer-enig',
    name: 'Thin 0.8 mm, ENIG',
    description: '2-layer FR4, 0.8 mm, ENIG for fine-pitch parts, green mask with white silkscreen.',
    spec: {
      ...PLAIN_BOARD,
      layers: 2,
      material: 'FR4',
      thicknessMm: 0.8,
      surfaceFinish: 'ENIG',
      minTrackSpacingMil: 5,
      minDrillMm: 0.2,
    },
  },
  {
    id: 'six-layer-hdi',
    name: '6-layer high density',
    description:
      '6-layer FR4 Tg170-180, 1.6 mm, ENIG, 4/4 mil, filled and capped vias, controlled impedance.',
    spec: {
      ...PLAIN_BOARD,
      layers: 6,
      material: 'FR4_TG170',
      thicknessMm: 1.6,
      innerCopperOz: 0.5,
      surfaceFinish: 'ENIG',
      solderMaskColor: 'black',
      minTrackSpacingMil: 4,
      minDrillMm: 0.2,
      viaTreatment: 'filled-capped',
      impedanceControl: true,
      stackupId: '6L-1.6-std',
    },
  },
];

/** Looks a preset up by id; undefined for an unknown id (e.g. one saved in an old browser). */
export function findPcbPreset(id: string): PcbPreset | undefined {
  return PCB_PRESETS.find((preset) => preset.id === id);
}

/** One layer of a stack-up preset, top to bottom. */
export interface StackupLayer {
  kind: 'copper' | 'prepreg' | 'core';
  thicknessMm: number;
}

export interface StackupPreset {
  id: string;
  layers: 4 | 6 | 8;
  thicknessMm: number;
  description: string;
  /** Thickness of every layer, top to bottom (copper, prepreg, core …); sums to about thicknessMm. */
  layersMm: readonly StackupLayer[];
}

const cu = (thicknessMm: number): StackupLayer => ({ kind: 'copper', thicknessMm });
const pp = (thicknessMm: number): StackupLayer => ({ kind: 'prepreg', thicknessMm });
const core = (thicknessMm: number): StackupLayer => ({ kind: 'core', thicknessMm });

/** Common stack-ups of the material layer-thickness presets (the value of PcbSpec.stackupId). */
export const MATERIAL_LAYER_THICKNESS: readonly StackupPreset[] = [
  {
    id: '4L-1.6-std',
    layers: 4,
    thicknessMm: 1.6,
    description: '4 layers, 1.6 mm: signal / ground / power / signal on a 1.065 mm core.',
    layersMm: [cu(0.035), pp(0.2104), cu(0.0152), core(1.065), cu(0.0152), pp(0.2104), cu(0.035)],
  },
  {
    id: '4L-1.0',
    layers: 4,
    thicknessMm: 1.0,
    description: '4 layers, 1.0 mm for thin devices.',
    layersMm: [cu(0.035), pp(0.1), cu(0.0152), core(0.7), cu(0.0152), pp(0.1), cu(0.035)],
  },
  {
    id: '6L-1.6-std',
    layers: 6,
    thicknessMm: 1.6,
    description: '6 layers, 1.6 mm: two signal pairs with ground references.',
    layersMm: [
      cu(0.035),
      pp(0.0764),
      cu(0.0152),
      core(0.4),
      cu(0.0152),
      pp(0.5),
      cu(0.0152),
      core(0.4),
      cu(0.0152),
      pp(0.0764),
      cu(0.035),
    ],
  },
  {
    id: '8L-1.6-std',
    layers: 8,
    thicknessMm: 1.6,
    description: '8 layers, 1.6 mm: four signal layers, two grounds and two power planes.',
    layersMm: [
      cu(0.035),
      pp(0.0764),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.2),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.2),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.0764),
      cu(0.035),
    ],
  },
];

export const STACKUP_IDS = MATERIAL_LAYER_THICKNESS.map((stackup) => stackup.id);

export function findStackup(id: string): StackupPreset | undefined {
  return MATERIAL_LAYER_THICKNESS.find((stackup) => stackup.id === id);
}

/** One form field: English label and help (the web translates by field name) and, for lists, the choices. */
export interface PcbParameter {
  field: PcbField;
  label: string;
  help: string;
  /** The allowed values in display order; absent for free numbers and yes/no fields. */
  options?: readonly (string | number)[];
  unit?: 'mm' | 'oz' | 'mil' | 'pcs';
  /** Form group as board houses show them. */
  group: PcbParameterGroup;
}

export const PCB_PARAMETER_GROUPS = ['basics', 'material', 'copper', 'finish', 'advanced'] as const;
export type PcbParameterGroup = (typeof PCB_PARAMETER_GROUPS)[number];

/** Every field of PcbSpec, in form order. Typed as a record so a new PcbSpec field fails to compile here. */
const PARAMETERS: { [F in PcbField]: Omit<PcbParameter, 'field'> } = {
  boardType: {
    group: 'basics',
    label: 'Board type',
    help: 'A single board, or a panel holding several copies of the board for assembly.',
    options: BOARD_TYPES,
  },
  panelX: {
    group: 'basics',
    label: 'Boards across',
    help: 'Number of boards along the X axis of the panel.',
    unit: 'pcs',
  },
  panelY: {
    group: 'basics',
    label: 'Boards down',
    help: 'Number of boards along the Y axis of the panel.',
    unit: 'pcs',
  },
  railWidthMm: {
    group: 'basics',
    label: 'Rail width',
    help: 'Break-away rails on two sides of the panel for the assembly line; 0 for none.',
    unit: 'mm',
  },
  panelSeparation: {
    group: 'basics',
    label: 'Panel separation',
    help: 'V-cut scores straight lines between boards; tab routing mills the outline and leaves small tabs.',
    options: PANEL_SEPARATIONS,
  },
  fiducials: {
    group: 'basics',
    label: 'Fiducials',
    help: 'Optical alignment marks on the panel rails for pick-and-place machines.',
  },
  widthMm: {
    group: 'basics',
    label: 'Width',
    help: 'Board width (X) in millimetres, from the board outline.',
    unit: 'mm',
  },
  heightMm: {
    group: 'basics',
    label: 'Height',
    help: 'Board height (Y) in millimetres, from the board outline.',
    unit: 'mm',
  },
  quantity: {
    group: 'basics',
    label: 'Quantity',
    help: 'Number of boards (not panels) to manufacture.',
    unit: 'pcs',
  },
  layers: {
    group: 'basics',
    label: 'Layers',
    help: 'Number of copper layers. More layers route denser designs and give solid ground planes.',
    options: LAYER_COUNTS,
  },
  material: {
    group: 'material',
    label: 'Base material',
    help: 'FR4 glass epoxy in three heat grades (Tg), aluminium core for heat spreading, or Rogers for RF.',
    options: MATERIALS,
  },
  thicknessMm: {
    group: 'material',
    label: 'Board thickness',
    help: 'Finished thickness of the board; 1.6 mm is the standard.',
    options: THICKNESSES_MM,
    unit: 'mm',
  },
  stackupId: {
    group: 'material',
    label: 'Stack-up',
    help: 'Layer build of a multilayer board; leave empty for the house standard.',
    options: STACKUP_IDS,
  },
  outerCopperOz: {
    group: 'copper',
    label: 'Outer copper',
    help: 'Copper weight on the outer layers; 1 oz is about 35 µm. Heavier copper carries more current.',
    options: OUTER_COPPER_OZ,
    unit: 'oz',
  },
  innerCopperOz: {
    group: 'copper',
    label: 'Inner copper',
    help: 'Copper weight on the inner layers (boards with 4 or more layers only).',
    options: INNER_COPPER_OZ,
    unit: 'oz',
  },
  minTrackSpacingMil: {
    group: 'copper',
    label: 'Minimum track/spacing',
    help: 'Narrowest track and gap in the design, in mil (1 mil = 0.0254 mm). Finer rules cost more.',
    options: TRACK_SPACING_MIL,
    unit: 'mil',
  },
  minDrillMm: {
    group: 'copper',
    label: 'Minimum drill',
    help: 'Smallest drilled hole. Thick boards need larger holes to plate reliably.',
    options: MIN_DRILLS_MM,
    unit: 'mm',
  },
  surfaceFinish: {
    group: 'finish',
    label: 'Surface finish',
    help: 'Coating of the exposed pads. ENIG is flat and suits fine-pitch parts; HASL is the cheapest.',
    options: SURFACE_FINISHES,
  },
  solderMaskColor: {
    group: 'finish',
    label: 'Solder mask colour',
    help: 'Colour of the protective lacquer over the copper.',
    options: BOARD_COLOURS,
  },
  solderMaskSides: {
    group: 'finish',
    label: 'Solder mask sides',
    help: 'Sides that get solder mask.',
    options: PRINT_SIDES,
  },
  silkscreenColor: {
    group: 'finish',
    label: 'Silkscreen colour',
    help: 'Colour of the printed text and component outlines.',
    options: BOARD_COLOURS,
  },
  silkscreenSides: {
    group: 'finish',
    label: 'Silkscreen sides',
    help: 'Sides that get silkscreen printing.',
    options: PRINT_SIDES,
  },
  viaTreatment: {
    group: 'advanced',
    label: 'Via treatment',
    help: 'Tented vias are covered by mask; plugged vias are filled with resin; filled and capped vias can sit in pads.',
    options: VIA_TREATMENTS,
  },
  impedanceControl: {
    group: 'advanced',
    label: 'Impedance control',
    help: 'Tracks are built and tested to a target impedance (USB, Ethernet, RF). Staff review the stack-up.',
  },
  blindBuriedVias: {
    group: 'advanced',
    label: 'Blind/buried vias',
    help: 'Vias that do not pass through the whole board; needs 4 or more layers.',
  },
  castellatedHoles: {
    group: 'advanced',
    label: 'Castellated holes',
    help: 'Plated half-holes on the board edge, for modules soldered onto another board.',
  },
  edgePlating: {
    group: 'advanced',
    label: 'Edge plating',
    help: 'Copper plated around the board edge, for shielding or grounding.',
  },
  goldFingers: {
    group: 'advanced',
    label: 'Gold fingers',
    help: 'Hard-gold edge contacts for plug-in cards; need an ENIG or hard gold finish.',
  },
  goldFingerBevel: {
    group: 'advanced',
    label: 'Gold finger bevel',
    help: 'Chamfered edge on the gold fingers so the card slides into its connector.',
  },
  ulMarking: {
    group: 'advanced',
    label: 'UL marking',
    help: 'The UL recognition mark and date code printed on the board.',
  },
  electricalTest: {
    group: 'advanced',
    label: 'Electrical test',
    help: 'Flying-probe test of every net for opens and shorts.',
  },
  differentDesigns: {
    group: 'advanced',
    label: 'Different designs',
    help: 'Number of different designs in the files (e.g. several boards in one panel).',
    unit: 'pcs',
  },
};

/** Help text and choices of every PcbSpec field, in form order. */
export const PCB_PARAMETERS: readonly PcbParameter[] = (Object.keys(PARAMETERS) as PcbField[]).map(
  (field) => ({ field, ...PARAMETERS[field] }),
);

/** Data-sheet figures of a base material grade (typical values, for help text and checks). */
export interface MaterialParameters {
  material: Material;
  name: string;
  /** Glass transition temperature, °C. */
  tgC: number | null;
  /** Decomposition temperature (5 % weight loss), °C. */
  tdC: number | null;
  /** Z-axis expansion below Tg, ppm/°C. */
  cteZBelowTgPpm: number | null;
  /** Z-axis expansion above Tg, ppm/°C. */
  cteZAboveTgPpm: number | null;
  /** Dielectric constant at 1 GHz. */
  dielectricConstant: number | null;
  /** Loss tangent at 1 GHz. */
  lossTangent: number | null;
  /** Thermal conductivity, W/m·K. */
  thermalConductivityW: number;
  /** Board layer counts the house builds in this material. */
  layerCounts: readonly number[];
  description: string;
}

/** FR4 grades and the special materials, as data (typical data-sheet values). */
export const FR4_PARAMETERS: readonly MaterialParameters[] = [
  {
    material: 'FR4',
    name: 'FR4 Tg130-140',
    tgC: 135,
    tdC: 310,
    cteZBelowTgPpm: 60,
    cteZAboveTgPpm: 300,
    dielectricConstant: 4.5,
    lossTangent: 0.02,
    thermalConductivityW: 0.3,
    layerCounts: LAYER_COUNTS,
    description: 'Standard glass epoxy for most boards and a single lead-free reflow.',
  },
  {
    material: 'FR4_TG155',
    name: 'FR4 Tg150-160',
    tgC: 155,
    tdC: 330,
    cteZBelowTgPpm: 50,
    cteZAboveTgPpm: 260,
    dielectricConstant: 4.4,
    lossTangent: 0.018,
    thermalConductivityW: 0.35,
    layerCounts: LAYER_COUNTS,
    description: 'Mid-Tg epoxy for multilayer boards and several reflow cycles.',
  },
  {
    material: 'FR4_TG170',
    name: 'FR4 Tg170-180',
    tgC: 175,
    tdC: 345,
    cteZBelowTgPpm: 45,
    cteZAboveTgPpm: 230,
    dielectricConstant: 4.3,
    lossTangent: 0.015,
    thermalConductivityW: 0.4,
    layerCounts: LAYER_COUNTS,
    description: 'High-Tg epoxy for thick multilayer boards, heavy copper and high operating temperature.',
  },
  {
    material: 'ALUMINIUM',
    name: 'Aluminium core',
    tgC: null,
    tdC: null,
    cteZBelowTgPpm: null,
    cteZAboveTgPpm: null,
    dielectricConstant: null,
    lossTangent: null,
    thermalConductivityW: 2,
    layerCounts: [1, 2],
    description: 'Metal core with a thin dielectric that moves heat away from LEDs and power parts.',
  },
  {
    material: 'ROGERS',
    name: 'Rogers 4350B',
    tgC: 280,
    tdC: 390,
    cteZBelowTgPpm: 32,
    cteZAboveTgPpm: 32,
    dielectricConstant: 3.48,
    lossTangent: 0.0037,
    thermalConductivityW: 0.69,
    layerCounts: [1, 2, 4],
    description: 'Low-loss hydrocarbon ceramic laminate for RF and microwave circuits.',
  },
];

/**
 * The ranges pcb_dimensions starts with (the admin's "PCB Dimensions" page narrows them later); the
 * same as the widest limits of the shared schema, so a fresh install refuses nothing extra.
 */
export const HOUSE_PCB_DIMENSIONS: readonly PcbDimension[] = [
  { field: 'widthMm', min: BOARD_SIZE_MIN_MM, max: BOARD_SIZE_MAX_MM },
  { field: 'heightMm', min: BOARD_SIZE_MIN_MM, max: BOARD_SIZE_MAX_MM },
  { field: 'quantity', min: 1, max: PCB_QUANTITY_MAX },
  { field: 'panelX', min: 1, max: PANEL_BOARDS_MAX },
  { field: 'panelY', min: 1, max: PANEL_BOARDS_MAX },
  { field: 'railWidthMm', min: 0, max: 20 },
  { field: 'differentDesigns', min: 1, max: DESIGNS_MAX },
];
