import { z } from 'zod';
import { formatMessage } from '../messages.ts';
import { LANGUAGES } from '../product.ts';
import { projectKeyField } from '../projects.ts';
import { serverTextSchema } from '../server-texts/server-text.ts';

/** Offers: the price matrix of a project, a cell's breakdown, the selection and the basket. */

/** Lead times offered, slowest first (each has a `leadTime.daysN` parameter). */
export const LEAD_TIME_WORKING_DAYS = [20, 15, 10, 7, 5] as const;
/** Quantities offered besides the project's intended quantity. */
export const STANDARD_QUANTITIES = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

export const BREAKDOWN_BLOCKS = [
  'board',
  'components',
  'assembly',
  'leadTime',
  'volume',
  'shipping',
  'discount',
] as const;
export const VAT_REASON_CODES = ['NL', 'EU_CONSUMER', 'REVERSE_CHARGE', 'EXPORT'] as const;

const isoDate = z.string().describe('YYYY-MM-DD (Europe/Amsterdam)');

/**
 * How the boards are made: on panels shared with other orders (pool, up to `board.pool.maxPanels`), or
 * on the order's own production panels (dedicated).
 */
export const PRODUCTION_MODES = ['pool', 'dedicated'] as const;
export type ProductionMode = (typeof PRODUCTION_MODES)[number];

/** Why a cell cannot be ordered, for clients that style or sort the reasons (the text says it to people). */
export const UNAVAILABLE_CODES = [
  'NO_PANEL_FIT',
  'LAYERS_LEAD_TIME',
  'EXPRESS_AREA',
  'CAPACITY',
  'NO_WORKING_DAY',
] as const;
export type UnavailableCode = (typeof UNAVAILABLE_CODES)[number];

/** What a price line counts, so a client can say "0.0919 m² of board" rather than "× 0.0919". */
export const PRICE_UNITS = [
  'order',
  'boardM2',
  'panel',
  'part',
  'placement',
  'joint',
  'side',
  'feeder',
  'kg',
  'parcel',
  'pallet',
  'percentOf',
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
const isoMoment = z.string().describe('ISO 8601 UTC');

export const offerCell = z.object({
  quantity: z.number().int(),
  workingDays: z.number().int(),
  available: z.boolean(),
  unavailableReason: z.string().nullable().describe('Why the cell cannot be ordered; null when it can'),
  unavailableCode: z.enum(UNAVAILABLE_CODES).nullable().optional(),
  unavailableText: serverTextSchema
    .optional()
    .describe('Why the cell cannot be ordered, as a message key with parameters, for the reader’s language'),
  productionMode: z
    .enum(PRODUCTION_MODES)
    .nullable()
    .optional()
    .describe('Null when no panel fits the board'),
  sameTotalQuantity: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('A larger quantity that costs the same: "order N for the same price"; null when none'),
  onRequest: z.boolean().describe('A part could not be priced: staff confirm the price'),
  estimated: z.boolean().describe('Some parts are priced from estimates until staff confirm them'),
  shipDate: isoDate.nullable().optional().describe('Production done: the boards leave the house'),
  deliveryDate: isoDate
    .nullable()
    .describe('At the customer: the ship date plus the cheapest parcel option’s transit working days'),
  netCents: z.number().int(),
  unitNetCents: z.number().int(),
});
export type OfferCell = z.infer<typeof offerCell>;

export const reviewNote = z.object({
  code: z.string(),
  message: z.string().describe('In English; `text` is the same note as a message key'),
  text: serverTextSchema
    .optional()
    .describe('The note as a message key with parameters, for the reader’s language'),
  /** Notes kept before lines were gathered into one note per kind name one line here. */
  lineNo: z.number().int().optional(),
  lineNos: z.array(z.number().int()).optional().describe('The BOM lines the note is about'),
});
export type ReviewNote = z.infer<typeof reviewNote>;

export const offerSelection = z.object({ quantity: z.number().int(), workingDays: z.number().int() });

export const offerSetResponse = z.object({
  offerSetId: z.string(),
  projectId: z.string(),
  currency: z.literal('EUR'),
  createdAt: isoMoment,
  validUntil: isoMoment,
  quantities: z.array(z.number().int()).describe('Ascending'),
  intendedQuantity: z
    .number()
    .int()
    .nullable()
    .describe('The project’s intended quantity, one of `quantities`'),
  leadTimes: z.array(
    z.object({
      workingDays: z.number().int(),
      label: z.string().describe('In English; `text` is the same label as a message key'),
      text: serverTextSchema.optional().describe('The label as a message key, for the reader’s language'),
    }),
  ),
  cells: z.array(offerCell),
  reviewNotes: z.array(reviewNote),
  selected: offerSelection.nullable(),
  choices: z
    .object({
      shippingCountry: z.string().nullable().describe('Null: the billing country'),
      shippingCode: z.string().nullable().describe('Null: the cheapest option'),
      promoCode: z.string().nullable(),
    })
    .nullable()
    .describe('The parcel option and promo code on the selected offer; null when none is selected'),
});
export type OfferSetResponse = z.infer<typeof offerSetResponse>;

export const breakdownLine = z.object({
  block: z.enum(BREAKDOWN_BLOCKS),
  code: z.string(),
  label: z.string().describe('In English; `text` is the same label as a message key'),
  text: serverTextSchema
    .optional()
    .describe('The label as a message key with parameters, for the reader’s language'),
  parameter: z.string().nullable().describe('The key in the parameters table the rate came from'),
  rate: z.number().nullable().describe('Cents per unit; for a percentage, the fraction'),
  units: z.number().nullable().describe('Units; for a percentage, the base in cents'),
  amountCents: z.number().int().describe('round_half_up(rate × units) when both are set'),
  costCents: z.number().int().optional().describe('Administrators only: what the line costs the house'),
  lineNo: z.number().int().optional().describe('The BOM line a component line prices'),
  unit: z.enum(PRICE_UNITS).optional().describe('What `units` counts'),
  needed: z.number().int().optional().describe('Component lines: parts the boards need'),
  spares: z.number().int().optional().describe('Component lines: spare parts charged besides those needed'),
  bought: z
    .number()
    .int()
    .optional()
    .describe('Component lines: parts bought (the units charged rounded up to the supplier’s multiple)'),
  source: z
    .object({
      distributor: z.string(),
      sku: z.string(),
      currency: z.string(),
      unitPrice: z.number().describe('In `currency`, as the distributor gave it'),
      breakQuantity: z.number().int(),
      fetchedAt: isoMoment,
      stock: z.number().int(),
      leadTimeDays: z.number().int().nullable(),
      simulated: z.boolean().describe('From the local distributor simulator, never a real price'),
    })
    .optional()
    .describe('Administrators only: the distributor offer a component line was priced from'),
});
export type BreakdownLine = z.infer<typeof breakdownLine>;

export const marginShown = z.object({
  block: z.enum(['board', 'components', 'assembly']),
  fromQuantity: z.number().int().nullable().describe('The band’s smallest quantity; null: no band applies'),
  percent: z.number(),
});

export const breakdownResponse = z.object({
  quantity: z.number().int(),
  workingDays: z.number().int(),
  productionMode: z.enum(PRODUCTION_MODES).nullable().optional(),
  shipDate: isoDate.nullable().optional().describe('Production done: the boards leave the house'),
  transitWorkingDays: z.number().int().nullable().optional().describe('Of the parcel option priced'),
  deliveryDate: isoDate.nullable().describe('At the customer: ship date plus transit'),
  sameTotalQuantity: z.number().int().nullable().optional().describe('Order this many for the same price'),
  margins: z.array(marginShown).optional().describe('Administrators only: each block’s margin band'),
  lines: z.array(breakdownLine),
  netCents: z.number().int(),
  vat: z.object({
    ratePercent: z.number(),
    reason: z.enum(VAT_REASON_CODES),
    amountCents: z.number().int(),
  }),
  totalCents: z.number().int(),
  costCents: z.number().int().optional().describe('Administrators only'),
  marginCents: z.number().int().optional().describe('Administrators only'),
});
export type BreakdownResponse = z.infer<typeof breakdownResponse>;

/**
 * A count, as a number in a body or as decimal text in a query. Nothing else is read as one: a
 * coercing schema took `true` as 1 and `[10]` as 10.
 */
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?[0-9]{1,15}(\.[0-9]+)?$/)
          .transform(Number),
      ],
      {
        error: (issue) =>
          issue.input === undefined ? `${name} is required` : `${name} must be a whole number`,
      },
    )
    .pipe(
      z
        .number()
        .int({ error: `${name} must be a whole number` })
        .min(min, { error: `${name} minimum is ${min}` })
        .max(max, { error: `${name} maximum is ${max}` }),
    );

/** A lead time offered, as a query parameter (text) or in a body (a number). */
const leadTimeDays = z
  .union([z.enum(LEAD_TIME_WORKING_DAYS.map(String) as [string, ...string[]]), z.number()], {
    error: `Working days must be one of ${LEAD_TIME_WORKING_DAYS.join(', ')}`,
  })
  .transform(Number)
  .pipe(
    z.number().refine((days) => (LEAD_TIME_WORKING_DAYS as readonly number[]).includes(days), {
      error: `Working days must be one of ${LEAD_TIME_WORKING_DAYS.join(', ')}`,
    }),
  );

export const offerCellQuery = z.object({
  quantity: wholeNumber('Quantity', 1, 100_000).describe('Any quantity, not only those of the matrix'),
  workingDays: leadTimeDays,
});

export const offersParams = z.object({ projectId: projectKeyField });
/** The offer PDF: in the language asked for, else in the caller's own. */
export const offerPdfQuery = z.object({
  lang: z
    .enum(LANGUAGES, { error: formatMessage('invalid', { name: 'Language' }) })
    .optional()
    .describe(`The PDF's language, one of ${LANGUAGES.join(', ')}; default: the caller's language`),
});
export const requoteRequest = z.object({ projectId: projectKeyField });
export const selectOfferRequest = z.object({
  projectId: projectKeyField,
  quantity: wholeNumber('Quantity', 1, 100_000),
  workingDays: leadTimeDays,
});
export const selectOfferResponse = z.object({ selected: offerSelection, basketCount: z.number().int() });

export const updateShippingRequest = z.object({
  projectId: projectKeyField,
  countryCode: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter code such as NL' }),
  code: z.string().max(40).optional().describe('A parcel option of the answer; the cheapest when left out'),
});
export const shippingOptionsResponse = z.object({
  options: z.array(
    z.object({
      code: z.string(),
      carrier: z.string(),
      service: z.string(),
      priceCents: z.number().int(),
      transitWorkingDays: z.number().int(),
      kind: z.enum(['parcel', 'freight']).optional(),
      parcels: z.number().int().optional().describe('Parcels (or pallets for freight) the shipment takes'),
      weightKg: z.number().optional().describe('The whole shipment with packing'),
    }),
  ),
  selectedCode: z.string(),
});
export type ShippingOptionsResponse = z.infer<typeof shippingOptionsResponse>;

/** Staff's prices for BOM lines the offer estimated or could not price (after their BOM search). */
export const confirmPricesRequest = z.object({
  projectId: projectKeyField,
  prices: z
    .array(
      z.object({
        lineNo: wholeNumber('Line', 1, 100_000),
        mpn: z
          .string()
          .trim()
          .min(1, { error: 'MPN is required' })
          .max(100, { error: 'MPN maximum length is 100' })
          .optional()
          .describe('The part staff found; the line’s own MPN when left out'),
        manufacturer: z.string().trim().max(100, { error: 'Manufacturer maximum length is 100' }).optional(),
        priceBreaks: z
          .array(
            z.object({
              quantity: wholeNumber('Break quantity', 1, 10_000_000),
              unitPriceCents: z
                .number({ error: 'Unit price is required' })
                .min(0, { error: 'Unit price minimum is 0' })
                .max(10_000_000, { error: 'Unit price maximum is 10000000' })
                .describe('Cents; fractions allowed (0.4 cents a resistor)'),
            }),
          )
          .min(1, { error: 'At least one price break is required' })
          .max(20, { error: 'At most 20 price breaks' }),
      }),
    )
    .min(1, { error: 'At least one price is required' })
    .max(5000, { error: 'At most 5000 prices' }),
});
export type ConfirmPricesRequest = z.infer<typeof confirmPricesRequest>;
