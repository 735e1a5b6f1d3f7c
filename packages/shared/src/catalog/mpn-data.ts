import { z } from 'zod';
import { requiredText, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { adminListQuery, nullableText, pageOf, recordId } from './admin-list.ts';
import { mountingStyleSchema } from './case-packages.ts';
import { MOUNTING_STYLES } from './normalise.ts';

/** Requests and answers of the "MPN data" calls (SPEC.md section 7, /admin/mpn-data). */

export const DISTRIBUTOR_FIELDS = ['lcsc', 'mouser', 'digikey', 'farnell', 'rs'] as const;
export const PRICE_BREAKS_MAX = 20;

export const priceBreakSchema = z.object({
  quantity: z
    .number({ error: formatMessage('invalid', { name: 'Quantity' }) })
    .int({ error: formatMessage('invalid', { name: 'Quantity' }) })
    .min(1, { error: 'Quantity minimum is 1' })
    .max(100_000_000, { error: formatMessage('invalid', { name: 'Quantity' }) }),
  unitPriceCents: z
    .number({ error: formatMessage('invalid', { name: 'Unit price' }) })
    .int({ error: formatMessage('invalid', { name: 'Unit price' }) })
    .min(0, { error: 'Unit price minimum is 0' })
    .max(100_000_000, { error: formatMessage('invalid', { name: 'Unit price' }) })
    .describe('EUR cents'),
});
export type PriceBreakInput = z.infer<typeof priceBreakSchema>;

const priceBreaksSchema = z
  .array(priceBreakSchema, { error: formatMessage('invalid', { name: 'Price breaks' }) })
  .max(PRICE_BREAKS_MAX, { error: `Price breaks maximum is ${PRICE_BREAKS_MAX}` })
  .superRefine((breaks, context) => {
    breaks.forEach((current, index) => {
      const previous = breaks[index - 1];
      if (previous && current.quantity <= previous.quantity) {
        context.addIssue({
          code: 'custom',
          path: [index, 'quantity'],
          message: 'Price break quantities must be ascending',
        });
      }
    });
  });

const optionalCount = (name: string, max: number) =>
  z
    .number({ error: formatMessage('invalid', { name }) })
    .int({ error: formatMessage('invalid', { name }) })
    .min(0, { error: `${name} minimum is 0` })
    .max(max, { error: `${name} maximum is ${max}` })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const MPN_MAX_LENGTH = 100;

/** POST /rest/mpn-data carries the whole record: a field left out is stored empty. */
export const mpnDataInput = z.object({
  id: recordId('MPN record').optional().describe('Given: update that record; absent: create'),
  mpn: requiredText('MPN', { max: MPN_MAX_LENGTH }),
  manufacturer: nullableText('Manufacturer', 120).describe(
    'Stored under its canonical name when the manufacturer list knows it',
  ),
  description: nullableText('Description', 500),
  package: nullableText('Package', 100),
  mountingStyle: mountingStyleSchema()
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .describe('When left empty, taken from the case package table if it knows the package'),
  priceBreaks: priceBreaksSchema.optional().transform((value) => value ?? []),
  stock: optionalCount('Stock', 2_000_000_000),
  leadTimeDays: optionalCount('Lead time', 3650),
  lcsc: nullableText('LCSC part number', 60),
  mouser: nullableText('Mouser part number', 60),
  digikey: nullableText('Digi-Key part number', 60),
  farnell: nullableText('Farnell part number', 60),
  rs: nullableText('RS part number', 60),
});
export type MpnDataInput = z.infer<typeof mpnDataInput>;

export const mpnDataRecord = z.object({
  id: z.number().int(),
  mpn: z.string(),
  manufacturer: z.string().nullable(),
  description: z.string().nullable(),
  package: z.string().nullable(),
  mountingStyle: z.enum(MOUNTING_STYLES).nullable(),
  priceBreaks: z.array(z.object({ quantity: z.number().int(), unitPriceCents: z.number().int() })),
  stock: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  lcsc: z.string().nullable(),
  mouser: z.string().nullable(),
  digikey: z.string().nullable(),
  farnell: z.string().nullable(),
  rs: z.string().nullable(),
  updatedAt: z.string(),
  lastModifyBy: z.string().nullable(),
});
export type MpnDataRecord = z.infer<typeof mpnDataRecord>;

export const MPN_DATA_SORT_FIELDS = [
  'mpn',
  'manufacturer',
  'package',
  'mountingStyle',
  'stock',
  'leadTimeDays',
  'updatedAt',
] as const;
export const mpnDataListQuery = adminListQuery(MPN_DATA_SORT_FIELDS, { sortField: 'mpn' });
export type MpnDataListQuery = z.infer<typeof mpnDataListQuery>;
export const mpnDataPage = pageOf(mpnDataRecord);

export const MPN_SELECT_LIMIT = 50;
export const mpnSelectQuery = z.object({
  search: searchText(MPN_MAX_LENGTH).describe('Start of the part number (case and spaces ignored)'),
});
export const mpnOption = z.object({
  value: z.number().int(),
  label: z.string().describe('"MPN — Manufacturer"'),
  mpn: z.string(),
  manufacturer: z.string().nullable(),
  package: z.string().nullable(),
  mountingStyle: z.enum(MOUNTING_STYLES).nullable(),
});

/**
 * The import's multipart body, for the API document only: the route reads the file from the stream,
 * so the body the validator sees is empty.
 */
export const mpnImportBody = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'CSV file with the columns of the export' }),
  })
  .nullish();

export const mpnImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
