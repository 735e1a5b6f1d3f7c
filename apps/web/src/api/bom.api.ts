import {
  type BOM_EXPORT_FORMATS,
  BOM_FILE_EXTENSIONS,
  BOM_MAX_FILE_BYTES,
  type BomLine,
  type BomMapping,
  type BomResponse,
  type BomSummary,
  type bomLineUpdateRequest,
} from '@boardhouse/shared/bom/bom-api';
import type { casePackageOption } from '@boardhouse/shared/catalog/case-packages';
import { CPL_FILE_EXTENSIONS, CPL_MAX_FILE_BYTES, type CplSummary } from '@boardhouse/shared/cpl';
import type { z } from 'zod';
import { apiDownload, apiRequest, apiUpload } from './client.ts';

/** The BOM and placement-file calls of the project wizard's BOM step. */

export type { BomLine, BomMapping, BomSummary };
export type Bom = BomResponse;
export type BomLineStatus = BomLine['status'];
/** A line change as sent: designators as typed ("R1-R4, R7"); only the fields given change. */
export type BomLineChange = z.input<typeof bomLineUpdateRequest>;
export type Cpl = CplSummary;
export type CplFindings = CplSummary['findings'];
export type PackageOption = z.infer<typeof casePackageOption>;
export type ExportFormat = (typeof BOM_EXPORT_FORMATS)[number];

/** What the uploads accept (the server checks the same, and the content); file pickers want the dot. */
export const BOM_FILE_TYPES: readonly string[] = BOM_FILE_EXTENSIONS;
export const CPL_FILE_TYPES: readonly string[] = CPL_FILE_EXTENSIONS.map((extension) => `.${extension}`);
export const BOM_MAX_BYTES = BOM_MAX_FILE_BYTES;
export const CPL_MAX_BYTES = CPL_MAX_FILE_BYTES;

const key = (projectId: string) => encodeURIComponent(projectId);

export const bomApi = {
  get: (projectId: string) => apiRequest<Bom>(`rest/project/bom/${key(projectId)}`),
  upload: (projectId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
    apiUpload<Bom>(`rest/project/bomFileUpload/${key(projectId)}`, file, { onProgress, signal }),
  /** Re-reads the stored file with another worksheet and/or a corrected column mapping. */
  reread: (projectId: string, change: { sheet?: string; mapping?: Partial<BomMapping> }) =>
    apiRequest<Bom>('rest/project/sheet', { method: 'POST', body: { projectId, ...change } }),
  updateLine: (change: BomLineChange) =>
    apiRequest<{ line: BomLine; summary: BomSummary }>('rest/bom/updatesinglebomline', {
      method: 'POST',
      body: change,
    }),
  remove: (projectId: string) => apiRequest<void>(`rest/project/bom/${key(projectId)}`, { method: 'DELETE' }),
  download: (projectId: string, format: ExportFormat) =>
    apiDownload(`rest/project/bom/${key(projectId)}/export?format=${format}`, `${projectId}-bom.${format}`),
  packageOptions: () => apiRequest<PackageOption[]>('rest/case-package/getSelectData'),
};

export const cplApi = {
  get: (projectId: string) => apiRequest<Cpl>(`rest/project/cpl/${key(projectId)}`),
  upload: (projectId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
    apiUpload<Cpl>(`rest/project/cplFileUpload/${key(projectId)}`, file, { onProgress, signal }),
  remove: (projectId: string) => apiRequest<void>(`rest/project/cpl/${key(projectId)}`, { method: 'DELETE' }),
};

export const bomKeys = {
  all: ['bom'] as const,
  bom: (projectId: string) => ['bom', projectId] as const,
  cpl: (projectId: string) => ['bom', projectId, 'cpl'] as const,
  packageOptions: ['bom', 'package-options'] as const,
  manufacturerOptions: ['bom', 'manufacturer-options'] as const,
};
