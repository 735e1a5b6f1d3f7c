import { z } from 'zod';
import { calendarDay } from '../calendar-days.ts';
import { optionalText, recordId } from '../fields.ts';
import { projectKeyField } from '../projects.ts';
import { serverTextSchema } from '../server-texts/server-text.ts';
import { orderEditView, productionStats, shipmentDetails } from './order-edits-api.ts';
import { orderProduction } from './order-production-api.ts';
import { ORDER_STATUSES, REVIEW_STATUSES } from './order-status.ts';
import { orderIdField, orderResponse } from './orders-api.ts';

/**
 * What staff do to an order (issue: the back office): move it through the state table, block it, review
 * the ordered files, set the shipment dates and the tracking code; and the staff view of an order.
 */

const note = optionalText('Note', 1000, { multiLine: true });
const isoDate = z.string().describe('YYYY-MM-DD');

export const updateOrderStatusRequest = z.object({
  orderId: orderIdField,
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
  note,
  pricingOverride: optionalText('Reason', 1000, { multiLine: true }).describe(
    'Why the order goes to purchasing or production with BOM lines still estimated or on request (kept in its history)',
  ),
});
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequest>;

export const blockOrderRequest = z.object({ orderId: orderIdField, note });

export const REVIEW_OUTCOMES = REVIEW_STATUSES.filter((status) => status !== 'PENDING') as [
  'APPROVED',
  'CHANGES_NEEDED',
];
export const saveReviewRequest = z
  .object({
    orderId: orderIdField,
    reviewStatus: z.enum(REVIEW_OUTCOMES, { error: 'Review must be APPROVED or CHANGES_NEEDED' }),
    note,
  })
  .refine((body) => body.reviewStatus !== 'CHANGES_NEEDED' || Boolean(body.note?.trim()), {
    path: ['note'],
    error: 'Note is required: tell the customer what to change',
  });
export type SaveReviewRequest = z.infer<typeof saveReviewRequest>;

/**
 * The first and last days a shipment date may name: a typing slip (1900, 9999) is refused rather than
 * printed on the customer's order.
 */
const SHIPMENT_DAYS = { first: '2000-01-01', yearsAhead: 2 };
const latestShipmentDay = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + SHIPMENT_DAYS.yearsAhead);
  return day.toISOString().slice(0, 10);
};
const shipmentDay = (name: string) =>
  calendarDay(name).refine((value) => value >= SHIPMENT_DAYS.first && value <= latestShipmentDay(), {
    error: `${name} must be between ${SHIPMENT_DAYS.first} and ${SHIPMENT_DAYS.yearsAhead} years from today`,
  });

export const shipmentDatesRequest = z
  .object({
    orderId: orderIdField,
    departureDate: shipmentDay('Departure date'),
    arrivalDate: shipmentDay('Arrival date'),
  })
  .refine((body) => body.arrivalDate >= body.departureDate, {
    path: ['arrivalDate'],
    error: 'Arrival date cannot be before the departure date',
  });
export type ShipmentDatesRequest = z.infer<typeof shipmentDatesRequest>;

/** Carriers the house ships with, and where a customer follows a parcel ({code} is the tracking code). */
export const CARRIERS = {
  PostNL: 'https://jouw.postnl.nl/track-and-trace/{code}',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={code}',
  UPS: 'https://www.ups.com/track?tracknum={code}',
  DPD: 'https://tracking.dpd.de/status/en_US/parcel/{code}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={code}',
  GLS: 'https://gls-group.com/track/{code}',
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

/** The carrier's page for a parcel. */
export const trackingUrl = (carrier: Carrier, code: string) =>
  CARRIERS[carrier].replace('{code}', encodeURIComponent(code));

export const trackingCodeRequest = z.object({
  orderId: orderIdField,
  carrier: z.enum(CARRIER_NAMES, { error: `Carrier must be one of ${CARRIER_NAMES.join(', ')}` }),
  trackingCode: z
    .string({ error: 'Tracking code is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'Tracking code must be 4 to 40 letters, digits or dashes' }),
});
export type TrackingCodeRequest = z.infer<typeof trackingCodeRequest>;

export const orderOnlyRequest = z.object({ orderId: orderIdField });
export const projectOrderRequest = z.object({ projectId: projectKeyField });
/** The seed's body for the customer's lookup of a project's order. */
export const projectDownloadRequest = z.object({ projectIdDownload: projectKeyField });
export const projectOrderedParams = z.object({ id: projectKeyField });

export const paymentEventView = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  source: z.string(),
  verified: z.boolean(),
  providerOrderId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  action: z.string(),
  note: z.string().nullable(),
});

/** The order as staff see it: the customer's view plus who the customer is, cost, review, flags, events. */
export const staffOrderResponse = orderResponse.extend({
  customer: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  }),
  costCents: z.number().int(),
  marginCents: z.number().int(),
  review: z.object({
    status: z.enum(REVIEW_STATUSES),
    note: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    reviewedBy: z.string().nullable(),
  }),
  arrivalDate: isoDate.nullable(),
  flagged: z.boolean(),
  flagNote: z.string().nullable(),
  flagNoteText: serverTextSchema
    .optional()
    .describe('The flag note as a message key with parameters, for the reader’s language'),
  allowedStatuses: z.array(z.enum(ORDER_STATUSES)).describe('Where the state table lets the order go now'),
  paymentEvents: z.array(paymentEventView),
  customerReference: z.string().nullable(),
  internalNote: z.string().nullable(),
  productionStats: productionStats.nullable(),
  shipmentDetails: shipmentDetails.nullable(),
  balanceCents: z
    .number()
    .int()
    .nullable()
    .describe('Paid orders: the total minus what was paid (> 0 to collect, < 0 to refund); null when unpaid'),
  edits: z.array(orderEditView).describe('Staff edits of money and data, oldest first'),
  production: orderProduction,
});
export type StaffOrderResponse = z.infer<typeof staffOrderResponse>;

/** GET /rest/project-ordered/{id}: whether the project has a live order, and which. */
export const projectOrderedResponse = z.object({
  ordered: z.boolean(),
  order: z
    .object({ orderId: z.number().int(), orderKey: z.string(), status: z.enum(ORDER_STATUSES) })
    .nullable(),
});

/** POST /rest/getorderbyprojectId: the seed reads response.project (name and projectId). */
export const orderByProjectResponse = z.object({
  project: z.object({
    projectId: z.string(),
    name: z.string(),
    orderId: z.number().int().nullable(),
    orderKey: z.string().nullable(),
    status: z.enum(ORDER_STATUSES).nullable(),
  }),
});

export const documentIdField = recordId('Document');

/** The seed's windows over the caller's own orders (getLimitedOrders) and their team's (getTeamOrders). */
export const orderWindowRequest = z.object({
  startLimit: z.number().int().min(0).max(100_000).default(0),
  endLimit: z.number().int().min(1).max(100_000).default(500),
});

/** Staff correct an order key: the same pattern as generated ones, and unique. */
export const updateOrderKeyRequest = z.object({
  orderId: orderIdField,
  orderKey: z
    .string({ error: 'Order key is required' })
    .trim()
    .toUpperCase()
    .regex(/^BH-\d{2}-\d{6}$/, { error: 'Order key must look like BH-26-000123' }),
});

/** The seed's getProjectIdForAllUsers: every ordered project, newest order first. */
export const orderedProjectsResponse = z.object({
  projects: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      ownerId: z.number().int(),
      orderId: z.number().int(),
      orderKey: z.string(),
      status: z.enum(ORDER_STATUSES),
    }),
  ),
});
