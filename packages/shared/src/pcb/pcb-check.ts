import { FR4_PARAMETERS } from './materials.ts';
import { PCB_DIMENSION_FIELDS, type PcbDimension } from './pcb-api.ts';
import type { PcbField, PcbFinding, PcbSpec } from './pcb-spec.ts';
import { findStackup } from './stackups.ts';

/**
 * The manufacturing rules of a bare board, as a pure function so the web form shows the same findings
 * the server enforces. An error blocks ordering; a warning lets the order through but a member of staff
 * reviews it. Every finding has a stable code the web translates by.
 */

/** Working area of the production panel the factory laminates and drills. */
export const PRODUCTION_PANEL_MM = { width: 500, height: 500 } as const;
/** Milled gap between boards of a tab-routed panel (V-cut boards touch). */
export const TAB_ROUTING_GAP_MM = 2;
/** Board thickness ÷ smallest drill the plating line still fills reliably. */
export const MAX_DRILL_ASPECT_RATIO = 10;
/** V-cut scores both faces; a thinner board breaks while it is handled. */
export const VCUT_MIN_THICKNESS_MM = 0.6;

/** Thinnest board that still holds this many layers (0.4 mm boards are 1–2 layers only). */
const MIN_THICKNESS_FOR_LAYERS: ReadonlyArray<{ layers: number; thicknessMm: number }> = [
  { layers: 12, thicknessMm: 1.6 },
  { layers: 10, thicknessMm: 1.6 },
  { layers: 8, thicknessMm: 1.2 },
  { layers: 6, thicknessMm: 0.8 },
  { layers: 4, thicknessMm: 0.6 },
];

/** Finest track/spacing (mil) a copper weight can be etched to; lighter copper has no limit here. */
const MIN_TRACK_FOR_COPPER_OZ: ReadonlyArray<{ oz: number; mil: number }> = [
  { oz: 3, mil: 8 },
  { oz: 2, mil: 6 },
];

/** Finishes the plating line cannot apply to a material (HASL's hot dip damages PTFE laminates). */
const FINISHES_NOT_FOR_MATERIAL: Partial<Record<PcbSpec['material'], readonly PcbSpec['surfaceFinish'][]>> = {
  ALUMINIUM: ['HARD_GOLD', 'IMMERSION_SILVER', 'IMMERSION_TIN'],
  ROGERS: ['HASL', 'HASL_LEAD_FREE'],
};

const FIELD_LABELS: Record<PcbDimension['field'], { label: string; unit: string }> = {
  widthMm: { label: 'Width', unit: ' mm' },
  heightMm: { label: 'Height', unit: ' mm' },
  quantity: { label: 'Quantity', unit: '' },
  panelX: { label: 'Boards across', unit: '' },
  panelY: { label: 'Boards down', unit: '' },
  railWidthMm: { label: 'Rail width', unit: ' mm' },
  differentDesigns: { label: 'Different designs', unit: '' },
};

type Rule = (spec: PcbSpec) => PcbFinding | null;

function error(field: PcbField, code: string, message: string): PcbFinding {
  return { field, severity: 'error', code, message };
}

function warning(field: PcbField, code: string, message: string): PcbFinding {
  return { field, severity: 'warning', code, message };
}

const goldFingersNeedHardFinish: Rule = (spec) =>
  spec.goldFingers && spec.surfaceFinish !== 'ENIG' && spec.surfaceFinish !== 'HARD_GOLD'
    ? error(
        'surfaceFinish',
        'PCB.GOLD_FINGERS_NEED_HARD_FINISH',
        'Gold fingers need an ENIG or hard gold surface finish',
      )
    : null;

const bevelNeedsGoldFingers: Rule = (spec) =>
  spec.goldFingerBevel && !spec.goldFingers
    ? error('goldFingerBevel', 'PCB.BEVEL_WITHOUT_GOLD_FINGERS', 'A bevel is only made on gold fingers')
    : null;

const layersForThickness: Rule = (spec) => {
  const limit = MIN_THICKNESS_FOR_LAYERS.find((entry) => spec.layers >= entry.layers);
  if (!limit || spec.thicknessMm >= limit.thicknessMm) return null;
  return error(
    'layers',
    'PCB.TOO_MANY_LAYERS_FOR_THICKNESS',
    `A ${spec.thicknessMm} mm board holds at most ${maxLayersFor(spec.thicknessMm)} layers; ${spec.layers} layers need at least ${limit.thicknessMm} mm`,
  );
};

function maxLayersFor(thicknessMm: number): number {
  const fitting = MIN_THICKNESS_FOR_LAYERS.find((entry) => thicknessMm >= entry.thicknessMm);
  return fitting?.layers ?? 2;
}

const layersForMaterial: Rule = (spec) => {
  const material = FR4_PARAMETERS.find((entry) => entry.material === spec.material);
  if (!material || material.layerCounts.includes(spec.layers)) return null;
  return error(
    'layers',
    'PCB.LAYERS_NOT_FOR_MATERIAL',
    `${material.name} boards are made with ${material.layerCounts.join(' or ')} layers only`,
  );
};

const finishForMaterial: Rule = (spec) =>
  FINISHES_NOT_FOR_MATERIAL[spec.material]?.includes(spec.surfaceFinish)
    ? error(
        'surfaceFinish',
        'PCB.FINISH_NOT_FOR_MATERIAL',
        `${spec.surfaceFinish} is not available on ${spec.material} boards`,
      )
    : null;

const drillAspectRatio: Rule = (spec) => {
  const ratio = spec.thicknessMm / spec.minDrillMm;
  // The small tolerance keeps exact 10:1 pairs (2.0 mm / 0.2 mm) from failing on floating-point noise.
  if (ratio <= MAX_DRILL_ASPECT_RATIO + 1e-9) return null;
  const smallest = Math.ceil((spec.thicknessMm / MAX_DRILL_ASPECT_RATIO) * 100) / 100;
  return error(
    'minDrillMm',
    'PCB.DRILL_ASPECT_RATIO',
    `A ${spec.minDrillMm} mm drill in a ${spec.thicknessMm} mm board is an aspect ratio of ${ratio.toFixed(1)}:1, above ${MAX_DRILL_ASPECT_RATIO}:1; use a drill of at least ${smallest} mm`,
  );
};

/** Outer size of the panel as built: boards, the milling gaps between them and the rails around it. */
export function measurePanel(spec: PcbSpec): { widthMm: number; heightMm: number } {
  if (spec.boardType === 'single') return { widthMm: spec.widthMm, heightMm: spec.heightMm };
  const gap = spec.panelSeparation === 'tab-routing' ? TAB_ROUTING_GAP_MM : 0;
  const span = (count: number, size: number) => count * size + (count - 1) * gap + 2 * spec.railWidthMm;
  return { widthMm: span(spec.panelX, spec.widthMm), heightMm: span(spec.panelY, spec.heightMm) };
}

const panelFitsProduction: Rule = (spec) => {
  const { widthMm, heightMm } = measurePanel(spec);
  const { width, height } = PRODUCTION_PANEL_MM;
  // The factory may turn the panel by 90°.
  if ((widthMm <= width && heightMm <= height) || (heightMm <= width && widthMm <= height)) return null;
  return error(
    spec.boardType === 'panel' ? 'panelX' : 'widthMm',
    'PCB.PANEL_TOO_LARGE',
    `The panel measures ${round(widthMm)} × ${round(heightMm)} mm, larger than the ${width} × ${height} mm production panel`,
  );
};

const vcutNeedsThickness: Rule = (spec) =>
  spec.boardType === 'panel' && spec.panelSeparation === 'v-cut' && spec.thicknessMm < VCUT_MIN_THICKNESS_MM
    ? error(
        'panelSeparation',
        'PCB.VCUT_TOO_THIN',
        `V-cut needs a board of at least ${VCUT_MIN_THICKNESS_MM} mm; use tab routing`,
      )
    : null;

const heavyCopperTracks: Rule = (spec) => {
  // Inner copper only exists from 4 layers on; below that its value is ignored.
  const heaviest = Math.max(spec.outerCopperOz, spec.layers >= 4 ? spec.innerCopperOz : 0);
  const limit = MIN_TRACK_FOR_COPPER_OZ.find((entry) => heaviest >= entry.oz);
  if (!limit || spec.minTrackSpacingMil >= limit.mil) return null;
  return error(
    'minTrackSpacingMil',
    'PCB.HEAVY_COPPER_FINE_TRACKS',
    `${heaviest} oz copper needs tracks and spacing of at least ${limit.mil} mil`,
  );
};

const blindViasNeedLayers: Rule = (spec) =>
  spec.blindBuriedVias && spec.layers < 4
    ? error('blindBuriedVias', 'PCB.BLIND_VIAS_NEED_LAYERS', 'Blind and buried vias need at least 4 layers')
    : null;

const impedanceControl: Rule = (spec) => {
  if (!spec.impedanceControl) return null;
  if (spec.layers < 2) {
    return error(
      'impedanceControl',
      'PCB.IMPEDANCE_NEEDS_LAYERS',
      'Impedance control needs at least 2 layers (a reference plane)',
    );
  }
  return warning(
    'impedanceControl',
    'PCB.IMPEDANCE_REVIEW',
    'Impedance control: staff review the stack-up and track widths before production',
  );
};

const stackupMatches: Rule = (spec) => {
  if (spec.stackupId === null) return null;
  const stackup = findStackup(spec.stackupId);
  if (!stackup) return error('stackupId', 'PCB.UNKNOWN_STACKUP', `Stack-up ${spec.stackupId} does not exist`);
  if (stackup.layers === spec.layers && stackup.thicknessMm === spec.thicknessMm) return null;
  return error(
    'stackupId',
    'PCB.STACKUP_MISMATCH',
    `Stack-up ${stackup.id} is for ${stackup.layers} layers and ${stackup.thicknessMm} mm`,
  );
};

const castellatedHoles: Rule = (spec) =>
  spec.castellatedHoles
    ? warning('castellatedHoles', 'PCB.CASTELLATED_REVIEW', 'Castellated holes: staff review the board edge')
    : null;

const edgePlating: Rule = (spec) =>
  spec.edgePlating
    ? warning('edgePlating', 'PCB.EDGE_PLATING_REVIEW', 'Edge plating: staff review the board edge')
    : null;

const singleLayerVias: Rule = (spec) =>
  spec.layers === 1 && spec.viaTreatment !== 'tented'
    ? warning(
        'viaTreatment',
        'PCB.SINGLE_LAYER_VIA_TREATMENT',
        'A 1-layer board has no vias; the via treatment is ignored',
      )
    : null;

/** In the order the form shows the fields, so the first finding is the first to fix. */
const RULES: readonly Rule[] = [
  panelFitsProduction,
  vcutNeedsThickness,
  layersForMaterial,
  layersForThickness,
  stackupMatches,
  heavyCopperTracks,
  drillAspectRatio,
  goldFingersNeedHardFinish,
  finishForMaterial,
  singleLayerVias,
  impedanceControl,
  blindViasNeedLayers,
  castellatedHoles,
  edgePlating,
  bevelNeedsGoldFingers,
];

/** What the project's analysed Gerber files say, when it has any: the check compares the spec with them. */
export interface MeasuredBoard {
  /** The board outline measured in the Gerber files (null when the analysis found none). */
  outline: { widthMm: number; heightMm: number } | null;
}

/** The spec may round the measured outline (to 0.1 mm); beyond this the two describe different boards. */
export const OUTLINE_TOLERANCE_MM = 0.5;

/**
 * A size that differs from the Gerber outline is a board the files do not describe: priced and
 * panelised wrongly. A warning, not an error: staff look at it (a customer may order a deliberately
 * larger board), but "Ready to manufacture" would be untrue. The board may be entered turned by 90°.
 */
function sizeMatchesGerbers(spec: PcbSpec, measured: MeasuredBoard | null): PcbFinding | null {
  const outline = measured?.outline;
  if (!outline) return null;
  const fits = (width: number, height: number) =>
    Math.abs(spec.widthMm - width) <= OUTLINE_TOLERANCE_MM &&
    Math.abs(spec.heightMm - height) <= OUTLINE_TOLERANCE_MM;
  if (fits(outline.widthMm, outline.heightMm) || fits(outline.heightMm, outline.widthMm)) return null;
  const params = {
    specWidth: round(spec.widthMm),
    specHeight: round(spec.heightMm),
    gerberWidth: round(outline.widthMm),
    gerberHeight: round(outline.heightMm),
  };
  return {
    ...warning(
      'widthMm',
      'PCB.SIZE_DIFFERS_FROM_GERBERS',
      `The board is ${params.specWidth} × ${params.specHeight} mm in the specification but ${params.gerberWidth} × ${params.gerberHeight} mm in the Gerber files`,
    ),
    params,
  };
}

/** Findings for values outside the administrator's ranges (PCB Dimensions page). */
export function checkPcbDimensions(spec: PcbSpec, dimensions: readonly PcbDimension[]): PcbFinding[] {
  const findings: PcbFinding[] = [];
  for (const field of PCB_DIMENSION_FIELDS) {
    const range = dimensions.find((dimension) => dimension.field === field);
    const value = spec[field];
    if (!range || (value >= range.min && value <= range.max)) continue;
    const { label, unit } = FIELD_LABELS[field];
    findings.push(
      error(field, 'PCB.OUT_OF_RANGE', `${label} must be between ${range.min} and ${range.max}${unit}`),
    );
  }
  return findings;
}

/**
 * Every manufacturing finding of a spec; none means the board can be built as specified. With the
 * project's analysed Gerbers (`measured`), the spec is also compared with what the files describe.
 */
export function checkPcbSpec(
  spec: PcbSpec,
  dimensions: readonly PcbDimension[] = [],
  measured: MeasuredBoard | null = null,
): PcbFinding[] {
  const findings = checkPcbDimensions(spec, dimensions);
  const sizeFinding = sizeMatchesGerbers(spec, measured);
  if (sizeFinding) findings.push(sizeFinding);
  for (const rule of RULES) {
    const finding = rule(spec);
    if (finding) findings.push(finding);
  }
  return findings;
}

/** True when no finding blocks ordering. */
export function isPcbOrderable(findings: readonly PcbFinding[]): boolean {
  return findings.every((finding) => finding.severity !== 'error');
}

function round(mm: number): number {
  return Math.round(mm * 10) / 10;
}
