import { packageOfFootprint } from '@boardhouse/shared/bom/footprint-package';
import { COMPONENT_CLASSES, type ComponentClass } from '@boardhouse/shared/catalog/house-stock-api';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { countOf, textOf } from './line-texts.ts';
import { parameterValue } from './price-lines.ts';
import type { PricingPart } from './pricing-input.ts';

/**
 * What kind of part a BOM line is, told from its designator prefix, then the words of its description
 * and value, then its package; the kind decides the spare parts ordered and, when no price is known,
 * the estimated price.
 */

// The list is shared: staff pick a class for a house-stock entry from it.
export { COMPONENT_CLASSES, type ComponentClass };

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

/** The catalogue's key for each class's name (price-names.ts), as "estimated as …" uses it. */
const CLASS_KEYS: Record<ComponentClass, string> = {
  R: 'class.resistor',
  C: 'class.capacitor',
  L: 'class.inductor',
  D: 'class.diode',
  LED: 'class.led',
  Q: 'class.transistor',
  U: 'class.integratedCircuit',
  Y: 'class.crystal',
  J: 'class.connector',
  SW: 'class.switch',
  F: 'class.fuse',
  RV: 'class.potentiometer',
};

/** A class's name as a text: "a resistor", "Widerstand". */
export const classText = (kind: ComponentClass): ServerText => textOf(CLASS_KEYS[kind]);

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

/** Pin headers and connectors by rows × columns: "PinHeader_2x05_P2.54mm", "Conn_01x08" (not "5x5mm"). */
const PIN_GRID = /(?:^|[_\s-])(\d{1,2})x(\d{1,3})(?=[_\s]|$)/i;

/**
 * Pins of a part: the line's, else what its package name says by the CAD tools' naming rules
 * ("SOIC-8", "QFN32", "PinHeader_1x08_P2.54mm", a chip's two), else a rows × columns grid in it
 * ("Conn_02x05"), else a number in it ("JST-XH-4"), else `fallback`.
 */
export function pinsOf(part: Pick<PricingPart, 'pins' | 'package'>, fallback: number): number {
  if (part.pins && part.pins > 0) return part.pins;
  const named = packageOfFootprint(part.package)?.pins;
  if (named && named > 0) return named;
  const grid = (part.package ?? '').match(PIN_GRID);
  if (grid) return Number(grid[1]) * Number(grid[2]);
  const counted = (part.package ?? '').match(/(?:^|[^0-9.])(\d{1,4})(?:[^0-9.]|$)/);
  const pins = counted ? Number(counted[1]) : 0;
  // "0603" or "1206" are sizes, not pin counts.
  return pins > 0 && pins < 1000 && !/^0\d{3}$|^\d{4}$/.test(counted?.[1] ?? '') ? pins : fallback;
}

/**
 * The pins of a line, one rule for what its component line shows and what assembly solders: as pinsOf
 * finds them, else those assumed for its kind: an IC or a connector `estimates.defaultPins`, any other
 * part `assembly.tht.defaultPins` (two leads). So a connector estimated at 8 pins is soldered at 8.
 */
export function partPins(
  part: Pick<PricingPart, 'pins' | 'package'>,
  kind: ComponentClass | null,
  parameters: Readonly<Record<string, number>>,
): number {
  const assumed = kind === 'U' || kind === 'J' ? 'estimates.defaultPins' : 'assembly.tht.defaultPins';
  return pinsOf(part, parameterValue(parameters, assumed));
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
  /** The parameter of the base price. */
  parameter: string;
  /** The unit price: the base, plus the pins × the per-pin price for ICs and connectors. */
  unitCents: number;
  /** What the part is estimated as: "chip resistor", "integrated circuit". */
  description: string;
  /** The same as a text, for the reader's language. */
  name: ServerText;
  baseCents: number;
  /** ICs and connectors: the per-pin parameter, its price and the pins counted. */
  perPin: { parameter: string; cents: number; pins: number } | null;
}

function simpleEstimate(
  parameters: Readonly<Record<string, number>>,
  key: string,
  description: string,
  name: ServerText,
): Estimate {
  const cents = parameterValue(parameters, key);
  return { parameter: key, unitCents: cents, description, name, baseCents: cents, perPin: null };
}

function perPinEstimate(
  part: PricingPart,
  kind: ComponentClass,
  parameters: Readonly<Record<string, number>>,
  keys: { base: string; pin: string; name: string; text: ServerText },
): Estimate {
  const pins = partPins(part, kind, parameters);
  const base = parameterValue(parameters, keys.base);
  const perPin = parameterValue(parameters, keys.pin);
  return {
    parameter: keys.base,
    unitCents: base + pins * perPin,
    description: keys.name,
    name: keys.text,
    baseCents: base,
    perPin: { parameter: keys.pin, cents: perPin, pins },
  };
}

/**
 * The estimated unit price of a part of `kind` without a known price. (Module-level helpers, not
 * closures: this runs for every BOM line of every offer.)
 */
export function estimatePart(
  kind: ComponentClass,
  part: PricingPart,
  parameters: Readonly<Record<string, number>>,
): Estimate {
  switch (kind) {
    case 'R':
      return part.mountingStyle === 'THT'
        ? simpleEstimate(
            parameters,
            'estimates.R.tht',
            'through-hole resistor',
            textOf('estimate.throughHoleResistor'),
          )
        : simpleEstimate(parameters, 'estimates.R.chip', 'chip resistor', textOf('estimate.chipResistor'));
    case 'C':
      return isBulkCapacitor(part)
        ? simpleEstimate(parameters, 'estimates.C.bulk', 'bulk capacitor', textOf('estimate.bulkCapacitor'))
        : simpleEstimate(
            parameters,
            'estimates.C.chip',
            'ceramic capacitor',
            textOf('estimate.ceramicCapacitor'),
          );
    case 'L':
      return isPowerInductor(part)
        ? simpleEstimate(parameters, 'estimates.L.power', 'power inductor', textOf('estimate.powerInductor'))
        : simpleEstimate(parameters, 'estimates.L.chip', 'chip inductor', textOf('estimate.chipInductor'));
    case 'U':
      return perPinEstimate(part, kind, parameters, {
        base: 'estimates.U.base',
        pin: 'estimates.U.perPin',
        name: 'integrated circuit',
        text: classText('U'),
      });
    case 'J':
      return perPinEstimate(part, kind, parameters, {
        base: 'estimates.J.base',
        pin: 'estimates.J.perPin',
        name: 'connector',
        text: classText('J'),
      });
    default:
      return simpleEstimate(parameters, `estimates.${kind}`, className(kind), classText(kind));
  }
}

/** Cents as a person reads them: 40, 0.4 (the text adds "¢"). */
const centsOf = (cents: number) => Number(cents.toFixed(4));

/**
 * What an estimate is, with its parameters and their units: "an integrated circuit: 40 ¢ + 2 ¢ a pin
 * × 8 pins", "a chip resistor: 0.4 ¢ a part". The amounts are the house's cost rates (the line's rate
 * adds the margin).
 */
export function estimateTextOf(estimate: Estimate): ServerText {
  const { perPin } = estimate;
  const base = centsOf(estimate.baseCents);
  if (!perPin) return textOf('price.estimate.perPart', { name: estimate.name, base });
  return textOf('price.estimate.perPin', {
    name: estimate.name,
    base,
    perPin: centsOf(perPin.cents),
    pins: countOf('pin', perPin.pins),
  });
}

/** The estimate in English, as estimateTextOf says it. */
export const estimateText = (estimate: Estimate): string => serverText(estimateTextOf(estimate), 'en');
