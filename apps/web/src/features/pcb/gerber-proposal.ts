import type { GerberAnalysis } from '@boardhouse/shared/pcb/gerbers';
import {
  LAYER_COUNTS,
  type LayerCount,
  MIN_DRILLS_MM,
  type PcbSpec,
  TRACK_SPACING_MIL,
} from '@boardhouse/shared/pcb/pcb-spec';

/** The fields a Gerber analysis can fill in, in the order the form shows them. */
export const PROPOSED_FIELDS = ['widthMm', 'heightMm', 'layers', 'minTrackSpacingMil', 'minDrillMm'] as const;
export type ProposedField = (typeof PROPOSED_FIELDS)[number];

export interface ProposedChange<F extends ProposedField = ProposedField> {
  field: F;
  from: PcbSpec[F];
  to: PcbSpec[F];
}

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

/** What the analysis measured, as form values; fields it could not measure are left out. */
export function measuredValues(analysis: GerberAnalysis): Partial<Pick<PcbSpec, ProposedField>> {
  const values: Partial<Pick<PcbSpec, ProposedField>> = {};
  if (analysis.outline) {
    values.widthMm = roundSize(analysis.outline.widthMm);
    values.heightMm = roundSize(analysis.outline.heightMm);
  }
  const layers = layersFor(analysis.copperLayers);
  if (layers !== null) values.layers = layers;
  if (analysis.minTraceMm !== null && analysis.minTraceMm > 0) {
    values.minTrackSpacingMil = trackSpacingFor(analysis.minTraceMm);
  }
  if (analysis.drill && analysis.drill.minDiameterMm > 0)
    values.minDrillMm = drillFor(analysis.drill.minDiameterMm);
  return values;
}

/** The changes "Use these values" would make to the form: only the fields whose value differs. */
export function proposeChanges(analysis: GerberAnalysis, spec: PcbSpec): ProposedChange[] {
  if (analysis.status !== 'done') return [];
  const values = measuredValues(analysis);
  const changes: ProposedChange[] = [];
  for (const field of PROPOSED_FIELDS) {
    const to = values[field];
    if (to !== undefined && to !== spec[field])
      changes.push({ field, from: spec[field], to } as ProposedChange);
  }
  return changes;
}

export function applyChanges(spec: PcbSpec, changes: readonly ProposedChange[]): PcbSpec {
  return { ...spec, ...Object.fromEntries(changes.map((change) => [change.field, change.to])) };
}
