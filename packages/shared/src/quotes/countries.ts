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

/**
 * The officially assigned ISO 3166-1 alpha-2 codes and Kosovo (XK), which VAT and carriers use. Not the
 * regions Intl also names (EU, UN, the Canary Islands as IC) nor withdrawn codes (UK, YU, SU).
 */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** A country code the product accepts: a current ISO 3166-1 alpha-2 code in capitals. */
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value);
}

/** The interface languages' locales, whose country names a free-text country may be written in. */
const NAME_LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN'];
let codesByName: Map<string, string> | undefined;

/**
 * The country code of a country as a person or an old client wrote it: a code of the list in any case
 * ("de") or a country's exact name in one of the interface languages, in any case ("Germany",
 * "Deutschland"). Null for anything else, so a typo is refused rather than guessed.
 */
export function countryCodeOf(written: string): string | null {
  const text = written.trim();
  if (isCountryCode(text.toUpperCase())) return text.toUpperCase();
  if (!codesByName) {
    const built = new Map<string, string>();
    for (const locale of NAME_LOCALES) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const code of COUNTRY_CODES) {
        const name = names.of(code)?.toLowerCase();
        // English comes first and keeps a name another language gives to a different country.
        if (name && !built.has(name)) built.set(name, code);
      }
    }
    codesByName = built;
  }
  return codesByName.get(text.toLowerCase()) ?? null;
}
