import { parameterValue } from './price-lines.ts';
import type { PricingPart } from './pricing-input.ts';

/**
 * What kind of part a BOM line is, told from its designator prefix, then the words of its description
 * and value, then its package; the kind decides the spare parts ordered and, when no price is known,
 * the estimated price.
 */

export const COMPONENT_CLASSES = ['R', 'C', 'L', 'D', 'LED', 'Q', 'U', 'Y', 'J', 'SW', 'F', 'RV'] as const;
export type ComponentClass = (typeof COMPONENT_CLASSES)[number];

const CLASS_NAMES: Record<ComponentClass, string> = {
  R: 'resistor',
  C: 'capacitor',
  L: 'inductor',
  D: 'diode',
  LED: 'LED',
  Q: 'transistor',
  U: 'integrated circuit',
  Y: 'crystal',
  J: 'connector',
  SW: 'switch',
  F: 'fuse',
  RV: 'potentiometer',
};

/** Designator prefixes (letters before the number) by class; the longest prefix wins ("LED" before "L"). */
const PREFIXES: Record<string, ComponentClass> = {
  R: 'R',
  RN: 'R',
  RA: 'R',
  C: 'C',
  L: 'L',
  FB: 'L',
  D: 'D',
  ZD: 'D',
  LED: 'LED',
  DS: 'LED',
  Q: 'Q',
  T: 'Q',
  U: 'U',
  IC: 'U',
  Y: 'Y',
  XTAL: 'Y',
  X: 'Y',
  OSC: 'Y',
  J: 'J',
  P: 'J',
  CN: 'J',
  CON: 'J',
  CONN: 'J',
  SW: 'SW',
  S: 'SW',
  BTN: 'SW',
  F: 'F',
  RV: 'RV',
  VR: 'RV',
  POT: 'RV',
};

/** Words of a description or value, in the order they are tried. */
const WORDS: readonly [RegExp, ComponentClass][] = [
  [/\bled\b/i, 'LED'],
  [/\b(crystal|oscillator|resonator|xtal)\b/i, 'Y'],
  [/\b(potentiometer|trimmer|trimpot)\b/i, 'RV'],
  [/\b(resistor|res)\b|\d(\.\d+)?\s*[kKmM]?(ohm|Ω)/i, 'R'],
  [/\b(capacitor|cap)\b|\d(\.\d+)?\s*[pnuµ]F\b/i, 'C'],
  [/\b(inductor|ferrite|choke|bead)\b|\d(\.\d+)?\s*[nuµm]H\b/i, 'L'],
  [/\b(mosfet|transistor|bjt|fet)\b/i, 'Q'],
  [/\b(diode|rectifier|schottky|zener|tvs)\b/i, 'D'],
  [/\b(connector|header|socket|receptacle|terminal|usb|jack)\b/i, 'J'],
  [/\b(switch|button|tactile)\b/i, 'SW'],
  [/\bfuse\b/i, 'F'],
  [
    /\b(ic|mcu|microcontroller|regulator|ldo|amplifier|op-?amp|driver|converter|controller|sensor|memory|eeprom|flash)\b/i,
    'U',
  ],
];

/** Package families that say the kind by themselves. */
const PACKAGES: readonly [RegExp, ComponentClass][] = [
  [/^(SOT-?23|SOT-?323|SC-?70|TO-?92|TO-?220|DPAK|D2PAK)/i, 'Q'],
  [/^(SOD|SMA|SMB|SMC|DO-?)/i, 'D'],
  [/(SOIC|SOP|SSOP|TSSOP|MSOP|QFN|DFN|QFP|LQFP|TQFP|BGA|LGA|WLCSP|DIP|PDIP)/i, 'U'],
];

function prefixOf(designator: string): string {
  return (
    designator
      .trim()
      .toUpperCase()
      .match(/^[A-Z]+/)?.[0] ?? ''
  );
}

/** Words that tell a designator's class more exactly: "D" lines that are LEDs, "RV" lines that are varistors. */
function refined(kind: ComponentClass, words: string): ComponentClass {
  if (kind === 'D' && /\bled\b/i.test(words)) return 'LED';
  if (kind === 'RV' && /\b(varistor|vdr|mov)\b/i.test(words)) return 'D';
  return kind;
}

export function classify(
  part: Pick<PricingPart, 'designators' | 'description' | 'value' | 'package'>,
): ComponentClass | null {
  const words = `${part.description ?? ''} ${part.value ?? ''}`;
  for (const designator of part.designators) {
    const known = PREFIXES[prefixOf(designator)];
    if (known) return refined(known, words);
  }
  for (const [pattern, kind] of WORDS) if (pattern.test(words)) return kind;
  const pack = part.package ?? '';
  for (const [pattern, kind] of PACKAGES) if (pattern.test(pack)) return kind;
  return null;
}

export const className = (kind: ComponentClass) => CLASS_NAMES[kind];

/** "a resistor", "an integrated circuit", "an LED". */
export function withArticle(name: string): string {
  return /^([aeiou]|LED)/i.test(name) ? `an ${name}` : `a ${name}`;
}

const PASSIVES: ReadonlySet<ComponentClass> = new Set(['R', 'C', 'L']);
export const isPassive = (kind: ComponentClass | null) => kind !== null && PASSIVES.has(kind);

/** 0402 (imperial) and smaller: 0201, 01005. */
export function isSmallPackage(pack: string | null): boolean {
  return /(^|[^0-9])(01005|0201|0402)([^0-9]|$)/.test(pack ?? '');
}

/** Fine pitch and hidden joints: placed slower and inspected by X-ray. */
export function isFinePitch(pack: string | null): boolean {
  return /(QFN|DFN|BGA|LGA|WLCSP|CSP|QFP|TSSOP|MSOP|01005|0201)/i.test(pack ?? '');
}

/** Pins of a part: the line's, else a number in its package name ("SOIC-8", "QFN32"), else `fallback`. */
export function pinsOf(part: Pick<PricingPart, 'pins' | 'package'>, fallback: number): number {
  if (part.pins && part.pins > 0) return part.pins;
  const counted = (part.package ?? '').match(/(?:^|[^0-9.])(\d{1,4})(?:[^0-9.]|$)/);
  const pins = counted ? Number(counted[1]) : 0;
  // "0603" or "1206" are sizes, not pin counts.
  return pins > 0 && pins < 1000 && !/^0\d{3}$|^\d{4}$/.test(counted?.[1] ?? '') ? pins : fallback;
}

const isBulkCapacitor = (part: Pick<PricingPart, 'description' | 'value' | 'package' | 'mountingStyle'>) =>
  part.mountingStyle === 'THT' ||
  /electrolytic|tantal|elko|polymer|supercap/i.test(`${part.description ?? ''} ${part.value ?? ''}`) ||
  /(1210|1812|2220|2917|CASE|CP_|radial|SMD_[A-Z]$)/i.test(part.package ?? '');

const isPowerInductor = (part: Pick<PricingPart, 'description' | 'package' | 'mountingStyle'>) =>
  part.mountingStyle === 'THT' ||
  /power|shielded/i.test(part.description ?? '') ||
  /(1210|1812|2520|3030|4040|5050|CD\d|SRN|SRR|NR\d)/i.test(part.package ?? '');

export interface Estimate {
  /** The parameter of the base price (and the per-pin price, for ICs and connectors). */
  parameter: string;
  unitCents: number;
  description: string;
}

/** The estimated unit price of a part of `kind` without a known price. */
export function estimatePart(
  kind: ComponentClass,
  part: PricingPart,
  parameters: Readonly<Record<string, number>>,
): Estimate {
  const value = (key: string) => parameterValue(parameters, key);
  const simple = (key: string, description: string): Estimate => ({
    parameter: key,
    unitCents: value(key),
    description,
  });
  const perPin = (base: string, pin: string, name: string): Estimate => {
    const pins = pinsOf(part, value('estimates.defaultPins'));
    return {
      parameter: base,
      unitCents: value(base) + pins * value(pin),
      description: `${name}, ${pins} pins`,
    };
  };
  switch (kind) {
    case 'R':
      return part.mountingStyle === 'THT'
        ? simple('estimates.R.tht', 'through-hole resistor')
        : simple('estimates.R.chip', 'chip resistor');
    case 'C':
      return isBulkCapacitor(part)
        ? simple('estimates.C.bulk', 'bulk capacitor')
        : simple('estimates.C.chip', 'ceramic capacitor');
    case 'L':
      return isPowerInductor(part)
        ? simple('estimates.L.power', 'power inductor')
        : simple('estimates.L.chip', 'chip inductor');
    case 'U':
      return perPin('estimates.U.base', 'estimates.U.perPin', 'integrated circuit');
    case 'J':
      return perPin('estimates.J.base', 'estimates.J.perPin', 'connector');
    default:
      return simple(`estimates.${kind}`, className(kind));
  }
}
