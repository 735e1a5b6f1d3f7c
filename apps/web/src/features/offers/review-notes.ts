import type { ReviewNote } from '../../api/offers.api.ts';

/**
 * Notes that staff act on (parts to price, delivery dates to confirm for parts no distributor holds);
 * the others tell the customer something about the offer.
 */
export const PRICE_REVIEW_NOTES: ReadonlySet<string> = new Set([
  'COMPONENT_ESTIMATED',
  'COMPONENT_ON_REQUEST',
]);
export const STOCK_REVIEW_NOTES: ReadonlySet<string> = new Set(['COMPONENT_OUT_OF_STOCK']);
const STAFF_REVIEW_NOTES: ReadonlySet<string> = new Set([...PRICE_REVIEW_NOTES, ...STOCK_REVIEW_NOTES]);

/** Staff notes shown before the list is opened: a long BOM's notes would push the offers down. */
export const NOTES_SHOWN = 3;

export function splitReviewNotes(notes: readonly ReviewNote[]): {
  customer: ReviewNote[];
  staff: ReviewNote[];
} {
  return {
    customer: notes.filter((note) => !STAFF_REVIEW_NOTES.has(note.code)),
    staff: notes.filter((note) => STAFF_REVIEW_NOTES.has(note.code)),
  };
}

/** The notes on show and how many are folded away (none once the list is opened). */
export function foldNotes<T>(notes: readonly T[], isOpen: boolean): { shown: T[]; folded: number } {
  if (isOpen || notes.length <= NOTES_SHOWN) return { shown: [...notes], folded: 0 };
  return { shown: notes.slice(0, NOTES_SHOWN), folded: notes.length - NOTES_SHOWN };
}

/** A stable React key: the code and the lines a note is about. */
export const noteKey = (note: ReviewNote) =>
  `${note.code}-${(note.lineNos ?? (note.lineNo === undefined ? [] : [note.lineNo])).join('.')}`;
