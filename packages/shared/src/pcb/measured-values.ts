import type { GerberAnalysis, GerberLayer } from './gerbers.ts';
import {
  LAYER_COUNTS,
  type LayerCount,
  MIN_DRILLS_MM,
  type PcbSpec,
  type PrintSides,
  TRACK_SPACING_MIL,
} from './pcb-spec.ts';

/**
 * What a Gerber analysis says about the specification, as form values: the web's "Use these values"
 * and the example project both take the measured values through here.
 */

/** The fields a Gerber analysis can fill in, in the order the form shows them. */
export const MEASURED_FIELDS = [
  'widthMm',
  'heightMm',
  'layers',
  'solderMaskSides',
  'silkscreenSides',
  'minTrackSpacingMil',
  'minDrillMm',
] as const;
export type MeasuredField = (typeof MEASURED_FIELDS)[number];
export type MeasuredValues = Partial<Pick<PcbSpec, MeasuredField>>;

const MM_PER_MIL = 0.0254;
/** Measured sizes carry CAM rounding noise: 0.2999 mm is a 0.3 mm drill, 5.99 mil a 6 mil track. */
const TOLERANCE = 0.01;

/** Board outline rounded to a tenth of a millimetre, the resolution a board house quotes. */
const roundSize = (mm: number) => Math.round(mm * 10) / 10;

/** The fewest copper layers the house builds that hold the detected ones (3 detected → a 4-layer board). */
export function layersFor(copperLayers: number): LayerCount | null {
  if (copperLayers < 1) return null;
  return LAYER_COUNTS.find((count) => count >= copperLayers) ?? null;
}

/**
 * The coarsest option the design still fits, because finer rules cost more: the largest listed value
 * not above the measured one, or the finest listed value when the design is finer than all of them.
 */
function coarsestFitting<T extends number>(options: readonly T[], measured: number): T {
  const fitting = options.filter((option) => option <= measured * (1 + TOLERANCE));
  return fitting.at(-1) ?? (options[0] as T);
}

export const drillFor = (minDiameterMm: number) => coarsestFitting(MIN_DRILLS_MM, minDiameterMm);
export const trackSpacingFor = (minTraceMm: number) =>
  coarsestFitting(TRACK_SPACING_MIL, minTraceMm / MM_PER_MIL);

/**
 * The sides that have a layer of this type: a board printed on both sides needs both printed, one
 * without any silkscreen file needs none. A layer marked for every side counts for both; one whose
 * side is not known says nothing.
 */
export function sidesWith(layers: readonly GerberLayer[], type: 'silkscreen' | 'soldermask'): PrintSides {
  const sides = layers.filter((layer) => layer.type === type).map((layer) => layer.side);
  const top = sides.includes('top') || sides.includes('all');
  const bottom = sides.includes('bottom') || sides.includes('all');
  if (top && bottom) return 'both';
  if (top) return 'top';
  if (bottom) return 'bottom';
  return 'none';
}

/** What the analysis measured, as form values; fields it could not measure are left out. */
export function measuredValues(analysis: GerberAnalysis): MeasuredValues {
  const values: MeasuredValues = {};
  if (analysis.outline) {
    values.widthMm = roundSize(analysis.outline.widthMm);
    values.heightMm = roundSize(analysis.outline.heightMm);
  }
  const layers = layersFor(analysis.copperLayers);
  if (layers !== null) values.layers = layers;
  // The sides follow the files only when the upload has copper: a drill file alone says nothing.
  if (analysis.copperLayers > 0) {
    values.solderMaskSides = sidesWith(analysis.layers, 'soldermask');
    values.silkscreenSides = sidesWith(analysis.layers, 'silkscreen');
  }
  if (analysis.minTraceMm !== null && analysis.minTraceMm > 0) {
    values.minTrackSpacingMil = trackSpacingFor(analysis.minTraceMm);
  }
  if (analysis.drill && analysis.drill.minDiameterMm > 0)
    values.minDrillMm = drillFor(analysis.drill.minDiameterMm);
  return values;
}
