import { z } from 'zod';
import { pcbSpec } from './pcb-spec.ts';

/**
 * Requests and answers of the PCB calls (SPEC.md section 7, "PCB") and the back-office calls behind
 * /admin/safe-pcb-default-data and /admin/pcb-dimensions.
 */

/** GET /rest/project/pcb/{id}: the saved spec, or the administrator's defaults when none is saved yet. */
export const pcbSpecResponse = pcbSpec.extend({
  /** False until the customer saves the spec for the first time. */
  saved: z.boolean(),
});
export type PcbSpecResponse = z.infer<typeof pcbSpecResponse>;

/** Numeric fields whose allowed range an administrator narrows on the PCB Dimensions page. */
export const PCB_DIMENSION_FIELDS = [
  'widthMm',
  'heightMm',
  'quantity',
  'panelX',
  'panelY',
  'railWidthMm',
  'differentDesigns',
] as const;
export type PcbDimensionField = (typeof PCB_DIMENSION_FIELDS)[number];

export const pcbDimension = z
  .object({
    field: z.enum(PCB_DIMENSION_FIELDS, { error: 'Field is not one of the PCB dimensions' }),
    min: z.number({ error: 'Minimum is required' }),
    max: z.number({ error: 'Maximum is required' }),
  })
  .refine((range) => range.min <= range.max, {
    path: ['max'],
    error: 'Maximum must not be smaller than the minimum',
  });
export type PcbDimension = z.infer<typeof pcbDimension>;

/** GET /rest/project/getPcbDimensions: allowed ranges of the numeric fields and the choices of the others. */
export const pcbDimensionsResponse = z.object({
  dimensions: z.array(pcbDimension),
  /** Every list-valued field of PcbSpec → its allowed values, in display order. */
  options: z.record(z.string(), z.array(z.union([z.string(), z.number()]))),
});
export type PcbDimensionsResponse = z.infer<typeof pcbDimensionsResponse>;

/** PUT /rest/admin/pcb-dimensions: the whole list of ranges at once. */
export const pcbDimensionsUpdate = z.object({ dimensions: z.array(pcbDimension).min(1) });
export type PcbDimensionsUpdate = z.infer<typeof pcbDimensionsUpdate>;
