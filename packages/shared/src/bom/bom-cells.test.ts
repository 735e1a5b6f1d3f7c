import { describe, expect, it } from 'vitest';
import { expandDesignators } from './designators.ts';
import { isDnpColumnSet, isDnpMarker, isNotFittedValue } from './dnp.ts';
import { parseQuantity } from './quantity.ts';

describe('expandDesignators', () => {
  it.each([
    ['R1-R4, R7', ['R1', 'R2', 'R3', 'R4', 'R7']],
    ['U3, U4', ['U3', 'U4']],
    ['C1 C2', ['C1', 'C2']],
    ['R1;R2', ['R1', 'R2']],
    ['LED1–LED3', ['LED1', 'LED2', 'LED3']],
    ['R10 - R12', ['R10', 'R11', 'R12']],
    ['R5-7', ['R5', 'R6', 'R7']],
    ['', []],
  ])('%s', (text, expected) => {
    expect(expandDesignators(text)).toEqual(expected);
  });

  it('keeps what it cannot read as a range instead of losing it', () => {
    expect(expandDesignators('R4-R1, J1-P1, TP_GND')).toEqual(['R4-R1', 'J1-P1', 'TP_GND']);
  });

  it('counts the example of the specification as five', () => {
    expect(expandDesignators('R1-R4, R7')).toHaveLength(5);
  });
});

describe('do-not-place markers', () => {
  it.each([
    'DNP',
    'dnf',
    'NC',
    'N/F',
    'do not place',
    'Nicht bestücken',
    'ne pas monter',
    'No montar',
    'niet plaatsen',
  ])('%s in a value or comment is a marker', (text) => {
    expect(isDnpMarker(text)).toBe(true);
  });

  it('does not take a value that merely contains the letters for a marker', () => {
    for (const text of ['10k', 'NCP1117', 'DNP-free board', '100nF', 'Connector'])
      expect(isDnpMarker(text)).toBe(false);
  });

  it('reads DNP and fitted columns', () => {
    expect(isDnpColumnSet('x')).toBe(true);
    expect(isDnpColumnSet('yes')).toBe(true);
    expect(isDnpColumnSet('')).toBe(false);
    expect(isDnpColumnSet('no')).toBe(false);
    expect(isNotFittedValue('Nein')).toBe(true);
    expect(isNotFittedValue('no')).toBe(true);
    expect(isNotFittedValue('yes')).toBe(false);
  });

  it("reads a DNP column that names the line's own designators (KiCad BOM plugins)", () => {
    expect(isDnpColumnSet('JP1, JP2, JP3', ['JP1', 'JP2', 'JP3'])).toBe(true);
    expect(isDnpColumnSet('R13', ['R13'])).toBe(true);
    expect(isDnpColumnSet('R14', ['R13'])).toBe(false);
    expect(isDnpColumnSet('R13')).toBe(false);
  });
});

describe('parseQuantity', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4,0', 4],
    ['12 pcs', 12],
    ['1.000', 1000],
    ['1,000', 1000],
    ['1.000,0', 1000],
    ['1,5', null],
    ['2.5', null],
    ['-1', null],
    ['abc', null],
    [1.5, null],
  ])('%s → %s', (cell, expected) => {
    expect(parseQuantity(cell)).toBe(expected);
  });
});
