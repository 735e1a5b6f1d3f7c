import { describe, expect, it } from 'vitest';
import { normaliseVatNumber, printedVatNumber, vatNumberProblem, viesQueryOf } from './vat-numbers.ts';

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

  // Goods to Northern Ireland follow EU VAT rules: its XI numbers are in VIES, though the country is GB.
  it('takes a UK customer’s Northern Ireland (XI) number as one VIES checks, keeping its prefix', () => {
    expect(vatNumberProblem('GB', 'XI 123 4567 82')).toBeNull();
    expect(vatNumberProblem('XI', '123456782')).toBeNull();
    expect(vatNumberProblem('GB', 'XI123456783')).toBe('CHECK_DIGITS');
    expect(vatNumberProblem('GB', 'GB123456782')).toBe('NOT_EU');
    expect(normaliseVatNumber('GB', 'xi 123.4567-82')).toBe('XI123456782');
    expect(normaliseVatNumber('XI', 'XI123456782')).toBe('123456782');
    expect(viesQueryOf('GB', 'XI123456782')).toEqual({ countryCode: 'XI', vatNumber: '123456782' });
    expect(viesQueryOf('GR', 'EL094014201')).toEqual({ countryCode: 'EL', vatNumber: '094014201' });
    expect(viesQueryOf('CH', 'CHE123456788')).toBeNull();
    expect(printedVatNumber('GB', 'xi123456782')).toBe('XI123456782');
  });
});
