/**
 * Countries as ISO 3166-1 alpha-2 codes, grouped the way VAT and parcel prices group them. The house
 * ships from the Netherlands.
 */
export const HOME_COUNTRY = 'NL';

/** The 27 member states of the European Union (Greece as GR; VIES calls it EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

export const SHIPPING_ZONES = ['NL', 'EU1', 'EU2', 'EUROPE', 'WORLD'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

/** Neighbours reached by road in a day or two. */
const NEAR_EU: ReadonlySet<string> = new Set(['BE', 'LU', 'DE', 'FR', 'AT', 'DK']);
const EUROPE_OUTSIDE_EU: ReadonlySet<string> = new Set([
  'GB',
  'CH',
  'NO',
  'IS',
  'LI',
  'MC',
  'SM',
  'AD',
  'VA',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'XK',
  'MD',
  'UA',
  'TR',
]);

export function shippingZoneOf(countryCode: string): ShippingZone {
  const code = countryCode.toUpperCase();
  if (code === HOME_COUNTRY) return 'NL';
  if (NEAR_EU.has(code)) return 'EU1';
  if (EU_COUNTRIES.has(code)) return 'EU2';
  if (EUROPE_OUTSIDE_EU.has(code)) return 'EUROPE';
  return 'WORLD';
}

/** A country code the product accepts: two capital letters (checked against Intl's list of regions). */
export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(value);
    return name !== undefined;
  } catch {
    return false;
  }
}
