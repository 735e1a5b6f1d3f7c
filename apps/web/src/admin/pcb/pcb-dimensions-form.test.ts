import { describe, expect, it } from 'vitest';
import { type DimensionDraft, dimensionProblems, toDimensions } from './pcb-dimensions-form.ts';

describe('dimensionProblems', () => {
  it('accepts ranges inside the schema limits', () => {
    const rows: DimensionDraft[] = [{ field: 'widthMm', min: 10, max: 300 }];
    expect(dimensionProblems(rows).size).toBe(0);
    expect(toDimensions(rows)).toEqual([{ field: 'widthMm', min: 10, max: 300 }]);
  });

  it('refuses a bound beyond the schema limits, an empty input and a maximum below the minimum', () => {
    const problems = dimensionProblems([
      { field: 'widthMm', min: 2, max: 300 },
      { field: 'heightMm', min: 10, max: 600 },
      { field: 'quantity', min: '', max: 10 },
      { field: 'panelX', min: 5, max: 3 },
    ]);
    expect(Object.fromEntries(problems)).toEqual({
      widthMm: 'min',
      heightMm: 'max',
      quantity: 'min',
      panelX: 'order',
    });
  });
});
