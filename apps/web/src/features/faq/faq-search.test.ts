import type { FaqEntry } from '@boardhouse/shared/faq/faq-api';
import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-search.ts';

const entry = (id: number, question: string, answer: string): FaqEntry => ({
  id,
  language: 'de',
  topic: 'payment',
  question,
  answer,
  position: id,
});
const ENTRIES = [
  entry(1, 'Wie kann ich bezahlen?', '<p>Per <strong>Überweisung</strong> oder Karte.</p>'),
  entry(2, 'Wann erhalte ich meine Rechnung?', '<p>Nach der Zahlung, als PDF.</p>'),
];
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');
const ids = (query: string) => filterFaq(ENTRIES, query, stripTags).map((found) => found.id);

describe('filterFaq', () => {
  it('keeps every entry for an empty search', () => {
    expect(ids('   ')).toEqual([1, 2]);
  });

  it('needs every word, in the question or the answer, in any case and without accents', () => {
    expect(ids('UEBERWEISUNG')).toEqual([]);
    expect(ids('uberweisung karte')).toEqual([1]);
    expect(ids('rechnung pdf')).toEqual([2]);
    expect(ids('rechnung karte')).toEqual([]);
  });

  it('does not match the markup of an answer', () => {
    expect(ids('strong')).toEqual([]);
  });
});
