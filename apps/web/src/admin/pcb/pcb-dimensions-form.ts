import type { PcbDimension, PcbDimensionField } from '@boardhouse/shared/pcb/pcb-api';
import { HOUSE_PCB_DIMENSIONS } from '@boardhouse/shared/pcb/presets';

/** One row of the PCB Dimensions table while it is edited: an emptied input is ''. */
export interface DimensionDraft {
  field: PcbDimensionField;
  min: number | string;
  max: number | string;
}

/** What is wrong with a row: a bound outside the schema's limits, or a maximum below the minimum. */
export type DimensionProblem = 'min' | 'max' | 'order';

const isNumber = (value: number | string): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The rows the page must not send. The schema's limits (the house ranges) are the widest an
 * administrator may allow: a wider range would only be refused when a customer saves.
 */
export function dimensionProblems(rows: readonly DimensionDraft[]): Map<PcbDimensionField, DimensionProblem> {
  const problems = new Map<PcbDimensionField, DimensionProblem>();
  for (const row of rows) {
    const widest = HOUSE_PCB_DIMENSIONS.find((dimension) => dimension.field === row.field);
    if (!isNumber(row.min) || (widest && row.min < widest.min)) problems.set(row.field, 'min');
    else if (!isNumber(row.max) || (widest && row.max > widest.max)) problems.set(row.field, 'max');
    else if (row.max < row.min) problems.set(row.field, 'order');
  }
  return problems;
}

/** The rows as the PUT body wants them; call only when dimensionProblems found nothing. */
export function toDimensions(rows: readonly DimensionDraft[]): PcbDimension[] {
  return rows.map((row) => ({ field: row.field, min: Number(row.min), max: Number(row.max) }));
}
