import {
  GERBER_UPLOAD_MAX_BYTES,
  GERBER_UPLOAD_MAX_FILES,
  type GerberAnalysis,
  type GerberLayer,
  type GerberUploadResponse,
} from '@boardhouse/shared/pcb/gerbers';
import type { PcbDimension, PcbDimensionsResponse, PcbSpecResponse } from '@boardhouse/shared/pcb/pcb-api';
import type { BoardColour, PcbCheckResponse, PcbSpec, PcbSpecInput } from '@boardhouse/shared/pcb/pcb-spec';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUpload, sendAuthorised } from './client.ts';

/** The PCB calls of the wizard's PCB step (SPEC.md section 7, "PCB"), the Gerber calls and the two admin pages. */

export type { GerberAnalysis, GerberLayer, PcbDimension, PcbDimensionsResponse, PcbSpec, PcbSpecResponse };

/** What the Gerber upload accepts: one archive or the loose files of a CAM export. */
export const GERBER_FILE_TYPES: readonly string[] = [
  '.zip',
  '.gbr',
  '.ger',
  '.gtl',
  '.gbl',
  '.gts',
  '.gbs',
  '.gto',
  '.gbo',
  '.gtp',
  '.gbp',
  '.gko',
  '.gm1',
  '.gml',
  '.g1',
  '.g2',
  '.g3',
  '.g4',
  '.gp1',
  '.gp2',
  '.drl',
  '.xln',
  '.txt',
  '.art',
  '.pho',
  '.cmp',
  '.sol',
];
export const GERBER_MAX_BYTES = GERBER_UPLOAD_MAX_BYTES;
export const GERBER_MAX_FILES = GERBER_UPLOAD_MAX_FILES;

/** Poll the analysis this often while the server still works on it. */
export const GERBER_POLL_MS = 1000;

const key = (projectId: string) => encodeURIComponent(projectId);

export const pcbApi = {
  /** The administrator's defaults (Pcb Default Data): what "Reset to defaults" goes back to. */
  defaults: () => apiRequest<PcbSpec>('rest/getSafePcbData'),
  dimensions: () => apiRequest<PcbDimensionsResponse>('rest/project/getPcbDimensions'),
  get: (projectId: string) => apiRequest<PcbSpecResponse>(`rest/project/pcb/${key(projectId)}`),
  save: (projectId: string, spec: PcbSpecInput) =>
    apiRequest<PcbSpecResponse>(`rest/project/pcb/${key(projectId)}`, { method: 'POST', body: spec }),
  /** The server's verdict on a spec not saved yet: the authority over the form's own instant check. */
  check: (projectId: string, spec: PcbSpecInput, signal?: AbortSignal) =>
    apiRequest<PcbCheckResponse>(`rest/project/pcb-check/${key(projectId)}`, {
      method: 'POST',
      body: spec,
      signal,
    }),
  saveDefaults: (spec: PcbSpec) =>
    apiRequest<PcbSpec>('rest/admin/pcb-default-data', { method: 'PUT', body: spec }),
  saveDimensions: (dimensions: PcbDimension[]) =>
    apiRequest<PcbDimensionsResponse>('rest/admin/pcb-dimensions', { method: 'PUT', body: { dimensions } }),
};

export const gerberApi = {
  /** The latest upload's analysis, or null when no Gerbers were uploaded (the server answers 404). */
  async get(projectId: string): Promise<GerberAnalysis | null> {
    try {
      return await apiRequest<GerberAnalysis>(`rest/project/pcb/${key(projectId)}/gerbers`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  upload: (
    projectId: string,
    files: readonly File[],
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ) =>
    apiUpload<GerberUploadResponse>(`rest/project/pcb/${key(projectId)}/gerbers`, files, {
      onProgress,
      signal,
    }),
  updateLayers: (projectId: string, layers: GerberLayer[]) =>
    apiRequest<GerberAnalysis>(`rest/project/pcb/${key(projectId)}/gerbers/layers`, {
      method: 'PUT',
      body: { layers },
    }),
  /**
   * The SVG text of one side's picture in the chosen colours. Fetched rather than linked because an
   * <img src> cannot carry the bearer token.
   */
  async preview(url: string, colours: { mask: BoardColour; silk: BoardColour }, signal?: AbortSignal) {
    const separator = url.includes('?') ? '&' : '?';
    const path = `${url}${separator}mask=${encodeURIComponent(colours.mask)}&silk=${encodeURIComponent(colours.silk)}`;
    const response = await sendAuthorised(path, (headers) =>
      fetch(`./${path.replace(/^\//, '')}`, { headers: { ...headers, Accept: 'image/svg+xml' }, signal }),
    );
    return response.text();
  },
};

export const pcbKeys = {
  all: ['pcb'] as const,
  defaults: ['pcb', 'defaults'] as const,
  dimensions: ['pcb', 'dimensions'] as const,
  spec: (projectId: string) => ['pcb', projectId, 'spec'] as const,
  check: (projectId: string, spec: PcbSpec) => ['pcb', projectId, 'check', spec] as const,
  gerbers: (projectId: string) => ['pcb', projectId, 'gerbers'] as const,
  /** Every Gerber picture: a new upload or corrected layers make them all out of date. */
  previews: ['pcb', 'preview'] as const,
  preview: (url: string, mask: BoardColour, silk: BoardColour) =>
    ['pcb', 'preview', url, mask, silk] as const,
};

/** The ranges and choices change only when an administrator edits them: keep them for the session. */
export const pcbDimensionsQuery = () =>
  queryOptions({ queryKey: pcbKeys.dimensions, queryFn: pcbApi.dimensions, staleTime: 5 * 60_000 });

export const pcbDefaultsQuery = () => queryOptions({ queryKey: pcbKeys.defaults, queryFn: pcbApi.defaults });

/** The Gerber analysis, asked again every second while the server reports it pending. */
export const gerberAnalysisQuery = (projectId: string) =>
  queryOptions({
    queryKey: pcbKeys.gerbers(projectId),
    queryFn: () => gerberApi.get(projectId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? GERBER_POLL_MS : false),
  });

/** One side's preview picture as SVG text; kept for a while so switching sides or colours back is instant. */
export const gerberPreviewQuery = (url: string, mask: BoardColour, silk: BoardColour) =>
  queryOptions({
    queryKey: pcbKeys.preview(url, mask, silk),
    queryFn: ({ signal }) => gerberApi.preview(url, { mask, silk }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
