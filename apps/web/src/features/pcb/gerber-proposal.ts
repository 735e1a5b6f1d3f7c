import type { GerberAnalysis } from '@boardhouse/shared/pcb/gerbers';
import { MEASURED_FIELDS, type MeasuredField, measuredValues } from '@boardhouse/shared/pcb/measured-values';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';

export {
  drillFor,
  layersFor,
  measuredValues,
  sidesWith,
  trackSpacingFor,
} from '@boardhouse/shared/pcb/measured-values';

/** The fields a Gerber analysis can fill in (shared with the server's example project). */
export const PROPOSED_FIELDS = MEASURED_FIELDS;
export type ProposedField = MeasuredField;

export interface ProposedChange<F extends ProposedField = ProposedField> {
  field: F;
  from: PcbSpec[F];
  to: PcbSpec[F];
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
