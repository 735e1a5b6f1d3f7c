import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, EU_COUNTRIES, isCountryCode, shippingZoneOf } from './countries.ts';

describe('country codes', () => {
  it('holds the 249 ISO 3166-1 countries and Kosovo, each with a name', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeDefined();
  });

  it('accepts every EU member state and refuses regions, withdrawn codes and lower case', () => {
    for (const code of EU_COUNTRIES) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['EU', 'UN', 'UK', 'YU', 'IC', 'ZZ', 'nl', 'NLD', '']) {
      expect(isCountryCode(code), code).toBe(false);
    }
  });

  it('zones parcels from the Netherlands', () => {
    expect(['NL', 'DE', 'PL', 'CH', 'US'].map(shippingZoneOf)).toEqual([
      'NL',
      'EU1',
      'EU2',
      'EUROPE',
      'WORLD',
    ]);
  });
});

describe('a country as written', () => {
  it("is a code of the list in any case, or a country's exact name in an interface language", () => {
    expect(
      ['DE', ' de ', 'Germany', 'germany', 'Deutschland', 'Allemagne', 'Alemania', 'ドイツ', '德国'].map(
        countryCodeOf,
      ),
    ).toEqual(Array(9).fill('DE'));
    expect(countryCodeOf('Netherlands')).toBe('NL');
    expect(countryCodeOf('Switzerland')).toBe('CH');
  });

  it('refuses typos, regions, withdrawn codes and three-letter codes instead of guessing', () => {
    for (const written of ['Germnay', 'Europe', 'EU', 'UK', 'DEU', '', 'Holland ish']) {
      expect(countryCodeOf(written), written).toBeNull();
    }
  });
});
