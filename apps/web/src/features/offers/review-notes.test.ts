import { describe, expect, it } from 'vitest';
import type { ReviewNote } from '../../api/offers.api.ts';
import { foldNotes, NOTES_SHOWN, noteKey, splitReviewNotes } from './review-notes.ts';

const note = (code: string, lineNos?: number[]): ReviewNote => ({ code, message: code, lineNos });

describe('review notes on the offers page', () => {
  it('show staff notes apart from what the customer is told', () => {
    const notes = [note('BARE_BOARD'), note('COMPONENT_ESTIMATED', [1]), note('COMPONENT_OUT_OF_STOCK', [4])];
    const { customer, staff } = splitReviewNotes(notes);
    expect(customer.map((entry) => entry.code)).toEqual(['BARE_BOARD']);
    expect(staff.map((entry) => entry.code)).toEqual(['COMPONENT_ESTIMATED', 'COMPONENT_OUT_OF_STOCK']);
  });

  it('fold a long list, open it in full, and fold it again', () => {
    const notes = Array.from({ length: NOTES_SHOWN + 4 }, (_, index) =>
      note('COMPONENT_OUT_OF_STOCK', [index]),
    );
    expect(foldNotes(notes, false)).toEqual({ shown: notes.slice(0, NOTES_SHOWN), folded: 4 });
    expect(foldNotes(notes, true)).toEqual({ shown: notes, folded: 0 });
    expect(foldNotes(notes.slice(0, NOTES_SHOWN), false)).toEqual({
      shown: notes.slice(0, NOTES_SHOWN),
      folded: 0,
    });
  });

  it('key each note by its code and lines, also the notes kept with one line', () => {
    expect(noteKey(note('COMPONENT_OUT_OF_STOCK', [4, 7]))).toBe('COMPONENT_OUT_OF_STOCK-4.7');
    expect(noteKey({ code: 'COMPONENT_ESTIMATED', message: '', lineNo: 3 })).toBe('COMPONENT_ESTIMATED-3');
  });
});
