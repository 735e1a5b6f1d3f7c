import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BreakdownLine } from '@boardhouse/shared/quotes/offers-api';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  datesOf,
  describeLine,
  describeMargin,
  describeStock,
  formatDay,
  formatLongDay,
  formatShortDay,
  formatWeekday,
  rowSameTotal,
} from './price-units.ts';

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../i18n', file), 'utf8')) as object;

let t: TFunction;
let tGerman: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { ...read('en.json'), ...read('workspace/en.json'), ...read('staff/en.json') } },
      de: { translation: { ...read('de.json'), ...read('workspace/de.json'), ...read('staff/de.json') } },
    },
  });
  t = i18n.t;
  tGerman = i18n.getFixedT('de');
});

const line = (overrides: Partial<BreakdownLine>): BreakdownLine => ({
  block: 'board',
  code: 'board.x',
  label: 'A line',
  parameter: 'p',
  rate: 100,
  units: 1,
  amountCents: 100,
  ...overrides,
});

describe('a price line in words', () => {
  it('names m² of board with the rate per m² (0.0919 m² at €35.00/m² is €3.22)', () => {
    const area = line({ unit: 'boardM2', rate: 3500, units: 0.0919, amountCents: 322 });
    expect(describeLine(area, t, 'en')).toBe('0.0919 m² of board × €35.00/m²');
    expect(describeLine(area, tGerman, 'de')).toBe('0,0919 m² Leiterplatte × 35,00\u00a0€/m²');
  });

  it('calls 0.5 panels half a production panel, other shares a number of panels', () => {
    const panels = (units: number) => line({ unit: 'panel', rate: 2340, units });
    expect(describeLine(panels(0.5), t, 'en')).toBe('half a production panel × €23.40 per panel');
    expect(describeLine(panels(2.25), t, 'en')).toBe('2.25 production panels × €23.40 per panel');
    expect(describeLine(panels(1), t, 'en')).toBe('1 production panel × €23.40 per panel');
  });

  it('counts parts with their spares, and one rate below a cent', () => {
    const parts = line({ block: 'components', unit: 'part', rate: 5.2, units: 26, needed: 25, spares: 1 });
    expect(describeLine(parts, t, 'en')).toBe('26 parts (25 + 1 spare) × €0.052');
    const many = line({
      block: 'components',
      unit: 'part',
      rate: 0.4,
      units: 2550,
      needed: 2500,
      spares: 50,
    });
    expect(describeLine(many, t, 'en')).toBe('2,550 parts (2,500 + 50 spares) × €0.004');
    const exact = line({ block: 'components', unit: 'part', rate: 125, units: 10, spares: 0 });
    expect(describeLine(exact, t, 'en')).toBe('10 parts × €1.25');
  });

  it('names placements, joints, sides, feeders, kilograms, parcels and pallets', () => {
    const cases: [BreakdownLine, string][] = [
      [line({ unit: 'placement', rate: 0.8, units: 1180 }), '1,180 placements × €0.008'],
      [line({ unit: 'joint', rate: 5, units: 8 }), '8 solder joints × €0.05'],
      [line({ unit: 'side', rate: 4000, units: 1 }), '1 populated side × €40.00'],
      [line({ unit: 'feeder', rate: 300, units: 12 }), '12 feeders to load × €3.00'],
      [line({ unit: 'kg', rate: 100, units: 0.6 }), '0.6 kg × €1.00/kg'],
      [line({ unit: 'parcel', rate: 695, units: 2 }), '2 parcels × €6.95'],
      [line({ unit: 'pallet', rate: 12_000, units: 1 }), '1 pallet × €120.00'],
      [line({ unit: 'order', rate: 3250, units: 1 }), '€32.50 per order'],
    ];
    for (const [priced, words] of cases) expect(describeLine(priced, t, 'en')).toBe(words);
  });

  it('writes a percentage with its sign and base, a discount with a minus', () => {
    const surcharge = line({ block: 'leadTime', unit: 'percentOf', rate: 0.25, units: 23_918 });
    expect(describeLine(surcharge, t, 'en')).toBe('+25 % of €239.18');
    const discount = line({ block: 'discount', unit: 'percentOf', rate: -0.1, units: 12_000 });
    expect(describeLine(discount, t, 'en')).toBe('−10 % of €120.00');
  });

  it('keeps lines of older snapshots (no unit) as rate × units, their percentages as before', () => {
    expect(describeLine(line({ rate: 2340, units: 0.5 }), t, 'en')).toBe('€23.40 × 0.5');
    expect(describeLine(line({ block: 'leadTime', rate: 0, units: 4628 }), t, 'en')).toBe('+0 % of €46.28');
    expect(describeLine(line({ rate: null, units: null, amountCents: -500 }), t, 'en')).toBe('');
  });
});

describe('staff texts', () => {
  it('names parts bought beyond those charged as going to the house stock', () => {
    const bought = line({ block: 'components', unit: 'part', rate: 5, units: 26, bought: 100 });
    expect(describeStock(bought, t, 'en')).toBe('bought 100, 74 to house stock');
    expect(describeStock({ ...bought, bought: 26 }, t, 'en')).toBeNull();
    expect(describeStock({ ...bought, bought: undefined }, t, 'en')).toBeNull();
  });

  it('names each block’s margin band and percent', () => {
    expect(describeMargin({ block: 'board', fromQuantity: 100, percent: 25 }, t, 'en')).toBe(
      'Bare board: 25 % (band from 100 boards)',
    );
    expect(describeMargin({ block: 'assembly', fromQuantity: 1, percent: 40 }, t, 'en')).toBe(
      'Assembly: 40 % (band from 1 board)',
    );
    expect(describeMargin({ block: 'components', fromQuantity: null, percent: 12.5 }, t, 'en')).toBe(
      'Components: 12.5 % (no band)',
    );
  });
});

describe('offer dates', () => {
  it('keeps both dates, and an old snapshot’s single date as the delivery date', () => {
    expect(datesOf({ shipDate: '2026-12-01', deliveryDate: '2026-12-03' })).toEqual({
      shipDate: '2026-12-01',
      deliveryDate: '2026-12-03',
    });
    expect(datesOf({ deliveryDate: '2026-12-01' })).toEqual({ shipDate: null, deliveryDate: '2026-12-01' });
  });

  it('writes a day with its weekday, the same day wherever the browser is', () => {
    expect(formatDay('2026-12-03', 'en')).toBe('Thu 3 Dec');
    expect(formatDay('2026-12-07', 'de')).toBe('Mo., 7. Dez.');
  });
});

describe('the same price for more boards', () => {
  const cell = (
    quantity: number,
    workingDays: number,
    sameTotalQuantity: number | null,
    available = true,
  ) => ({
    quantity,
    workingDays,
    available,
    unavailableReason: available ? null : 'Production full',
    sameTotalQuantity,
    onRequest: false,
    estimated: false,
    deliveryDate: '2026-12-03',
    netCents: 100,
    unitNetCents: 10,
  });

  it('is said once by the row when every orderable lead time agrees', () => {
    const cells = [cell(50, 20, 100), cell(50, 10, 100), cell(50, 5, null, false), cell(100, 20, null)];
    expect(rowSameTotal(cells, 50)).toBe(100);
    expect(rowSameTotal(cells, 100)).toBeNull();
  });

  it('is left to the cells when the lead times differ', () => {
    expect(rowSameTotal([cell(50, 20, 100), cell(50, 10, null)], 50)).toBeNull();
    expect(rowSameTotal([cell(50, 20, 100), cell(50, 10, 60)], 50)).toBeNull();
  });
});

describe('calendar days', () => {
  it('writes a day in full and with its weekday', () => {
    expect(formatLongDay('2026-12-03', 'en')).toBe('3 December 2026');
    expect(formatWeekday('2026-12-03', 'en')).toBe('Thu, 3 December 2026');
    expect(formatShortDay('2026-12-29', 'en')).toBe('29 Dec');
  });
});
