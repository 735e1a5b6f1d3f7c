import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, readColumnChoice } from './column-choice.ts';

describe('the remembered column choice', () => {
  it('keeps the known columns in table order', () => {
    expect(readColumnChoice(['total', 'project', 'payment'])).toEqual(['project', 'total', 'payment']);
  });

  it('drops what it does not know and may be empty (only the order key is shown)', () => {
    expect(readColumnChoice(['price', 'customer', 7])).toEqual(['customer']);
    expect(readColumnChoice([])).toEqual([]);
  });

  it('falls back to the default for anything that is not a list', () => {
    for (const stored of [null, undefined, 'project', { project: true }]) {
      expect(readColumnChoice(stored)).toEqual(DEFAULT_COLUMNS);
    }
  });
});
