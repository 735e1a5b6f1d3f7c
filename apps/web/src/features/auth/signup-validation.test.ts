import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { vatNumberRule } from './signup-validation.ts';

/** Echoes the key and its values, so the tests see which message the rule chose. */
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;
const check = vatNumberRule(t, 'en');

describe('the sign-up VAT number', () => {
  it('may stay empty, and passes a sound EU number typed with prefix, spaces or dots', () => {
    expect(check('', { country: null })).toBeNull();
    expect(check('DE 136.695.976', { country: 'DE' })).toBeNull();
    expect(check('el094014201', { country: 'GR' })).toBeNull();
  });

  it('names the country when the format or the check digits are wrong', () => {
    expect(check('12345', { country: 'DE' })).toBe('validation.vatNumberFormat {"country":"Germany"}');
    expect(check('DE136695977', { country: 'DE' })).toBe(
      'validation.vatNumberCheckDigits {"country":"Germany"}',
    );
  });

  it('asks for the country first, and leaves numbers outside the EU to the customer', () => {
    expect(check('DE136695976', { country: null })).toBe('validation.vatNumberNeedsCountry');
    expect(check('CHE-123.456.788', { country: 'CH' })).toBeNull();
  });
});
