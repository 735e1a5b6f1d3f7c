import { describe, expect, it } from 'vitest';
import { normaliseManufacturer, normaliseMpn, normalisePackage } from './normalise.ts';

describe('catalog normalisers', () => {
  it('meets part numbers that differ in case and spaces only', () => {
    expect(normaliseMpn(' lm358 dr ')).toBe('LM358DR');
    expect(normaliseMpn('RC0603FR-0710KL')).not.toBe(normaliseMpn('RC0603FR0710KL'));
  });

  it('meets package names written with dashes, dots or library prefixes', () => {
    expect(normalisePackage('SOT-23')).toBe('SOT23');
    expect(normalisePackage('sot_23')).toBe('SOT23');
    expect(normalisePackage('Package_TO_SOT_SMD:SOT-23')).toBe('SOT23');
  });

  it('meets manufacturer names with accents, punctuation and case', () => {
    expect(normaliseManufacturer('Würth Elektronik')).toBe('wurthelektronik');
    expect(normaliseManufacturer('STMicroelectronics, Inc.')).toBe('stmicroelectronicsinc');
  });

  it('removes every kind and run of white space, dash, dot and underscore', () => {
    expect(normaliseMpn(' lm358\t\n dr ')).toBe('LM358DR');
    expect(normalisePackage('sot - 23')).toBe('SOT23');
    expect(normalisePackage('SOIC__8..W')).toBe('SOIC8W');
  });

  it('keeps a package name without a library prefix whole', () => {
    expect(normalisePackage('QFN-32_5x5mm')).toBe('QFN325X5MM');
  });

  it('drops runs of punctuation from manufacturer names', () => {
    expect(normaliseManufacturer('Würth  --  Elektronik')).toBe('wurthelektronik');
  });
});
