import { z } from 'zod';
import { withoutControlCharacters } from './fields.ts';

/** What the top-bar search can find; customers and companies only for staff. */
export const SEARCH_KINDS = ['project', 'message', 'order', 'document', 'customer', 'company'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_MIN_LENGTH = 2;
/** Messages are searched from three letters, the trigram index's unit: two would read every message. */
export const SEARCH_MESSAGE_MIN_LENGTH = 3;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

export const SEARCH_MAX_LENGTH = 100;

const tooShort = `Type at least ${SEARCH_MIN_LENGTH} characters to search`;
const limitError = `Limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}`;

export const searchQuery = z.object({
  // A NUL reaching the database answers 500 (PostgreSQL text cannot hold one), so it is refused here.
  q: withoutControlCharacters(
    z
      .string({ error: tooShort })
      .trim()
      .min(SEARCH_MIN_LENGTH, { error: tooShort })
      .max(SEARCH_MAX_LENGTH, { error: `Search text is at most ${SEARCH_MAX_LENGTH} characters` }),
    'Search',
  ),
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(SEARCH_MAX_LIMIT, { error: limitError })
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** A message hit: the conversation it is in and the plain words around the match. */
export const searchMessageHit = z.object({
  /** The project's key (P-26-000123), as the message calls name projects. */
  projectId: z.string(),
  projectName: z.string(),
  messageId: z.number().int(),
  /** Plain text (no markup) around the match, `…` where it was cut. */
  snippet: z.string(),
  createdAt: z.string().datetime(),
});

/** A customer account hit (staff only). */
export const searchCustomerHit = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The company record's name, else the company name on the account; null when neither. */
  company: z.string().nullable(),
});

/** A company hit (staff only). */
export const searchCompanyHit = z.object({
  id: z.number().int(),
  name: z.string(),
  vatNumber: z.string().nullable(),
});

/**
 * One hit, the same shape for every kind, so the top bar renders them all alike; the kinds with more
 * to say carry it in their own field as well.
 */
export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The web route that opens it (hash route, without the `#`). */
  url: z.string(),
  message: searchMessageHit.optional(),
  customer: searchCustomerHit.optional(),
  company: searchCompanyHit.optional(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Hits grouped by kind, best first within each group (messages newest first); empty kinds are left out. */
export const searchResponse = z.object({
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), results: z.array(searchResult) })),
});
export type SearchResponse = z.infer<typeof searchResponse>;
