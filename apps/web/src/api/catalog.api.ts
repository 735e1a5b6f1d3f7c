import type { AdminListRequest } from '@boardhouse/shared/catalog/admin-list';
import type {
  CASE_PACKAGE_SORT_FIELDS,
  CasePackageRecord,
  casePackageInput,
} from '@boardhouse/shared/catalog/case-packages';
import type { ManufacturerRecord } from '@boardhouse/shared/catalog/manufacturers';
import type {
  MPN_DATA_SORT_FIELDS,
  MpnDataRecord,
  mpnDataInput,
  mpnImportResult,
  mpnOption,
} from '@boardhouse/shared/catalog/mpn-data';
import type {
  UNKNOWN_COMPONENT_SORT_FIELDS,
  UnknownComponent,
} from '@boardhouse/shared/catalog/unknown-components';
import type {
  WORD_MAPPING_SORT_FIELDS,
  WordMappingKind,
  WordMappingRecord,
  wordMappingInput,
} from '@boardhouse/shared/catalog/word-mappings';
import type { z } from 'zod';
import { ApiError, apiDownload, apiRequest, sendAuthorised } from './client.ts';

export interface Page<T> {
  items: T[];
  total: number;
}

export type CasePackageSortField = (typeof CASE_PACKAGE_SORT_FIELDS)[number];
export type MpnDataSortField = (typeof MPN_DATA_SORT_FIELDS)[number];
export type UnknownSortField = (typeof UNKNOWN_COMPONENT_SORT_FIELDS)[number];
export type WordMappingSortField = (typeof WORD_MAPPING_SORT_FIELDS)[number];
export type MpnOption = z.infer<typeof mpnOption>;
export type ImportResult = z.infer<typeof mpnImportResult>;
// Request bodies as sent, before the server's schema trims them and fills defaults.
export type CasePackageSave = z.input<typeof casePackageInput>;
export type MpnDataSave = z.input<typeof mpnDataInput>;
export type WordMappingSave = z.input<typeof wordMappingInput>;
export interface ManufacturerSave {
  id?: number;
  name: string;
  aliases: string[];
}
export interface ImportRowError {
  row: number;
  message: string;
}

/** A refused CSV import: the message, and one entry per file row the server could not take. */
export class CsvImportError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly rowErrors: ImportRowError[],
    fieldErrors: Record<string, string>,
  ) {
    super(status, code, message, fieldErrors);
    this.name = 'CsvImportError';
  }
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const listQuery = <F extends string>(query: AdminListRequest<F>) => ({
  search: query.search?.trim() || undefined,
  sortField: query.sortField,
  sortOrder: query.sortOrder,
  pageNumber: query.pageNumber,
  pageSize: query.pageSize,
});

/** The row problems of a refused import: an array in `error.details`, one entry per bad file row. */
async function readRowErrors(response: Response): Promise<ImportRowError[]> {
  try {
    const body = (await response.clone().json()) as { error?: { details?: unknown } };
    return Array.isArray(body.error?.details) ? (body.error.details as ImportRowError[]) : [];
  } catch {
    return [];
  }
}

/**
 * The calls of the component catalog's back office (SPEC.md section 7: case package, MPN data,
 * manufacturers, word mappings, unknown components).
 */
export const catalogApi = {
  casePackages: {
    list: (query: AdminListRequest<CasePackageSortField>) =>
      apiRequest<Page<CasePackageRecord>>(withQuery('rest/case-package', listQuery(query))),
    save: (body: CasePackageSave) =>
      apiRequest<CasePackageRecord>('rest/case-package', { method: 'POST', body }),
    remove: (id: number) => apiRequest<void>(`rest/case-package/${id}`, { method: 'DELETE' }),
  },
  mpnData: {
    list: (query: AdminListRequest<MpnDataSortField>) =>
      apiRequest<Page<MpnDataRecord>>(withQuery('rest/mpn-data', listQuery(query))),
    save: (body: MpnDataSave) => apiRequest<MpnDataRecord>('rest/mpn-data', { method: 'POST', body }),
    remove: (id: number) => apiRequest<void>(`rest/mpn-data/${id}`, { method: 'DELETE' }),
    options: (search: string, signal?: AbortSignal) =>
      apiRequest<MpnOption[]>(withQuery('rest/mpn-data/getSelectData', { search: search.trim() }), {
        signal,
      }),
    exportCsv: () => apiDownload('rest/mpn-data/export', 'mpn-data.csv'),
    /** All rows or none: a refusal names each bad row (CsvImportError.rowErrors). */
    async importCsv(file: File): Promise<ImportResult> {
      let rowErrors: ImportRowError[] = [];
      try {
        const response = await sendAuthorised('rest/mpn-data/import', async (headers) => {
          const form = new FormData();
          form.append('file', file, file.name);
          const answer = await fetch('./rest/mpn-data/import', { method: 'POST', headers, body: form });
          // ApiError keeps only field messages; the per-row list is read here, before it is thrown.
          if (answer.status === 400) rowErrors = await readRowErrors(answer);
          return answer;
        });
        return (await response.json()) as ImportResult;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          throw new CsvImportError(error.status, error.code, error.message, rowErrors, error.fieldErrors);
        }
        throw error;
      }
    },
  },
  manufacturers: {
    list: (search: string) =>
      apiRequest<ManufacturerRecord[]>(withQuery('rest/manufacturerList', { search: search.trim() })),
    save: ({ id, name, aliases }: ManufacturerSave, username: string) =>
      id === undefined
        ? apiRequest<ManufacturerRecord>(withQuery('rest/createManfList', { manfList: name }), {
            method: 'POST',
            body: { aliases },
          })
        : apiRequest<ManufacturerRecord>(
            withQuery('rest/updateManfList', { id, manfList: name, lastModifyBy: username }),
            { method: 'POST', body: { aliases } },
          ),
    remove: (id: number) => apiRequest<void>('rest/deleteManufList', { method: 'POST', body: { id } }),
  },
  wordMappings: {
    list: (kind: WordMappingKind, query: AdminListRequest<WordMappingSortField>) =>
      apiRequest<Page<WordMappingRecord>>(withQuery('rest/word-mappings', { kind, ...listQuery(query) })),
    fields: (kind: WordMappingKind) => apiRequest<string[]>(withQuery('rest/word-mappings/fields', { kind })),
    save: (body: WordMappingSave) =>
      apiRequest<WordMappingRecord>('rest/word-mappings', { method: 'POST', body }),
    remove: (id: number) => apiRequest<void>(`rest/word-mappings/${id}`, { method: 'DELETE' }),
  },
  unknownComponents: {
    list: (query: AdminListRequest<UnknownSortField>) =>
      apiRequest<Page<UnknownComponent>>(withQuery('rest/unknown-components', listQuery(query))),
    resolve: (mpn: string, mpnDataId: number) =>
      apiRequest<{ rematchedLines: number }>('rest/unknown-components/resolve', {
        method: 'POST',
        body: { mpn, mpnDataId },
      }),
  },
};

/** Query keys: one root per table, so a save invalidates exactly the lists it can change. */
export const catalogKeys = {
  all: ['catalog'] as const,
  casePackages: ['catalog', 'case-packages'] as const,
  mpnData: ['catalog', 'mpn-data'] as const,
  mpnOptions: (search: string) => ['catalog', 'mpn-data', 'options', search] as const,
  manufacturers: ['catalog', 'manufacturers'] as const,
  wordMappings: (kind: WordMappingKind) => ['catalog', 'word-mappings', kind] as const,
  wordFields: (kind: WordMappingKind) => ['catalog', 'word-mappings', kind, 'fields'] as const,
  unknown: ['catalog', 'unknown-components'] as const,
};
