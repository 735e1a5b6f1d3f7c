import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';

/**
 * A note the server writes on an order (order-note-texts.ts): the key and parameters, so each reader
 * sees it in their language, and its English words for the plain `note` column that clients without
 * keys, older rows and the English back-office tools read. Both come from the one catalogue, so they
 * never say different things.
 */
export interface WrittenNote {
  note: string;
  noteText: ServerText;
}

export function writeNote(key: string, params?: Record<string, ServerTextParam>): WrittenNote {
  const noteText: ServerText = params ? { key, params } : { key };
  return { note: serverText(noteText, 'en'), noteText };
}

/** The same for an order's flag (the `flag_note` columns). */
export function writeFlag(
  key: string,
  params?: Record<string, ServerTextParam>,
): { flagNote: string; flagNoteText: ServerText } {
  const { note, noteText } = writeNote(key, params);
  return { flagNote: note, flagNoteText: noteText };
}

/** A flag lifted: both columns cleared together. */
export const NO_FLAG = { flagged: false, flagNote: null, flagNoteText: null } as const;

/** An amount in cents, written in the reader's money format. */
export const money = (cents: number) => ({ cents });
