import type { SearchResponse } from '@boardhouse/shared/search';
import { apiRequest } from './client.ts';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
};

/** The top bar's search (GET /rest/search), grouped by kind. */
export const searchApi = {
  search: (q: string) => apiRequest<SearchResponse>(`rest/search?q=${encodeURIComponent(q)}`),
};
