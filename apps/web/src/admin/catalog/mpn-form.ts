import { DISTRIBUTOR_FIELDS, type MpnDataRecord } from '@boardhouse/shared/catalog/mpn-data';
import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import type { FormRulesRecord } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { MpnDataSave } from '../../api/catalog.api.ts';
import { isBlank, wholeNumberRule } from './form-rules.ts';

/** One price break as the editor shows it: the unit price in EUR, turned into cents on save. */
export interface PriceBreakRow {
  /** React key of the row; rows have no id of their own. */
  key: string;
  quantity: number | '';
  price: number | '';
}

export type DistributorField = (typeof DISTRIBUTOR_FIELDS)[number];

export type MpnFormValues = {
  mpn: string;
  manufacturer: string;
  description: string;
  package: string;
  mountingStyle: MountingStyle | null;
  priceBreaks: PriceBreakRow[];
  stock: number | '';
  leadTimeDays: number | '';
} & Record<DistributorField, string>;

export const newPriceBreakRow = (quantity: number | '' = ''): PriceBreakRow => ({
  key: randomId(),
  quantity,
  price: '',
});

export function mpnFormValues(record: MpnDataRecord | null): MpnFormValues {
  return {
    mpn: record?.mpn ?? '',
    manufacturer: record?.manufacturer ?? '',
    description: record?.description ?? '',
    package: record?.package ?? '',
    mountingStyle: record?.mountingStyle ?? null,
    priceBreaks: (record?.priceBreaks ?? []).map((step) => ({
      key: randomId(),
      quantity: step.quantity,
      price: step.unitPriceCents / 100,
    })),
    stock: record?.stock ?? '',
    leadTimeDays: record?.leadTimeDays ?? '',
    lcsc: record?.lcsc ?? '',
    mouser: record?.mouser ?? '',
    digikey: record?.digikey ?? '',
    farnell: record?.farnell ?? '',
    rs: record?.rs ?? '',
  };
}

const textOrNull = (value: string) => value.trim() || null;
const numberOrNull = (value: number | '') => (value === '' ? null : value);

export function mpnSaveBody(values: MpnFormValues, id: number | undefined): MpnDataSave {
  return {
    ...(id === undefined ? {} : { id }),
    mpn: values.mpn.trim(),
    manufacturer: textOrNull(values.manufacturer),
    description: textOrNull(values.description),
    package: textOrNull(values.package),
    mountingStyle: values.mountingStyle,
    // Rounded: 0.1 + 0.2 style float noise must not turn 12.30 EUR into 1229 cents.
    priceBreaks: values.priceBreaks.map((row) => ({
      quantity: Number(row.quantity),
      unitPriceCents: Math.round(Number(row.price) * 100),
    })),
    stock: numberOrNull(values.stock),
    leadTimeDays: numberOrNull(values.leadTimeDays),
    ...Object.fromEntries(DISTRIBUTOR_FIELDS.map((field) => [field, textOrNull(values[field])])),
  };
}

/** The server names a price "unitPriceCents"; the editor's input for it is "price". */
export function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/\.unitPriceCents$/, '.price'), message]),
  );
}

const rowIndex = (path: string) => Number(path.split('.')[1]);

export function mpnFormRules(t: TFunction): FormRulesRecord<MpnFormValues> {
  const quantityName = t('catalog.mpnData.breakQuantity');
  const priceName = t('catalog.mpnData.breakPrice');
  const quantityRule = wholeNumberRule(t, quantityName, { min: 1, isRequired: true });
  return {
    mpn: (value) => (isBlank(value) ? t('validation.required', { name: t('catalog.mpnData.mpn') }) : null),
    stock: wholeNumberRule(t, t('catalog.mpnData.stock'), { min: 0 }),
    leadTimeDays: wholeNumberRule(t, t('catalog.mpnData.leadTime'), { min: 0 }),
    priceBreaks: {
      quantity: (value, values, path) => {
        const problem = quantityRule(value);
        if (problem) return problem;
        // Each break starts at a larger quantity than the one before it (the server checks the same).
        const previous = values.priceBreaks[rowIndex(path) - 1]?.quantity;
        return typeof previous === 'number' && Number(value) <= previous
          ? t('catalog.mpnData.breaksAscending')
          : null;
      },
      price: (value) => {
        if (value === '') return t('validation.required', { name: priceName });
        return typeof value === 'number' && value >= 0 ? null : t('validation.invalid', { name: priceName });
      },
    },
  };
}
