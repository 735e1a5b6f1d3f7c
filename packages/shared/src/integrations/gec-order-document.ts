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
  /** Not placed by us (customer-supplied or do-not-place). */
  notPlaced: z.boolean(),
  purchasingState: z
    .string()
    .max(50)
    .nullable()
    .describe('The line’s purchasing state (e.g. NOT_ORDERED, ORDERED, RECEIVED); null when not purchased by us'),
});

export const gecOrderDocument = z
  .object({
    schemaVersion: z.literal(GEC_DOCUMENT_SCHEMA_VERSION),
    orderKey: z.string().min(1).max(100),
    gecClientId: z.string().max(100).nullable().describe('The customer in the order system; null when none yet'),
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
      expectedShipmentAt: isoDate.nullable(),
      expectedDeliveryAt: isoDate.nullable(),
    }),
    prices: z.object({
      currency: z.literal('EUR'),
      boards: money,
      components: money,
      assembly: money,
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
