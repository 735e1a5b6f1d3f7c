import type {
  ApiLogListRequest,
  ApiLogListResponse,
  ApiLogRow,
} from '@boardhouse/shared/api-logs/api-logs-api';
import { apiRequest } from './client.ts';

/** The API log (/admin/api-logs): every call the server made to an outside service. */

export type { ApiLogListRequest, ApiLogRow };

export const apiLogKeys = {
  all: ['api-logs'] as const,
  list: (request: ApiLogListRequest) => ['api-logs', 'list', request] as const,
};

/** The query string of one page: only the filters that are set. */
export function apiLogListUrl(request: ApiLogListRequest): string {
  const params = new URLSearchParams({ page: String(request.page), pageSize: String(request.pageSize) });
  for (const name of ['service', 'status', 'search', 'from', 'to'] as const) {
    const value = request[name]?.trim();
    if (value) params.set(name, value);
  }
  return `rest/admin/api-logs?${params.toString()}`;
}

export const apiLogsApi = {
  list: (request: ApiLogListRequest, signal?: AbortSignal) =>
    apiRequest<ApiLogListResponse>(apiLogListUrl(request), { signal }),
};
