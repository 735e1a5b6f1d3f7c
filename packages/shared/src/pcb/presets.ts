import type { PcbDimension } from './pcb-api.ts';
import {
  BOARD_SIZE_MAX_MM,
  BOARD_SIZE_MIN_MM,
  DESIGNS_MAX,
  PANEL_BOARDS_MAX,
  PCB_QUANTITY_MAX,
  type PcbSpec,
  type PcbSpecInput,
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
