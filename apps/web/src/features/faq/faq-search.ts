import type { FaqEntry } from '@boardhouse/shared/faq/faq-api';

/**
 * The entries whose question or answer holds every word of `query` (any case, accents ignored), so
 * "lieferzeit express" finds an entry that names both somewhere. `textOf` turns an answer's HTML into
 * its words (the page passes the DOMPurify-based one), so markup never matches.
 */
export function filterFaq(
  entries: readonly FaqEntry[],
  query: string,
  textOf: (html: string) => string,
): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question} ${textOf(entry.answer)}`);
    return words.every((word) => haystack.includes(word));
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
