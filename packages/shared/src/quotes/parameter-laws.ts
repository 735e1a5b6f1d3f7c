import { LAYER_COUNTS } from '../pcb/pcb-spec.ts';
import { LEAD_TIME_WORKING_DAYS } from './offers-api.ts';
import { DEFAULT_PARAMETER_VALUES } from './pricing-parameters.ts';

/**
 * Laws the pricing parameters keep as a whole. Each parameter has its own range (pricing-parameters.ts);
 * these relate parameters to each other, so that what the engine promises ("faster is never cheaper",
 * "a parcel holds boards", "every board keeps a lead time") holds for any set an administrator can
 * save, not only for the defaults. A save that would break one is refused naming it (issue 24).
 *
 * Margin bands have laws of their own, checked per customer group: see `marginBandLawBroken`.
 */

export interface BrokenLaw {
  /** The law's stable name (PARAMETER_LAWS / MARGIN_BAND_LAWS). */
  law: string;
  /** A sentence a person understands, naming the law and the values that break it. */
  message: string;
  /** The parameters involved (margin laws: the band fields). */
  keys: string[];
}

export interface LawDefinition {
  law: string;
  /** A short name for documentation and the back office. */
  name: string;
}

/** The parameter laws, in the order they are checked. */
export const PARAMETER_LAWS = [
  { law: 'leadTimeSurcharges', name: 'Lead-time surcharges rise as the days fall' },
  { law: 'leadTimeMinimumDays', name: 'More layers never need fewer working days' },
  { law: 'leadTimeOffered', name: 'Every board keeps a lead time' },
  { law: 'usablePanel', name: 'The production panel has room inside its border' },
  { law: 'poolTakesSmallestOrder', name: 'The pool takes the smallest order' },
  { law: 'positiveThresholds', name: 'Thresholds and capacities are positive' },
  { law: 'parcelHoldsBoards', name: 'A parcel holds more than its packing' },
  { law: 'palletHoldsBoards', name: 'A pallet holds more than its packing' },
  { law: 'dedicatedYield', name: 'Dedicated yield is within 50–100 %' },
  { law: 'dedicatedNotDearer', name: 'A dedicated run costs no more a board than the full pool' },
] as const satisfies readonly LawDefinition[];
export type ParameterLaw = (typeof PARAMETER_LAWS)[number]['law'];

type Values = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

/** Lead times, slowest first (20 working days … 5). */
const LEAD_TIMES = [...LEAD_TIME_WORKING_DAYS].sort((a, b) => b - a);
const SLOWEST_LEAD_TIME = LEAD_TIMES[0] ?? 20;

const show = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** Reads values from a map or a record; a key the set lacks has its house default. */
function reader(values: Values): (key: string) => number {
  const own =
    values instanceof Map
      ? (key: string) => values.get(key)
      : (key: string) => (values as Readonly<Record<string, number>>)[key];
  return (key) => own(key) ?? DEFAULT_PARAMETER_VALUES.get(key) ?? Number.NaN;
}

type Found = Omit<BrokenLaw, 'law'>;
type Check = (value: (key: string) => number) => Found | Found[] | null;

/** Every pair of neighbouring lead times whose faster one is cheaper. */
const LEAD_TIME_CHECK: Check = (value) => {
  const found: Found[] = [];
  for (let index = 1; index < LEAD_TIMES.length; index += 1) {
    const slower = LEAD_TIMES[index - 1] as number;
    const faster = LEAD_TIMES[index] as number;
    const slowerKey = `leadTime.days${slower}`;
    const fasterKey = `leadTime.days${faster}`;
    if (value(fasterKey) < value(slowerKey)) {
      found.push({
        message: `Lead-time surcharges must rise as the days fall: ${faster} working days (${show(value(fasterKey))} %) is below ${slower} working days (${show(value(slowerKey))} %)`,
        keys: [fasterKey, slowerKey],
      });
    }
  }
  return found;
};

const MINIMUM_DAYS_CHECK: Check = (value) => {
  const multilayer = value('leadTime.minimumDays.multilayer');
  const highLayer = value('leadTime.minimumDays.highLayer');
  if (highLayer >= multilayer) return null;
  return {
    message: `Boards of 8 layers or more must not need fewer working days than 4 and 6 layers: ${show(highLayer)} working days is below ${show(multilayer)}`,
    keys: ['leadTime.minimumDays.highLayer', 'leadTime.minimumDays.multilayer'],
  };
};

const OFFERED_CHECK: Check = (value) =>
  (
    [
      ['leadTime.minimumDays.multilayer', '4 and 6 layers'],
      ['leadTime.minimumDays.highLayer', '8 layers or more'],
    ] as const
  )
    .filter(([key]) => value(key) > SLOWEST_LEAD_TIME)
    .map(([key, boards]) => ({
      message: `Every board must keep a lead time: boards of ${boards} would need ${show(value(key))} working days, but the slowest lead time offered is ${SLOWEST_LEAD_TIME}`,
      keys: [key],
    }));

const PANEL_CHECK: Check = (value) => {
  const width = value('board.panel.widthMm');
  const height = value('board.panel.heightMm');
  const border = value('board.panel.borderMm');
  const usableWidth = width - 2 * border;
  const usableHeight = height - 2 * border;
  if (usableWidth > 0 && usableHeight > 0) return null;
  return {
    message: `The production panel must have room inside its border: ${show(width)} × ${show(height)} mm less 2 × ${show(border)} mm of border leaves ${show(usableWidth)} × ${show(usableHeight)} mm`,
    keys: ['board.panel.widthMm', 'board.panel.heightMm', 'board.panel.borderMm'],
  };
};

const POOL_CHECK: Check = (value) => {
  const minimum = value('board.panel.minimum');
  const maxPanels = value('board.pool.maxPanels');
  if (minimum <= maxPanels) return null;
  return {
    message: `The pool must take the smallest order: the smallest share an order pays for (${show(minimum)} panels) is above the pool's largest order (${show(maxPanels)} panels)`,
    keys: ['board.panel.minimum', 'board.pool.maxPanels'],
  };
};

const POSITIVE: readonly (readonly [string, string])[] = [
  ['board.pool.maxPanels', 'The pool’s largest order'],
  ['shipping.parcelMaxKg', 'The heaviest parcel'],
  ['shipping.freight.fromKg', 'The weight from which freight is offered'],
  ['shipping.freight.palletMaxKg', 'The heaviest pallet'],
];

const POSITIVE_CHECK: Check = (value) =>
  POSITIVE.filter(([key]) => !(value(key) > 0)).map(([key, name]) => ({
    message: `${name} (${key}) must be more than 0; it is ${show(value(key))}`,
    keys: [key],
  }));

const PARCEL_CHECK: Check = (value) => {
  const limit = value('shipping.parcelMaxKg');
  const packing = value('shipping.packagingKg');
  if (limit > packing) return null;
  return {
    message: `A parcel must hold boards: the heaviest parcel (${show(limit)} kg) is not above its box and packing (${show(packing)} kg)`,
    keys: ['shipping.parcelMaxKg', 'shipping.packagingKg'],
  };
};

const PALLET_CHECK: Check = (value) => {
  const limit = value('shipping.freight.palletMaxKg');
  const packing = value('shipping.freight.palletKg');
  if (limit > packing) return null;
  return {
    message: `A pallet must hold boards: the heaviest pallet (${show(limit)} kg) is not above the pallet and its packing (${show(packing)} kg)`,
    keys: ['shipping.freight.palletMaxKg', 'shipping.freight.palletKg'],
  };
};

const YIELD_CHECK: Check = (value) => {
  const percent = value('board.dedicated.yieldPercent');
  if (percent >= 50 && percent <= 100) return null;
  return {
    message: `The yield of a dedicated run must be within 50–100 %; it is ${show(percent)} %`,
    keys: ['board.dedicated.yieldPercent'],
  };
};

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/**
 * Above the pool's largest order the boards get their own panels; a board must then cost no more than
 * in the fullest pool, or the unit price rises at the switch. Per layer count, the dedicated setup's
 * excess spread over the pool's panels plus a dedicated panel at the yield must not exceed a pool panel.
 */
const DEDICATED_CHECK: Check = (value) => {
  const maxPanels = value('board.pool.maxPanels');
  const yieldShare = value('board.dedicated.yieldPercent') / 100;
  const panelM2 = (value('board.panel.widthMm') * value('board.panel.heightMm')) / 1e6;
  const found: Found[] = [];
  for (const layers of LAYER_COUNTS) {
    const poolSetup = value(`board.setup.layers${layers}`);
    const poolPanel = value(`board.panel.layers${layers}`);
    const dedicatedSetup = value(`board.dedicated.setup.layers${layers}`);
    const perM2 = value(`board.dedicated.perM2.layers${layers}`);
    const setupShare = Math.max(0, dedicatedSetup - poolSetup) / maxPanels;
    const dedicatedPanel = (panelM2 * perM2) / yieldShare;
    if (!(maxPanels > 0 && yieldShare > 0) || setupShare + dedicatedPanel <= poolPanel + 1e-9) continue;
    found.push({
      message: `A dedicated ${layers}-layer run must not cost more a board than the full pool: its extra setup spread over ${show(maxPanels)} panels (${euros(setupShare)}) and a dedicated panel at ${show(yieldShare * 100)} % yield (${euros(dedicatedPanel)}) come to more than a pool panel (${euros(poolPanel)})`,
      keys: [
        `board.dedicated.setup.layers${layers}`,
        `board.dedicated.perM2.layers${layers}`,
        `board.setup.layers${layers}`,
        `board.panel.layers${layers}`,
        'board.pool.maxPanels',
        'board.dedicated.yieldPercent',
        'board.panel.widthMm',
        'board.panel.heightMm',
      ],
    });
  }
  return found;
};

const CHECKS: Record<ParameterLaw, Check> = {
  leadTimeSurcharges: LEAD_TIME_CHECK,
  leadTimeMinimumDays: MINIMUM_DAYS_CHECK,
  leadTimeOffered: OFFERED_CHECK,
  usablePanel: PANEL_CHECK,
  poolTakesSmallestOrder: POOL_CHECK,
  positiveThresholds: POSITIVE_CHECK,
  parcelHoldsBoards: PARCEL_CHECK,
  palletHoldsBoards: PALLET_CHECK,
  dedicatedYield: YIELD_CHECK,
  dedicatedNotDearer: DEDICATED_CHECK,
};

/**
 * Every way the set breaks the laws, in PARAMETER_LAWS order (a law broken in two places, such as two
 * pairs of lead times, is listed twice); keys the set lacks count with their defaults.
 */
export function parameterLawsBroken(values: Values): BrokenLaw[] {
  const value = reader(values);
  const broken: BrokenLaw[] = [];
  for (const { law } of PARAMETER_LAWS) {
    const found = CHECKS[law](value);
    for (const entry of found === null ? [] : [found].flat()) broken.push({ law, ...entry });
  }
  return broken;
}

/** The first law the whole set of parameters breaks, or null when it keeps them all. */
export function parameterLawBroken(values: Values): BrokenLaw | null {
  return parameterLawsBroken(values)[0] ?? null;
}

const lawId = (law: BrokenLaw) => `${law.law}|${law.keys.join('|')}`;

/**
 * The law that setting `key` to `value` in the stored set breaks, or null: what a save is checked by.
 * A set saved before a law existed may break it already; a change elsewhere then still goes through,
 * but a change of one of that law's parameters must mend it.
 */
export function parameterLawBrokenBy(stored: Values, key: string, value: number): BrokenLaw | null {
  const read = reader(stored);
  const next = new Map([...DEFAULT_PARAMETER_VALUES.keys()].map((name) => [name, read(name)]));
  const before = new Set(parameterLawsBroken(next).map(lawId));
  const after = parameterLawsBroken(next.set(key, value));
  return after.find((law) => !before.has(lawId(law)) || law.keys.includes(key)) ?? null;
}

// Margin bands ------------------------------------------------------------------------------------

/** The highest margin a band may carry, in percent. */
export const MARGIN_PERCENT_MAX = 300;

export const MARGIN_BAND_LAWS = [
  { law: 'marginRange', name: `Margins are within 0–${MARGIN_PERCENT_MAX} %` },
  { law: 'marginFromOne', name: 'A customer group’s bands start at 1 board' },
  { law: 'marginsFall', name: 'Margins never rise as quantities grow' },
] as const satisfies readonly LawDefinition[];
export type MarginBandLaw = (typeof MARGIN_BAND_LAWS)[number]['law'];

export interface MarginBandValues {
  minQuantity: number;
  boardPercent: number;
  componentsPercent: number;
  assemblyPercent: number;
}

const MARGIN_FIELDS = [
  ['boardPercent', 'board'],
  ['componentsPercent', 'components'],
  ['assemblyPercent', 'assembly'],
] as const;

const fromBoards = (quantity: number) => `from ${quantity} ${quantity === 1 ? 'board' : 'boards'}`;

/**
 * The first law the bands of one customer group break, or null. A group's bands are read together:
 *  - marginRange: each percent within 0–300 (more is a typing slip, not a price);
 *  - marginFromOne: the smallest band starts at 1, or smaller orders would carry no margin at all;
 *  - marginsFall: a band for more boards carries no higher margin in any block than the band before
 *    it, or the unit price would rise as the quantity grows.
 * An empty list breaks none (the group then prices with the standard group's bands).
 */
export function marginBandLawBroken(bands: readonly MarginBandValues[]): BrokenLaw | null {
  for (const band of bands) {
    for (const [field, block] of MARGIN_FIELDS) {
      const percent = band[field];
      if (!(percent >= 0 && percent <= MARGIN_PERCENT_MAX)) {
        return {
          law: 'marginRange',
          message: `Margins must be within 0–${MARGIN_PERCENT_MAX} %: the ${block} margin ${fromBoards(band.minQuantity)} is ${show(percent)} %`,
          keys: [field],
        };
      }
    }
  }
  const sorted = [...bands].sort((a, b) => a.minQuantity - b.minQuantity);
  const first = sorted[0];
  if (first && first.minQuantity !== 1) {
    return {
      law: 'marginFromOne',
      message: `A customer group’s margin bands must start at 1 board, or smaller orders carry no margin: the first band starts at ${first.minQuantity}`,
      keys: ['minQuantity'],
    };
  }
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1] as MarginBandValues;
    const band = sorted[index] as MarginBandValues;
    for (const [field, block] of MARGIN_FIELDS) {
      if (band[field] > before[field]) {
        return {
          law: 'marginsFall',
          message: `Margins must not rise as quantities grow: the ${block} margin ${fromBoards(band.minQuantity)} (${show(band[field])} %) is above the one ${fromBoards(before.minQuantity)} (${show(before[field])} %)`,
          keys: [field],
        };
      }
    }
  }
  return null;
}
