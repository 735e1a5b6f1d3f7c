import { packageInText, packageOfFootprint } from '@boardhouse/shared/bom/footprint-package';
import { normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { classify } from './component-classes.ts';
import type { PricingPart } from './pricing-input.ts';

/**
 * Whether a BOM line's part is on the house-stock list (common passives kept loaded on the placement
 * machines, which pay no feeder loading). Entries are stored in the keys made here, so what staff type
 * ("R_0603_1608Metric", "10 kΩ") and what a BOM says ("0603 (1608 Metric)", "10K") meet.
 */

/** An entry as matching needs it: an MPN, or a class and package with a value (null: any value). */
export interface HouseStockRule {
  normalisedMpn: string | null;
  componentClass: string | null;
  package: string | null;
  value: string | null;
}

/**
 * A package as house stock compares it: the package a footprint name stands for by the CAD tools'
 * naming rules ("R_0603_1608Metric", "Resistor_SMD:R_0603_1608Metric", "0603 (1608 Metric)" → 0603;
 * "SOT23" → SOT-23), then upper case without spaces or punctuation (normalisePackage).
 */
export function packageKey(name: string): string {
  const resolved = packageOfFootprint(name) ?? packageInText(name);
  return normalisePackage(resolved?.name ?? name);
}

/** Exponents of the SI prefixes a component value is written with; R marks the decimal point (4R7). */
const PREFIX_EXPONENTS: Readonly<Record<string, number>> = {
  p: -12,
  n: -9,
  u: -6,
  μ: -6,
  m: -3,
  R: 0,
  r: 0,
  k: 3,
  K: 3,
  M: 6,
  MEG: 6,
  Meg: 6,
  meg: 6,
  G: 9,
};

/** SPICE's letters, which tell milli (M) from mega (MEG) in upper case. */
const KEY_PREFIXES: Readonly<Record<number, string>> = {
  [-12]: 'P',
  [-9]: 'N',
  [-6]: 'U',
  [-3]: 'M',
  0: '',
  3: 'K',
  6: 'MEG',
  9: 'G',
};

/**
 * A number, an optional prefix with digits after it (4k7), an optional unit (Ω, ohm, F, H), then the
 * end or a separator ("100nF 50V X7R" reads 100nF). Case matters for the prefix: m is milli, M mega.
 */
const VALUE =
  /^(\d+(?:[.,]\d+)?|[.,]\d+)\s*(MEG|Meg|meg|[pnuμmRrkKMG])?(\d+)?\s*(?:ohms?|Ohms?|OHMS?|Ω|[FfHh])?(?=$|[^\p{L}\p{N}])/u;

/**
 * A component value as house stock compares it: 10k, 10K, 10 kΩ, 10kohm and 10000 are all "10K";
 * 100nF, 100 n and 0.1µF are "100N"; 4k7 and 4.7k are "4.7K"; 1M is "1MEG" and 1m "1M". The unit is
 * dropped (the class says it). A value that is not a number (a part name) is kept upper case without
 * spaces.
 */
export function valueKey(value: string): string {
  const text = value.normalize('NFKC').trim();
  const match = VALUE.exec(text);
  if (!match) return text.replace(/\s+/g, '').toUpperCase();
  const [, number = '', prefix, digitsAfter] = match;
  const decimal = number.replace(',', '.');
  // "4k7": the digits after the prefix are the decimals, and only when the number has none of its own.
  if (digitsAfter && (decimal.includes('.') || !prefix)) return text.replace(/\s+/g, '').toUpperCase();
  const mantissa = Number(digitsAfter ? `${decimal}.${digitsAfter}` : decimal);
  const amount = mantissa * 10 ** (prefix ? (PREFIX_EXPONENTS[prefix] ?? 0) : 0);
  if (!Number.isFinite(amount)) return text.replace(/\s+/g, '').toUpperCase();
  if (amount === 0) return '0';
  let exponent = Math.min(9, Math.max(-12, Math.floor(Math.log10(amount) / 3) * 3));
  let scaled = Number((amount / 10 ** exponent).toPrecision(6));
  if (scaled >= 1000 && exponent < 9) {
    scaled = Number((scaled / 1000).toPrecision(6));
    exponent += 3;
  }
  return `${scaled}${KEY_PREFIXES[exponent] ?? ''}`;
}

/** The package of a line: its own, else one named in its description or value ("Resistor 10K 0603"). */
function packageOfPart(part: PricingPart): string | null {
  if (part.package) return packageKey(part.package);
  const named = packageInText(part.description) ?? packageInText(part.value);
  return named ? normalisePackage(named.name) : null;
}

/**
 * An MPN entry matches the line's MPN (as normaliseMpn sees it); a class entry matches a line of that
 * class (as pricing classifies it) in that package, of that value when the entry names one.
 */
export function isHouseStock(part: PricingPart, entries: readonly HouseStockRule[]): boolean {
  if (entries.length === 0) return false;
  const mpn = part.mpn ? normaliseMpn(part.mpn) : null;
  let kind: string | null | undefined;
  let pack: string | null | undefined;
  let value: string | null | undefined;
  for (const entry of entries) {
    if (entry.normalisedMpn !== null) {
      if (mpn !== null && entry.normalisedMpn === mpn) return true;
      continue;
    }
    if (entry.componentClass === null || entry.package === null) continue;
    // Worked out once a line, and only when a class entry asks.
    if (kind === undefined) kind = classify(part);
    if (kind !== entry.componentClass) continue;
    if (pack === undefined) pack = packageOfPart(part);
    if (pack !== entry.package) continue;
    if (entry.value === null) return true;
    if (value === undefined) value = part.value ? valueKey(part.value) : null;
    if (value === entry.value) return true;
  }
  return false;
}
