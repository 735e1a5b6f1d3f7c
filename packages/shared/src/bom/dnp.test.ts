import { describe, expect, it } from 'vitest';
import { isDnpColumnSet, isDnpMarker, isNotFittedValue } from './dnp.ts';

describe('do-not-place markers: edges of the rule', () => {
  it('compares without accents and folds runs of spaces', () => {
    expect(isDnpMarker('Nicht bestücken')).toBe(true);
    expect(isDnpMarker('NON MONTÉ')).toBe(true);
    expect(isDnpMarker('do   not\tplace')).toBe(true);
    expect(isDnpMarker('  DNP  ')).toBe(true);
    expect(isNotFittedValue('Nicht  bestückt')).toBe(true);
  });

  it('answers false for an empty or missing cell', () => {
    expect(isDnpMarker('')).toBe(false);
    expect(isDnpMarker(null)).toBe(false);
    expect(isNotFittedValue('')).toBe(false);
    expect(isNotFittedValue(undefined)).toBe(false);
    expect(isDnpColumnSet('', ['R1'])).toBe(false);
    expect(isDnpColumnSet(null)).toBe(false);
  });

  it.each(['yes', 'Y', 'x', '1', 'TRUE', 'ja', 'oui', 'sí'])('reads "%s" in a DNP column as set', (cell) => {
    expect(isDnpColumnSet(cell)).toBe(true);
  });

  it('reads other words in a DNP column as not set, with or without designators to compare', () => {
    expect(isDnpColumnSet('maybe')).toBe(false);
    expect(isDnpColumnSet('R1')).toBe(false);
    expect(isDnpColumnSet('no', ['R1'])).toBe(false);
  });

  it('counts a DNP cell naming any one of the line designators, in any case', () => {
    expect(isDnpColumnSet('r2', ['R1', 'R2', 'R3'])).toBe(true);
    expect(isDnpColumnSet('R2, R9', ['R1', 'R2'])).toBe(true);
    expect(isDnpColumnSet('R9', ['R1', 'R2'])).toBe(false);
  });
});
