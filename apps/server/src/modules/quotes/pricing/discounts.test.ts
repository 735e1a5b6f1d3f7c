import { describe, expect, it } from 'vitest';
import {
  discountLine,
  type PromoTerms,
  productionNet,
  promoBase,
  promoRefusal,
  withChoices,
} from './discounts.ts';
import type { Breakdown } from './offer-engine.ts';
import type { PriceLine } from './price-lines.ts';

const line = (block: PriceLine['block'], amountCents: number, costCents = 0): PriceLine => ({
  block,
  code: `${block}.x`,
  label: block,
  parameter: null,
  rate: null,
  units: null,
  amountCents,
  costCents,
});

// Board 40.00, components 12.35, assembly 30.00, lead time 8.00, shipping 15.00: 105.35 net.
const lines = [
  line('board', 4000, 3000),
  line('components', 1235, 1100),
  line('assembly', 3000, 2000),
  line('leadTime', 800),
  line('shipping', 1500, 1500),
];

const terms = (overrides: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'SPRING',
  kind: 'PERCENT',
  value: 10,
  block: 'ALL',
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  minOrderCents: 0,
  uses: 0,
  ...overrides,
});

describe('what a code takes money off', () => {
  it('ALL is production without shipping; a block is its own lines', () => {
    expect(promoBase(lines, 'ALL')).toBe(4000 + 1235 + 3000 + 800);
    expect(promoBase(lines, 'COMPONENTS')).toBe(1235);
    expect(productionNet(lines)).toBe(9035);
  });

  it('a percentage is a rate × base line, rounded half away from zero', () => {
    // 15 % of 12.35 = 1.8525 → −1.85
    const discount = discountLine(terms({ kind: 'PERCENT', value: 15, block: 'COMPONENTS' }), lines);
    expect(discount).toMatchObject({
      block: 'discount',
      rate: -0.15,
      units: 1235,
      amountCents: -185,
      costCents: 0,
    });
    // 10 % of 12.35 = 1.235 → −1.24 (half a cent goes to the customer)
    expect(discountLine(terms({ value: 10, block: 'COMPONENTS' }), lines).amountCents).toBe(-124);
    expect(discountLine(terms({ value: 10, block: 'COMPONENTS' }), lines).label).toBe(
      'Promo code SPRING: 10 % off the components',
    );
  });

  it('an amount never takes more than the block costs', () => {
    expect(discountLine(terms({ kind: 'AMOUNT', value: 2500, block: 'BOARD' }), lines).amountCents).toBe(
      -2500,
    );
    const capped = discountLine(terms({ kind: 'AMOUNT', value: 5000, block: 'COMPONENTS' }), lines);
    expect(capped.amountCents).toBe(-1235);
    expect(capped.label).toBe('Promo code SPRING: €12.35 off the components');
  });
});

describe('when a code is refused', () => {
  const refusal = (overrides: Partial<PromoTerms>, today = '2026-11-25', held = 0, on = lines) =>
    promoRefusal(terms(overrides), on, today, held)?.code ?? null;

  it('before its first day and after its last (both inclusive)', () => {
    expect(refusal({ validFrom: '2026-11-26' })).toBe('PROMO.EXPIRED');
    expect(refusal({ validFrom: '2026-11-25', validUntil: '2026-11-25' })).toBeNull();
    expect(refusal({ validUntil: '2026-11-24' })).toBe('PROMO.EXPIRED');
  });

  it('when its uses are taken, by everyone or by this customer', () => {
    expect(refusal({ maxUses: 3, uses: 3 })).toBe('PROMO.EXHAUSTED');
    expect(refusal({ maxUses: 3, uses: 2 })).toBeNull();
    expect(refusal({ maxUsesPerCustomer: 1 }, '2026-11-25', 1)).toBe('PROMO.ALREADY_USED');
    expect(refusal({ maxUsesPerCustomer: 2 }, '2026-11-25', 1)).toBeNull();
  });

  it('below its minimum order before shipping, or on a block the order lacks', () => {
    expect(refusal({ minOrderCents: 9036 })).toBe('PROMO.NOT_APPLICABLE');
    expect(refusal({ minOrderCents: 9035 })).toBeNull();
    const bareBoard = [line('board', 4000), line('leadTime', 400), line('shipping', 1500)];
    expect(refusal({ block: 'ASSEMBLY' }, '2026-11-25', 0, bareBoard)).toBe('PROMO.NOT_APPLICABLE');
  });
});

describe('laying choices on a stored breakdown', () => {
  const stored: Breakdown = {
    quantity: 10,
    workingDays: 10,
    productionMode: 'pool',
    shipDate: '2026-12-08',
    transitWorkingDays: 1,
    deliveryDate: '2026-12-09',
    areaM2: 0.1,
    sameTotalQuantity: null,
    margins: [],
    lines,
    netCents: 10535,
    costCents: 7600,
    vat: { ratePercent: 21, reason: 'NL', amountCents: 2212 },
    totalCents: 12747,
  };

  it('replaces shipping and discount; net, VAT and total follow and add up', () => {
    const discount = [line('discount', -904)];
    const result = withChoices(stored, { shipping: [line('shipping', 2500, 2500)], discount });
    // 9035 production + 2500 shipping − 904 = 10631; VAT 21 % = 2232.51 → 2233
    expect(result.netCents).toBe(10631);
    expect(result.vat).toEqual({ ratePercent: 21, reason: 'NL', amountCents: 2233 });
    expect(result.totalCents).toBe(12864);
    expect(result.lines.reduce((sum, each) => sum + each.amountCents, 0)).toBe(result.netCents);
    expect(withChoices(result, { discount: [] }).netCents).toBe(11535);
  });
});
