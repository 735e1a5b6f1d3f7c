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
});
