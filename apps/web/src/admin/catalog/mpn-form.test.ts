import type { MpnDataRecord } from '@boardhouse/shared/catalog/mpn-data';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import staff from '../../i18n/staff/en.json';
import workspace from '../../i18n/workspace/en.json';
import { formFieldErrors, type MpnFormValues, mpnFormRules, mpnFormValues, mpnSaveBody } from './mpn-form.ts';

type Rule = (value: unknown, values: MpnFormValues, path: string) => unknown;
type Rules = { stock: Rule; priceBreaks: { quantity: Rule; price: Rule } };

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { translation: { ...en, ...workspace, ...staff } } },
    interpolation: { escapeValue: false },
  });
  t = instance.t;
});

const record: MpnDataRecord = {
  id: 41,
  mpn: 'LM358DR',
  manufacturer: 'Texas Instruments',
  description: null,
  package: 'SOIC-8',
  mountingStyle: 'SMD',
  priceBreaks: [
    { quantity: 1, unitPriceCents: 1250 },
    { quantity: 10, unitPriceCents: 7 },
  ],
  stock: 0,
  leadTimeDays: null,
  lcsc: 'C7950',
  mouser: null,
  digikey: null,
  farnell: null,
  rs: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastModifyBy: 'admin',
};

describe('MPN form values', () => {
  it('shows cents as euros and empty fields as empty boxes', () => {
    const values = mpnFormValues(record);
    expect(values.priceBreaks.map(({ quantity, price }) => ({ quantity, price }))).toEqual([
      { quantity: 1, price: 12.5 },
      { quantity: 10, price: 0.07 },
    ]);
    expect(values.description).toBe('');
    expect(values.leadTimeDays).toBe('');
    expect(values.stock).toBe(0);
  });

  it('sends euros as whole cents, blanks as null and keeps the record id', () => {
    const values: MpnFormValues = {
      ...mpnFormValues(record),
      manufacturer: '  ',
      mouser: ' 595-LM358DR ',
      // 0.1 + 0.2 is 0.30000000000000004 in floating point; it must still be 30 cents.
      priceBreaks: [
        { key: 'a', quantity: 1, price: 12.3 },
        { key: 'b', quantity: 100, price: 0.1 + 0.2 },
      ],
      stock: '',
    };
    expect(mpnSaveBody(values, 41)).toMatchObject({
      id: 41,
      mpn: 'LM358DR',
      manufacturer: null,
      mouser: '595-LM358DR',
      lcsc: 'C7950',
      stock: null,
      priceBreaks: [
        { quantity: 1, unitPriceCents: 1230 },
        { quantity: 100, unitPriceCents: 30 },
      ],
    });
    expect(mpnSaveBody(values, undefined)).not.toHaveProperty('id');
  });

  it("puts the server's unitPriceCents messages under the price inputs", () => {
    expect(
      formFieldErrors({ 'priceBreaks.1.unitPriceCents': 'Unit price is not valid', mpn: 'MPN is required' }),
    ).toEqual({ 'priceBreaks.1.price': 'Unit price is not valid', mpn: 'MPN is required' });
  });
});

describe('MPN form rules', () => {
  const values = (quantities: (number | '')[]): MpnFormValues => ({
    ...mpnFormValues(null),
    priceBreaks: quantities.map((quantity, index) => ({ key: String(index), quantity, price: 1 })),
  });

  it('wants price-break quantities that are whole, at least 1 and rising', () => {
    const { quantity } = (mpnFormRules(t) as unknown as Rules).priceBreaks;
    const form = values([10, 10, 0, 2.5, '']);
    expect(quantity(10, form, 'priceBreaks.0.quantity')).toBeNull();
    expect(quantity(10, form, 'priceBreaks.1.quantity')).toBe(
      'Each quantity must be larger than the one above it',
    );
    expect(quantity(0, form, 'priceBreaks.2.quantity')).toBe('From quantity minimum is 1');
    expect(quantity(2.5, form, 'priceBreaks.3.quantity')).toBe('From quantity is not valid');
    expect(quantity('', form, 'priceBreaks.4.quantity')).toBe('From quantity is required');
  });

  it('wants a price on every break and accepts an empty stock', () => {
    const rules = mpnFormRules(t) as unknown as Rules;
    const form = values([1]);
    expect(rules.priceBreaks.price('', form, 'priceBreaks.0.price')).toBe('Unit price (EUR) is required');
    expect(rules.priceBreaks.price(0, form, 'priceBreaks.0.price')).toBeNull();
    expect(rules.stock('', form, 'stock')).toBeNull();
    expect(rules.stock(-1, form, 'stock')).toBe('Stock minimum is 0');
  });
});
