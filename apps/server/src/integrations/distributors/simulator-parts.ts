import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DISTRIBUTORS } from './port.ts';

/**
 * The fakes' catalogue in one neutral shape, from which each fake renders its provider's wire format:
 * one part, what each distributor has of it. simulator-parts.json holds the example project's parts
 * (invented prices, see its `_note`); tests build their own with `simulatorPart`.
 */
const priceBreak = z.tuple([z.number().int().positive(), z.number().positive()]);

export const simulatorOfferSchema = z.object({
  sku: z.string().min(1),
  stock: z.number().int().min(0),
  moq: z.number().int().min(1),
  multiple: z.number().int().min(1),
  leadTimeDays: z.number().int().min(0).nullable(),
  packaging: z.string().nullable(),
  /** [quantity, unit price] ascending; EUR at Mouser, USD at Arrow and Verical. */
  priceBreaks: z.array(priceBreak).min(1),
});
export type SimulatorOffer = z.infer<typeof simulatorOfferSchema>;

export const simulatorPartSchema = z.object({
  mpn: z.string().min(1),
  manufacturer: z.string(),
  description: z.string(),
  category: z.string(),
  package: z.string(),
  mountingStyle: z.enum(['SMD', 'THT']),
  pins: z.number().int().positive(),
  nearMatch: z.boolean().optional(),
  offers: z.partialRecord(z.enum(DISTRIBUTORS), simulatorOfferSchema),
});
export type SimulatorPart = z.infer<typeof simulatorPartSchema>;

const fileSchema = z.object({ _note: z.string().min(1), parts: z.array(simulatorPartSchema) });

export const SIMULATOR_PARTS_FILE = path.join(import.meta.dirname, 'simulator-parts.json');

/** The repository's simulator catalogue, checked (a broken file fails at start-up, not mid-search). */
export function loadSimulatorParts(file = SIMULATOR_PARTS_FILE): SimulatorPart[] {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${path.basename(file)} is invalid: ${parsed.error.message}`);
  return parsed.data.parts;
}

/** A part for tests: sensible defaults, any field overridable. */
export function simulatorPart(mpn: string, overrides: Partial<SimulatorPart> = {}): SimulatorPart {
  return {
    mpn,
    manufacturer: 'Test Semiconductors',
    description: `Test part ${mpn}`,
    category: 'Test',
    package: 'SOIC-8',
    mountingStyle: 'SMD',
    pins: 8,
    offers: {},
    ...overrides,
  };
}

/** One distributor's offer for tests: minimum and multiple 1, a lead time only when out of stock. */
export function simulatorOffer(
  sku: string,
  stock: number,
  priceBreaks: [number, number][],
  overrides: Partial<SimulatorOffer> = {},
): SimulatorOffer {
  return {
    sku,
    stock,
    moq: 1,
    multiple: 1,
    leadTimeDays: stock > 0 ? null : 84,
    packaging: 'Cut Tape',
    priceBreaks,
    ...overrides,
  };
}
