import { describe, expect, it } from 'vitest';
import { normaliseVatNumber, vatNumberProblem } from './vat-numbers.ts';

describe('an EU VAT number’s format and check digits', () => {
  it('accepts a sound number with or without its prefix, spaces and dots (EL or GR for Greece)', () => {
    expect(vatNumberProblem('DE', 'DE 136.695.976')).toBeNull();
    expect(vatNumberProblem('DE', '136695976')).toBeNull();
    expect(vatNumberProblem('NL', 'nl004495445b01')).toBeNull();
    expect(vatNumberProblem('GR', 'EL094014201')).toBeNull();
    expect(normaliseVatNumber('GR', 'GR094014201')).toBe('094014201');
    expect(normaliseVatNumber('CH', 'che-123.456.788')).toBe('CHE123456788');
  });

  it('tells a wrong format from wrong check digits, and a country VIES does not cover', () => {
    expect(vatNumberProblem('DE', '12345')).toBe('FORMAT');
    expect(vatNumberProblem('DE', 'NL136695976')).toBe('FORMAT');
    expect(vatNumberProblem('DE', '136695977')).toBe('CHECK_DIGITS');
    expect(vatNumberProblem('CH', 'CHE-123.456.788')).toBe('NOT_EU');
  });
});
