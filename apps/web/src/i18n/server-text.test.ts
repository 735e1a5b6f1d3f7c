import { describe, expect, it } from 'vitest';
import { textIn } from './server-text.ts';

describe('server-written texts on the web', () => {
  const setup = { key: 'price.board.setup', params: { layers: 4 } };

  it('say a line in the reader’s language from its key', () => {
    expect(textIn('de', setup, 'Setup, 4 layers')).toBe('Einrichtung, 4 Lagen');
    expect(textIn('fr', setup, 'Setup, 4 layers')).toBe('Frais de lancement, 4 couches');
    expect(textIn('en', setup, 'Setup, 4 layers')).toBe('Setup, 4 layers');
  });

  it('fall back to the English words for a line kept without a key or a language not offered', () => {
    expect(textIn('de', undefined, 'Setup, 2 layers')).toBe('Setup, 2 layers');
    expect(textIn('nl', setup, 'Setup, 4 layers')).toBe('Setup, 4 layers');
  });

  it('write a day the server sent as YYYY-MM-DD the way the pages write days, also in a nested clause', () => {
    const inStock = { key: 'price.component.inStock', params: { date: '2026-11-29' } };
    // A component line: the part, then where its price came from (the clause holding the day).
    const line = {
      key: 'price.component.line',
      params: { part: '2026-11-29', minimum: '', multiples: '', source: inStock },
    };
    expect(textIn('en', inStock, '')).toBe(', priced from distributor stock on 29 Nov 2026');
    expect(textIn('de', inStock, '')).toBe(', Preis aus dem Distributorbestand vom 29.11.2026');
    // A part number that looks like a day is not a day.
    expect(textIn('en', line, '')).toBe('2026-11-29, priced from distributor stock on 29 Nov 2026');
  });
});
