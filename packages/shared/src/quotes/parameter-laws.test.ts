import { describe, expect, it } from 'vitest';
import { LAW_TEST_BASELINE } from './parameter-laws.test-support.ts';
import {
  MARGIN_BAND_LAWS,
  marginBandLawBroken,
  PARAMETER_LAWS,
  parameterLawBroken,
  parameterLawBrokenBy,
  parameterLawsBroken,
} from './parameter-laws.ts';
import { DEFAULT_PARAMETER_VALUES, parameterDefinition } from './pricing-parameters.ts';

const BASELINE = LAW_TEST_BASELINE;
const withDefaults = (changes: Record<string, number>) =>
  new Map([...DEFAULT_PARAMETER_VALUES, ...Object.entries(BASELINE), ...Object.entries(changes)]);

describe('parameter laws', () => {
  it('holds for the house defaults, as a map and as a record', () => {
    expect(parameterLawBroken(DEFAULT_PARAMETER_VALUES)).toBeNull();
    expect(parameterLawBroken(Object.fromEntries(DEFAULT_PARAMETER_VALUES))).toBeNull();
    // A record that names a few keys is read with the defaults for the rest.
    expect(parameterLawBroken({ 'leadTime.days5': 1000 })).toBeNull();
    expect(parameterLawBroken(withDefaults({}))).toBeNull();
  });

  it('names every law once, each with a short name', () => {
    const laws = PARAMETER_LAWS.map((entry) => entry.law);
    expect(new Set(laws).size).toBe(laws.length);
    for (const entry of [...PARAMETER_LAWS, ...MARGIN_BAND_LAWS])
      expect(entry.name.length).toBeGreaterThan(5);
  });

  it('refuses a faster lead time that is cheaper, naming both with their surcharges', () => {
    expect(parameterLawBroken(withDefaults({ 'leadTime.days5': 40 }))).toEqual({
      law: 'leadTimeSurcharges',
      message:
        'Lead-time surcharges must rise as the days fall: 5 working days (40 %) is below 7 working days (50 %)',
      keys: ['leadTime.days5', 'leadTime.days7'],
    });
    expect(parameterLawBroken(withDefaults({ 'leadTime.days20': 11 }))?.message).toBe(
      'Lead-time surcharges must rise as the days fall: 15 working days (10 %) is below 20 working days (11 %)',
    );
    // Equal surcharges are allowed: faster is then as dear, never cheaper.
    expect(parameterLawBroken(withDefaults({ 'leadTime.days7': 25 }))).toBeNull();
  });

  it.each([
    [
      'high layers needing fewer days than multilayers',
      { 'leadTime.minimumDays.highLayer': 5 },
      'leadTimeMinimumDays',
      'Boards of 8 layers or more must not need fewer working days than 4 and 6 layers: 5 working days is below 7',
    ],
    [
      'a minimum beyond the slowest lead time',
      { 'leadTime.minimumDays.highLayer': 25 },
      'leadTimeOffered',
      'Every board must keep a lead time: boards of 8 layers or more would need 25 working days, but the slowest lead time offered is 20',
    ],
    [
      'a border that leaves no panel',
      { 'board.panel.borderMm': 60, 'board.panel.widthMm': 120 },
      'usablePanel',
      'The production panel must have room inside its border: 120 × 610 mm less 2 × 60 mm of border leaves 0 × 490 mm',
    ],
    [
      'a pool smaller than the smallest order',
      { 'board.pool.maxPanels': 0.25 },
      'poolTakesSmallestOrder',
      "The pool must take the smallest order: the smallest share an order pays for (0.5 panels) is above the pool's largest order (0.25 panels)",
    ],
    [
      'a pool of no panels',
      { 'board.pool.maxPanels': 0, 'board.panel.minimum': 0 },
      'positiveThresholds',
      'The pool’s largest order (board.pool.maxPanels) must be more than 0; it is 0',
    ],
    [
      'freight from 0 kg',
      { 'shipping.freight.fromKg': 0 },
      'positiveThresholds',
      'The weight from which freight is offered (shipping.freight.fromKg) must be more than 0; it is 0',
    ],
    [
      'a parcel that holds only its box',
      { 'shipping.parcelMaxKg': 2, 'shipping.packagingKg': 2 },
      'parcelHoldsBoards',
      'A parcel must hold boards: the heaviest parcel (2 kg) is not above its box and packing (2 kg)',
    ],
    [
      'a pallet that holds only itself',
      { 'shipping.freight.palletMaxKg': 20 },
      'palletHoldsBoards',
      'A pallet must hold boards: the heaviest pallet (20 kg) is not above the pallet and its packing (25 kg)',
    ],
    [
      'a yield of 40 %',
      { 'board.dedicated.yieldPercent': 40 },
      'dedicatedYield',
      'The yield of a dedicated run must be within 50–100 %; it is 40 %',
    ],
  ])('refuses %s', (_what, changes, law, message) => {
    expect(parameterLawBroken(withDefaults(changes))).toMatchObject({ law, message });
  });

  it('lists every law a set breaks, in order', () => {
    const broken = parameterLawsBroken(
      withDefaults({ 'leadTime.days5': 0, 'board.dedicated.yieldPercent': 101 }),
    );
    expect(broken.map((entry) => entry.law)).toEqual(['leadTimeSurcharges', 'dedicatedYield']);
    // A law broken in two places is listed twice.
    const twice = parameterLawsBroken(withDefaults({ 'leadTime.days20': 12, 'leadTime.days5': 45 }));
    expect(twice.map((entry) => entry.keys)).toEqual([
      ['leadTime.days15', 'leadTime.days20'],
      ['leadTime.days5', 'leadTime.days7'],
    ]);
  });

  it('checks a change against the stored set, letting an old breach be but not be touched unmended', () => {
    expect(parameterLawBrokenBy(withDefaults({}), 'leadTime.days7', 90)?.message).toBe(
      'Lead-time surcharges must rise as the days fall: 5 working days (80 %) is below 7 working days (90 %)',
    );
    expect(parameterLawBrokenBy(withDefaults({}), 'leadTime.days7', 80)).toBeNull();
    const breached = withDefaults({ 'leadTime.days5': 45 });
    expect(parameterLawBrokenBy(breached, 'assembly.smd.perPlacement', 3)).toBeNull();
    expect(parameterLawBrokenBy(breached, 'leadTime.days5', 49)?.law).toBe('leadTimeSurcharges');
    expect(parameterLawBrokenBy(breached, 'leadTime.days5', 50)).toBeNull();
    // A new breach elsewhere is still refused.
    expect(parameterLawBrokenBy(breached, 'leadTime.days20', 11)?.keys).toEqual([
      'leadTime.days15',
      'leadTime.days20',
    ]);
  });

  it('keeps the definitions’ own limits inside what the yield law allows', () => {
    expect(parameterDefinition('board.dedicated.yieldPercent')).toMatchObject({ min: 50, max: 100 });
  });
});

describe('margin band laws', () => {
  const band = (minQuantity: number, board: number, components = 10, assembly = 20) => ({
    minQuantity,
    boardPercent: board,
    componentsPercent: components,
    assemblyPercent: assembly,
  });

  it('holds for falling bands from 1 and for no bands at all', () => {
    expect(marginBandLawBroken([band(1000, 20), band(1, 30), band(100, 25)])).toBeNull();
    expect(marginBandLawBroken([])).toBeNull();
    expect(marginBandLawBroken([band(1, 0, 0, 0), band(5, 0, 0, 0)])).toBeNull();
  });

  it('refuses a margin above 300 % or below 0', () => {
    expect(marginBandLawBroken([band(1, 301)])).toEqual({
      law: 'marginRange',
      message: 'Margins must be within 0–300 %: the board margin from 1 board is 301 %',
      keys: ['boardPercent'],
    });
    expect(marginBandLawBroken([band(1, 30, -1)])?.law).toBe('marginRange');
  });

  it('refuses bands that leave small orders without a margin', () => {
    expect(marginBandLawBroken([band(50, 30)])).toMatchObject({
      law: 'marginFromOne',
      message:
        'A customer group’s margin bands must start at 1 board, or smaller orders carry no margin: the first band starts at 50',
    });
  });

  it('refuses a margin that rises with the quantity, naming both bands', () => {
    expect(marginBandLawBroken([band(1, 30), band(100, 25, 10, 21)])).toEqual({
      law: 'marginsFall',
      message:
        'Margins must not rise as quantities grow: the assembly margin from 100 boards (21 %) is above the one from 1 board (20 %)',
      keys: ['assemblyPercent'],
    });
  });
});
