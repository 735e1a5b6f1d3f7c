import { describe, expect, it } from 'vitest';
import { normaliseHeading } from '../bom/columns.ts';
import { DEFAULT_CASE_PACKAGES } from './case-package-defaults.ts';
import { CPL_FIELDS, DEFAULT_CPL_SYNONYMS } from './cpl-columns.ts';
import { DEFAULT_MANUFACTURERS } from './manufacturer-defaults.ts';
import { normaliseManufacturer, normalisePackage } from './normalise.ts';

const repeats = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);

describe('default case packages', () => {
  it('has at least 200 packages, each name distinct once normalised', () => {
    expect(DEFAULT_CASE_PACKAGES.length).toBeGreaterThanOrEqual(200);
    expect(repeats(DEFAULT_CASE_PACKAGES.map((entry) => normalisePackage(entry.name)))).toEqual([]);
  });

  it('generates the families over their usual lead counts', () => {
    const byName = new Map(DEFAULT_CASE_PACKAGES.map((entry) => [entry.name, entry]));
    expect(byName.get('R_0805_2012Metric')).toMatchObject({ mountingStyle: 'SMD', pins: 2 });
    expect(byName.get('C_2512_6332Metric')).toMatchObject({ mountingStyle: 'SMD', pins: 2 });
    expect(byName.get('SOIC-16')).toMatchObject({ mountingStyle: 'SMD', pins: 16 });
    expect(byName.get('LQFP-144')).toMatchObject({ mountingStyle: 'SMD', pins: 144 });
    expect(byName.get('DIP-40')).toMatchObject({ mountingStyle: 'THT', pins: 40 });
    expect(byName.get('PinHeader_1x40_P2.54mm_Vertical')).toMatchObject({ mountingStyle: 'THT', pins: 40 });
    expect(byName.get('PinHeader_2x05_P2.54mm_Vertical')).toMatchObject({ mountingStyle: 'THT', pins: 10 });
    expect(byName.get('JST_XH_B4B-XH-A_1x04_P2.50mm_Vertical')).toMatchObject({ pins: 4 });
    expect(byName.get('BGA')).toMatchObject({ mountingStyle: 'SMD', pins: null });
  });

  it('covers every package of the Sangaboard placement fixture', () => {
    const known = new Set(DEFAULT_CASE_PACKAGES.map((entry) => normalisePackage(entry.name)));
    const fixturePackages = [
      'C_0805_2012Metric',
      'Crystal_SMD_3225-4Pin_3.2x2.5mm',
      'D_SOD-123F',
      'LED_0805_2012Metric',
      'R_0603_1608Metric',
      'R_0603_1608Metric_Pad1.05x0.95mm_HandSolder',
      'R_0805_2012Metric_Pad1.15x1.40mm_HandSolder',
      'R_1206_3216Metric',
      'SOIC-16_3.9x9.9mm_P1.27mm',
      'SOIC-8_3.9x4.9mm_P1.27mm',
      'SOT-23',
      'SOT-23-6',
      'TQFP-44_10x10mm_P0.8mm',
      'USB_Micro-B_Molex-105017-0001',
    ];
    expect(fixturePackages.filter((name) => !known.has(normalisePackage(name)))).toEqual([]);
  });
});

describe('default CPL headings', () => {
  it('gives every field headings, none of them twice once normalised', () => {
    for (const field of CPL_FIELDS) expect(DEFAULT_CPL_SYNONYMS[field].length).toBeGreaterThanOrEqual(4);
    const keys = CPL_FIELDS.flatMap((field) => DEFAULT_CPL_SYNONYMS[field].map(normaliseHeading));
    expect(repeats(keys)).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(60);
  });
});

describe('default manufacturers', () => {
  it('has about 60 manufacturers and lets every spelling name one manufacturer only', () => {
    expect(DEFAULT_MANUFACTURERS.length).toBeGreaterThanOrEqual(60);
    const spellings = DEFAULT_MANUFACTURERS.flatMap((entry) => [
      ...new Set([entry.name, ...entry.aliases].map(normaliseManufacturer)),
    ]);
    expect(repeats(spellings)).toEqual([]);
  });
});
