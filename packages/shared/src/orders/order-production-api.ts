import { z } from 'zod';
import { MOUNTING_STYLES } from '../catalog/normalise.ts';

/**
 * What production works from, on the staff order page: the board as ordered (with staff changes to
 * its build-up), the Gerber upload it was priced from, the BOM lines with where their purchasing
 * stands, and the placement file.
 */

/**
 * Where a BOM line's parts stand for purchasing, judged against the catalog today:
 * NOT_PLACED (do not place), CUSTOMER_SUPPLIED, IN_STOCK (the distributor stock covers what the order
 * needs), SHORT (it does not), ON_REQUEST (no price known: staff must quote it), UNKNOWN (no catalog record).
 */
export const PURCHASING_STATES = [
  'NOT_PLACED',
  'CUSTOMER_SUPPLIED',
  'IN_STOCK',
  'SHORT',
  'ON_REQUEST',
  'UNKNOWN',
] as const;
export type PurchasingState = (typeof PURCHASING_STATES)[number];

export const productionBomLine = z.object({
  lineNo: z.number().int(),
  designators: z.array(z.string()),
  quantityPerBoard: z.number().int(),
  partsNeeded: z.number().int().describe('Per board × boards ordered (0 when not placed or supplied)'),
  mpn: z.string().nullable(),
  manufacturer: z.string().nullable(),
  description: z.string().nullable(),
  value: z.string().nullable(),
  package: z.string().nullable(),
  mountingStyle: z.enum(MOUNTING_STYLES).nullable(),
  mpnDataId: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  purchasing: z.enum(PURCHASING_STATES),
});
export type ProductionBomLine = z.infer<typeof productionBomLine>;

export const orderProduction = z.object({
  pcbSpec: z.record(z.string(), z.unknown()).nullable().describe('The PCB spec as ordered'),
  gerbers: z.object({ jobId: z.string(), fileCount: z.number().int(), status: z.string() }).nullable(),
  bomLines: z.array(productionBomLine),
  placements: z.object({ fileName: z.string().nullable(), count: z.number().int() }).nullable(),
});
export type OrderProduction = z.infer<typeof orderProduction>;
