import { z } from 'zod';

/** What the top-bar search can find; projects now, the others as their areas arrive. */
export const SEARCH_KINDS = ['project', 'order', 'document', 'customer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

export const searchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(100),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** One hit, the same shape for every kind, so the top bar renders them all alike. */
export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The web route that opens it (hash route, without the `#`). */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Hits grouped by kind, best first within each group; kinds without hits are left out. */
export const searchResponse = z.object({
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), results: z.array(searchResult) })),
});
export type SearchResponse = z.infer<typeof searchResponse>;
