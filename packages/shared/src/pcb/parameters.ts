import {
  BOARD_COLOURS,
  BOARD_TYPES,
  INNER_COPPER_OZ,
  LAYER_COUNTS,
  MATERIALS,
  MIN_DRILLS_MM,
  OUTER_COPPER_OZ,
  PANEL_SEPARATIONS,
  type PcbField,
  PRINT_SIDES,
  SURFACE_FINISHES,
  THICKNESSES_MM,
  TRACK_SPACING_MIL,
  VIA_TREATMENTS,
} from './pcb-spec.ts';
import { STACKUP_IDS } from './stackups.ts';

/** The PCB parameters of SPEC.md: label, help and choices of every form field, shared by web and server. */

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
