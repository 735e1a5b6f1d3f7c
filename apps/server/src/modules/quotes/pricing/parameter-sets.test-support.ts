import {
  type MarginBandValues,
  marginBandLawBroken,
  parameterLawBroken,
} from '@boardhouse/shared/quotes/parameter-laws';
import {
  DEFAULT_PARAMETER_VALUES,
  type ParameterDefinition,
  PRICING_PARAMETERS,
  parameterDefinition,
} from '@boardhouse/shared/quotes/pricing-parameters';
import fc from 'fast-check';
import type { MarginBand } from './pricing-input.ts';

/**
 * Parameter sets and margin bands an administrator could save: each value within its definition's
 * limits and the whole set keeping the parameter laws (shared/quotes/parameter-laws.ts), so property
 * tests ("faster is never cheaper", "totals never fall") run over more than the defaults.
 */

/** `value` moved inside the definition's limits (and to a whole number where it must be one). */
function within(definition: ParameterDefinition, value: number): number {
  const clamped = Math.min(definition.max, Math.max(definition.min, value));
  return definition.integer ? Math.round(clamped) : clamped;
}

function definitionOf(key: string): ParameterDefinition {
  const definition = parameterDefinition(key);
  if (!definition) throw new Error(`No pricing parameter ${key}`);
  return definition;
}

/** A value for `key` from `min` to `max` (the definition's limits win), whole where the unit is. */
function draw(key: string, min: number, max: number): fc.Arbitrary<number> {
  const definition = definitionOf(key);
  const low = within(definition, min);
  const high = Math.max(low, within(definition, max));
  return definition.integer || Number.isInteger(definition.value)
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).map((value) => within(definition, value))
    : fc
        .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
        .map((value) => within(definition, Math.round(value * 1000) / 1000));
}

const RATE_UNITS = new Set(['EUR cents', 'EUR cents/m²', 'EUR cents/piece', 'EUR cents/pin', 'EUR cents/kg']);
const RATE_GROUPS = new Set(['board', 'finish', 'assembly', 'shipping', 'estimates']);

/**
 * Rates of the board, finishes, assembly, shipping and estimates: from nothing to four times the house
 * default (a rate of 0 is one an administrator may save: a free option).
 */
const RATE_KEYS = PRICING_PARAMETERS.filter(
  (definition) => RATE_UNITS.has(definition.unit) && RATE_GROUPS.has(definition.group),
).map((definition) => definition.key);

const rates: fc.Arbitrary<Record<string, number>> = fc.record(
  Object.fromEntries(
    RATE_KEYS.map((key) => {
      const definition = definitionOf(key);
      return [key, draw(key, 0, Math.max(10, definition.value * 4))];
    }),
  ),
);

/** Surcharges rising as the days fall: 20 days from 0–100 %, each faster one 0–150 points above. */
const leadTimes = fc
  .tuple(
    fc.integer({ min: 0, max: 100 }),
    fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([slowest, steps]) => {
    const values: Record<string, number> = {};
    let percent = slowest;
    for (const [index, days] of [20, 15, 10, 7, 5].entries()) {
      percent += index === 0 ? 0 : (steps[index - 1] ?? 0);
      values[`leadTime.days${days}`] = percent;
    }
    return values;
  });

const leadTimeLimits = fc
  .record({
    multilayer: fc.integer({ min: 1, max: 20 }),
    extraDays: fc.integer({ min: 0, max: 19 }),
    expressArea: draw('leadTime.expressMaxAreaM2', 0, 50),
  })
  .map(({ multilayer, extraDays, expressArea }) => ({
    'leadTime.minimumDays.multilayer': multilayer,
    'leadTime.minimumDays.highLayer': Math.min(20, multilayer + extraDays),
    'leadTime.expressMaxAreaM2': expressArea,
  }));

const materials = fc.record({
  'board.material.FR4_TG155': draw('board.material.FR4_TG155', 0, 50),
  'board.material.FR4_TG170': draw('board.material.FR4_TG170', 0, 80),
  'board.material.ALUMINIUM': draw('board.material.ALUMINIUM', 0, 200),
  'board.material.ROGERS': draw('board.material.ROGERS', 0, 600),
});

/** Panel and pool: a usable panel inside the border, a pool at least as large as the smallest share. */
const panels = fc
  .record({
    width: draw('board.panel.widthMm', 300, 620),
    height: draw('board.panel.heightMm', 400, 720),
    border: draw('board.panel.borderMm', 0, 25),
    spacing: draw('board.panel.spacingMm', 0, 5),
    minimum: draw('board.panel.minimum', 0.01, 2),
    poolExtra: draw('board.pool.maxPanels', 0.01, 200),
    yieldPercent: draw('board.dedicated.yieldPercent', 50, 100),
  })
  .map(({ width, height, border, spacing, minimum, poolExtra, yieldPercent }) => ({
    'board.panel.widthMm': width,
    'board.panel.heightMm': height,
    'board.panel.borderMm': border,
    'board.panel.spacingMm': spacing,
    'board.panel.minimum': minimum,
    'board.pool.maxPanels': within(definitionOf('board.pool.maxPanels'), minimum + poolExtra),
    'board.dedicated.yieldPercent': yieldPercent,
  }));

/** Parcels and pallets that hold more than their packing; freight from some weight on. */
const shipping = fc
  .record({
    parcelMaxKg: draw('shipping.parcelMaxKg', 5, 70),
    packingShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    fromKg: draw('shipping.freight.fromKg', 1, 1000),
    palletMaxKg: draw('shipping.freight.palletMaxKg', 50, 2000),
    palletShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
    expressSurcharge: draw('shipping.expressSurcharge', 0, 200),
    gramsPerPlacement: draw('shipping.gramsPerPlacement', 0, 5),
  })
  .map(({ parcelMaxKg, packingShare, fromKg, palletMaxKg, palletShare, ...rest }) => ({
    'shipping.parcelMaxKg': parcelMaxKg,
    'shipping.packagingKg': within(
      definitionOf('shipping.packagingKg'),
      Math.round(parcelMaxKg * packingShare * 100) / 100,
    ),
    'shipping.freight.fromKg': fromKg,
    'shipping.freight.palletMaxKg': palletMaxKg,
    'shipping.freight.palletKg': within(
      definitionOf('shipping.freight.palletKg'),
      Math.round(palletMaxKg * palletShare),
    ),
    'shipping.expressSurcharge': rest.expressSurcharge,
    'shipping.gramsPerPlacement': rest.gramsPerPlacement,
  }));

/**
 * Whole parameter sets (every key, as pricing reads them) that keep the parameter laws: the house
 * defaults with rates, lead-time surcharges and limits, panels, pool, dedicated runs and shipping varied.
 */
export function validParameterSets(): fc.Arbitrary<Record<string, number>> {
  return fc
    .tuple(rates, leadTimes, leadTimeLimits, materials, panels, shipping)
    .map((parts) => Object.assign(Object.fromEntries(DEFAULT_PARAMETER_VALUES), ...parts))
    .filter((values) => parameterLawBroken(values) === null);
}

/**
 * Margin bands of one customer group as the back office accepts them: 1–4 bands, one from 1 board,
 * the others from distinct quantities up to 100,000, percents within 0–300 that never rise as the
 * quantity grows (the margin band laws).
 */
export function validMarginBands(): fc.Arbitrary<MarginBand[]> {
  const percents = (bands: number) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: bands, maxLength: bands }),
      )
      .map(([first, keeps]) => {
        let percent = first;
        return keeps.map((keep, index) => {
          if (index > 0) percent = Math.floor(percent * keep * 100) / 100;
          return percent;
        });
      });
  return fc
    .uniqueArray(fc.integer({ min: 2, max: 100_000 }), { maxLength: 3 })
    .chain((others) => {
      const quantities = [1, ...others.sort((a, b) => a - b)];
      return fc
        .tuple(percents(quantities.length), percents(quantities.length), percents(quantities.length))
        .map(([board, components, assembly]) =>
          quantities.map((minQuantity, index) => ({
            minQuantity,
            percent: {
              board: board[index] ?? 0,
              components: components[index] ?? 0,
              assembly: assembly[index] ?? 0,
            },
          })),
        );
    })
    .filter((bands) => marginBandLawBroken(bands.map(toBandValues)) === null);
}

const toBandValues = (band: MarginBand): MarginBandValues => ({
  minQuantity: band.minQuantity,
  boardPercent: band.percent.board,
  componentsPercent: band.percent.components,
  assemblyPercent: band.percent.assembly,
});
