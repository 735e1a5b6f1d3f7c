import { z } from 'zod';

/**
 * The order document the client-order system ("GEC") receives: `POST {GEC_URL}/orders`, and
 * `PUT {GEC_URL}/orders/{gecOrderId}` after staff edited it. Versioned: a change that is not purely
 * additive is a new `schemaVersion`. docs/gec-order-document.schema.json is generated from this schema
 * (`npm run docs:schemas`) and a test keeps the two equal.
 */
export const GEC_DOCUMENT_SCHEMA_VERSION = 1;

const money = z.number().finite().describe('Euros, two decimals');
const isoDate = z.string().describe('ISO 8601 date-time');
const isoDay = z.string().describe('ISO 8601 date (YYYY-MM-DD)');
const optionalText = z.string().max(500).nullable();

export const gecAddress = z.object({
  name: optionalText,
  companyName: optionalText,
  street: optionalText,
  zipCode: optionalText,
  city: optionalText,
  country: optionalText.describe('ISO 3166-1 alpha-2 code where known'),
  email: optionalText,
  phone: optionalText,
  vatNumber: optionalText,
});

export const gecBomLine = z.object({
  designators: z.array(z.string().max(100)).max(10_000),
  mpn: optionalText,
  manufacturer: optionalText,
  description: optionalText,
  quantityPerBoard: z.number().int().min(0),
  /** Do not place: the line's designators stay empty on the board. */
  notPlaced: z.boolean(),
  purchasingState: z
    .string()
    .max(50)
    .nullable()
    .describe(
      'The line’s purchasing state (NOT_PLACED, IN_CART, ORDERED, SHIPPED, …); null when we do not buy it (customer-supplied, do-not-place) or purchasing has not started',
    ),
});

export const gecOrderDocument = z
  .object({
    schemaVersion: z.literal(GEC_DOCUMENT_SCHEMA_VERSION),
    orderKey: z.string().min(1).max(100),
    gecClientId: z
      .string()
      .max(100)
      .nullable()
      .describe('The customer in the order system; null when none yet'),
    customer: z.object({
      userId: z.number().int(),
      email: optionalText,
      firstname: optionalText,
      lastname: optionalText,
      companyName: optionalText,
    }),
    billingAddress: gecAddress,
    shippingAddress: gecAddress.nullable(),
    project: z.object({ id: z.number().int(), name: z.string().max(500) }),
    board: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe('The bare-board specification as ordered (layers, size, material, finish, …)'),
    quantity: z.number().int().min(1),
    leadTimeDays: z.number().int().min(0),
    assembly: z.boolean(),
    dates: z.object({
      orderedAt: isoDate,
      paidAt: isoDate.nullable(),
      expectedShipmentAt: isoDay.nullable(),
      expectedDeliveryAt: isoDay.nullable(),
    }),
    prices: z.object({
      currency: z.literal('EUR'),
      boards: money.describe('Euros, two decimals: the bare boards (volume price included)'),
      components: money,
      assembly: money,
      leadTime: money.describe('Euros, two decimals: the surcharge of a lead time shorter than standard'),
      shipping: money,
      discount: money,
      totalExclVat: money,
      vat: money,
      totalInclVat: money,
    }),
    bomLines: z.array(gecBomLine).max(20_000),
    customerReference: optionalText,
    notes: z.string().max(5_000).nullable(),
  })
  .strict();
export type GecOrderDocument = z.infer<typeof gecOrderDocument>;
