import { z } from 'zod';
import { text } from '../fields.ts';

/** Answers of the Gerber upload and analysis calls under /rest/project/pcb/{id}/gerbers. */

export const GERBER_LAYER_TYPES = [
  'copper',
  'soldermask',
  'silkscreen',
  'solderpaste',
  'outline',
  'drill',
  'drawing',
  'unknown',
] as const;
export type GerberLayerType = (typeof GERBER_LAYER_TYPES)[number];

export const GERBER_LAYER_SIDES = ['top', 'bottom', 'inner', 'all'] as const;
export type GerberLayerSide = (typeof GERBER_LAYER_SIDES)[number];

export const GERBER_JOB_STATUSES = ['pending', 'done', 'failed'] as const;
export type GerberJobStatus = (typeof GERBER_JOB_STATUSES)[number];

/** Limits of one upload; an archive is checked against them before anything is extracted. */
export const GERBER_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const GERBER_UPLOAD_MAX_FILES = 200;
export const GERBER_UNCOMPRESSED_MAX_BYTES = 300 * 1024 * 1024;

export const gerberLayer = z.object({
  fileName: z.string(),
  type: z.enum(GERBER_LAYER_TYPES),
  side: z.enum(GERBER_LAYER_SIDES).nullable(),
});
export type GerberLayer = z.infer<typeof gerberLayer>;

export const gerberUploadResponse = z.object({
  jobId: z.string(),
  status: z.enum(GERBER_JOB_STATUSES),
});
export type GerberUploadResponse = z.infer<typeof gerberUploadResponse>;

export const gerberAnalysis = z.object({
  status: z.enum(GERBER_JOB_STATUSES),
  /** Why the analysis failed, for a person to read. */
  error: z.string().optional(),
  /** 0–100 while pending. */
  progress: z.number().min(0).max(100).optional(),
  layers: z.array(gerberLayer),
  outline: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  copperLayers: z.number().int(),
  drill: z.object({ holes: z.number().int(), minDiameterMm: z.number() }).nullable(),
  minTraceMm: z.number().nullable(),
  /** Addresses of the rendered SVG pictures of both sides. */
  previews: z.object({ top: z.string(), bottom: z.string() }).nullable(),
  warnings: z.array(z.string()),
});
export type GerberAnalysis = z.infer<typeof gerberAnalysis>;

/** The user's correction of detected layer types: the analysis is measured again with it. */
export const gerberLayersUpdate = z.object({
  layers: z.array(gerberLayer.extend({ fileName: text('File name', { max: 1000 }) })).min(1),
});
export type GerberLayersUpdate = z.infer<typeof gerberLayersUpdate>;
