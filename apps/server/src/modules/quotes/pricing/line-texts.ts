import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';

/**
 * A price line's or review note's words as a message key (`text`, for the reader's language) and its
 * English (`label`), rendered from that same key so the two can never say different things.
 */
export function labelled(
  key: string,
  params?: Record<string, ServerTextParam>,
): {
  label: string;
  text: ServerText;
} {
  const text: ServerText = params ? { key, params } : { key };
  return { label: serverText(text, 'en'), text };
}

/** A text with its key and parameters only: for names and clauses inside another text. */
export const textOf = (key: string, params?: Record<string, ServerTextParam>): ServerText =>
  params ? { key, params } : { key };

/** "1 parcel", "3 parcels": `count.<noun>.one` or `.other`. */
export const countOf = (noun: 'parcel' | 'pallet' | 'pin', count: number): ServerText =>
  textOf(`count.${noun}.${count === 1 ? 'one' : 'other'}`, { count });
