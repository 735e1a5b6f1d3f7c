import { z } from 'zod';
import { PROJECT_KEY_PATTERN } from './projects.ts';

/** Requests and answers of the pick-and-place (CPL, centroid) file calls. */

export const CPL_UNITS = ['mm', 'mil', 'inch'] as const;
export type CplUnit = (typeof CPL_UNITS)[number];

export const CPL_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const CPL_MAX_PLACEMENTS = 20_000;
/**
 * KiCad writes .pos (text) and .csv, Altium .csv and .txt, EasyEDA and the Eagle exporters .csv or .xlsx,
 * Eagle's mountsmd.ulp .mnt (top side) and .mnb (bottom side).
 */
export const CPL_FILE_EXTENSIONS = ['csv', 'tsv', 'txt', 'pos', 'mnt', 'mnb', 'xlsx'] as const;

const projectKey = z.string().regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' });
export const cplParams = z.object({ projectId: projectKey });
export const cplFileQuery = z.object({ projectId: projectKey });

const heading = z.string().nullable();

/** Each field → the column heading of the file it was read from, or null when the file has none. */
export const cplMapping = z.object({
  designator: heading,
  x: heading,
  y: heading,
  rotation: heading,
  side: heading,
  value: heading,
  package: heading,
});
export type CplMapping = z.infer<typeof cplMapping>;

/** The cross-check with the project's BOM, worked out on every read so it follows BOM edits. */
export const cplFindings = z.object({
  missingInCpl: z.array(z.string()).describe('Designators of placed BOM lines the CPL does not place'),
  missingInBom: z.array(z.string()).describe('CPL designators no BOM line names'),
  bottomSide: z.array(z.string()).describe('Parts placed on the bottom side'),
  dnpPlaced: z.array(z.string()).describe('Designators of do-not-place BOM lines that the CPL places'),
});
export type CplFindings = z.infer<typeof cplFindings>;

export const cplSummary = z.object({
  fileName: z.string(),
  units: z.enum(CPL_UNITS).describe('The unit the file was written in; stored coordinates are in mm'),
  mapping: cplMapping,
  placements: z.number().int(),
  topPlacements: z.number().int(),
  bottomPlacements: z.number().int(),
  sides: z.enum(['top', 'bottom', 'both']),
  findings: cplFindings,
});
export type CplSummary = z.infer<typeof cplSummary>;
