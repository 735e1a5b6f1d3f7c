import { describe, expect, it } from 'vitest';
import { controlCharacterMessage } from './fields.ts';
import { parameterKeyParams } from './quotes/pricing-admin-api.ts';
import { searchQuery } from './search.ts';

/**
 * Free text a request carries in its query or path gets the shared control-character check, as body
 * text does: a NUL would otherwise reach PostgreSQL, which cannot hold one in text, and answer 500.
 */
const CONTROLS = ['a\u0000b', 'ab\u0001', 'ab\u001f', 'a\u007fb'];

describe('free text in queries and paths', () => {
  it.each(CONTROLS)('the search query refuses %j naming the field', (q) => {
    const result = searchQuery.safeParse({ q });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['q', controlCharacterMessage('Search')],
    ]);
  });

  it('the search query still takes ordinary text, trimmed', () => {
    expect(searchQuery.parse({ q: '  sensor ' })).toEqual({ q: 'sensor', limit: 5 });
  });

  it.each(CONTROLS)('a pricing parameter key refuses %j naming the field', (key) => {
    const result = parameterKeyParams.safeParse({ key });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['key', controlCharacterMessage('Parameter')],
    ]);
  });

  it('a pricing parameter key still takes a dotted key', () => {
    expect(parameterKeyParams.parse({ key: 'board.setup.layers2' })).toEqual({ key: 'board.setup.layers2' });
  });
});
