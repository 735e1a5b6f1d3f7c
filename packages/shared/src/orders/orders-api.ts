import { z } from 'zod';
import { optionalText, recordId, requiredText, searchText } from '../fields.ts';
import { projectKeyField } from '../projects.ts';
import { COUNTRY_CODES } from '../quotes/countries.ts';
import { breakdownLine, VAT_REASON_CODES } from '../quotes/offers-api.ts';
import { serverTextSchema } from '../server-texts/server-text.ts';
import { ORDER_STATUSES, REVIEW_STATUSES } from './order-status.ts';

/**
 * Orders and card payment: submit an order from a selected offer, pay it through MultiSafepay (or later
 * by bank transfer), follow it in My Orders. Field names follow SPEC.md where it gives them.
 */

const isoMoment = z.string().describe('ISO 8601 UTC');
const isoDate = z.string().describe('YYYY-MM-DD');

/** The order key people read and quote on a bank transfer: BH-YY-NNNNNN. */
export const ORDER_KEY_PATTERN = /^BH-\d{2}-\d{6}$/;

export const orderIdField = recordId('Order').describe('The order id (a number), as submit-order answers it');

/**
 * What the customer is told of the payment. OPEN: a payment page was opened and nothing came back yet;
 * CONFIRMING: the provider has not finished ("payment being confirmed"); UNCONFIRMED: the provider could
 * not be asked ("could not confirm the payment yet"); PAID only on the provider's own answer;
 * FAILED: declined or expired; CANCELLED: the customer left the payment page with Cancel (the order
 * can still be paid); BANK_TRANSFER: the customer chose to pay later;
 * REVERSED: refunded or charged back after payment.
 */
export const PAYMENT_STATES = [
  'OPEN',
  'CONFIRMING',
  'UNCONFIRMED',
  'PAID',
  'FAILED',
  'CANCELLED',
  'BANK_TRANSFER',
  'REVERSED',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_METHODS = ['card', 'bank-transfer'] as const;

// --- Shipping addresses (POST /rest/client-shipping) ------------------------------------------------

const countryCode = z.enum(COUNTRY_CODES as [string, ...string[]], {
  error: 'Country must be a two-letter country code such as NL',
});

export const shippingAddressFields = z.object({
  name: requiredText('Name', { max: 120 }),
  companyName: optionalText('Company name', 200).nullable(),
  street: requiredText('Address', { max: 200 }),
  postalCode: requiredText('Zip code', { max: 20 }),
  city: requiredText('City', { max: 120 }),
  countryCode,
  phoneNumber: optionalText('Phone number', 40).nullable(),
  isDefault: z.boolean().optional().describe('Use this address unless another is picked'),
});
export const saveShippingAddressRequest = shippingAddressFields.extend({
  id: recordId('Shipping address').optional().describe('Given: change that address; absent: add one'),
});
export type SaveShippingAddressRequest = z.infer<typeof saveShippingAddressRequest>;

export const shippingAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string().nullable(),
  isDefault: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;
export const shippingAddressesResponse = z.object({ addresses: z.array(shippingAddress) });
export const shippingAddressParams = z.object({ id: recordId('Shipping address') });

// --- Submit ------------------------------------------------------------------------------------------

export const submitOrderRequest = z.object({
  projectId: projectKeyField,
  idempotencyKey: z
    .string({ error: 'Idempotency key is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, {
      error: 'Idempotency key must be 8 to 100 letters, digits, dashes or underscores',
    })
    .describe('Chosen by the client once per checkout: a retry with the same key answers the same order'),
  shippingAddressId: recordId('Shipping address')
    .optional()
    .describe('One of the caller’s shipping addresses; absent: the default one, else the billing address'),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequest>;

export const submitOrderResponse = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponse>;

// --- One order ---------------------------------------------------------------------------------------

export const orderParams = z.object({ orderId: orderIdField });
/**
 * An order's page address: its id, or its number as on the invoice and in e-mails ("BH-26-000001",
 * any case), so a number typed or pasted into the address finds the order too.
 */
export const orderRefParams = z.object({
  orderId: z
    .union(
      [
        orderIdField,
        z.string().trim().toUpperCase().regex(ORDER_KEY_PATTERN, { error: 'Order is not valid' }),
      ],
      { error: 'Order is not valid' },
    )
    .describe('The order id (a number), or its order number (BH-26-000001)'),
});
export const orderBody = z.object({ orderId: orderIdField });

const postalAddress = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

export const orderPayment = z.object({
  status: z.enum(PAYMENT_STATES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: isoMoment.nullable(),
  amountCents: z.number().int().nullable().describe('What the provider confirmed'),
  transactionId: z.string().nullable(),
  message: z.string().nullable().describe('For the customer: why the last attempt failed, or what to do'),
  messageText: serverTextSchema
    .optional()
    .describe('The message as a message key with parameters, for the reader’s language'),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const orderHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  at: isoMoment,
  by: z.string().describe('A person’s name, "Payment provider" or "Boardhouse"'),
  byText: serverTextSchema
    .optional()
    .describe('For the payment provider and the house (no person): their name for the reader’s language'),
  note: z.string().nullable().describe('As written: staff’s own words, or the server’s in English'),
  noteText: serverTextSchema
    .optional()
    .describe('A note the server wrote, as a message key with parameters, for the reader’s language'),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const ORDER_DOCUMENT_KINDS = [
  'invoice',
  'credit-note',
  'payment-invoice',
  'final-bom',
  'component-orientation-report',
  'production-report',
] as const;

export const orderDocument = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  fileName: z.string(),
  createdAt: isoMoment,
});

export const orderResponse = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoMoment,
  totalCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  currency: z.string(),
  vat: z.object({ ratePercent: z.number(), reason: z.enum(VAT_REASON_CODES) }),
  promoCode: z.string().nullable(),
  payment: orderPayment.nullable().describe('Null until the customer chose how to pay'),
  offer: z.object({
    quantity: z.number().int(),
    workingDays: z.number().int(),
    shipDate: isoDate
      .nullable()
      .optional()
      .describe('Production done, the boards leave the house; absent on orders from before ship dates'),
    deliveryDate: isoDate.nullable().describe('At the customer: the ship date plus transit'),
    lines: z.array(breakdownLine),
  }),
  billing: postalAddress.extend({ vatNumber: z.string().nullable() }),
  shipping: z.object({
    address: postalAddress,
    carrier: z.string().nullable(),
    trackingCode: z.string().nullable(),
    departureDate: isoDate.nullable(),
  }),
  invoice: z.object({ number: z.string(), issuedAt: isoMoment }).nullable(),
  history: z.array(orderHistoryEntry).describe('Oldest first'),
  documents: z.array(orderDocument),
  canPay: z
    .boolean()
    .describe("The caller may pay it now (owner, order unpaid, the team allows 'Order and pay')"),
  canCancel: z
    .boolean()
    .describe(
      "The caller may cancel it now: nothing bought or made yet, and the team allows 'Order and pay'",
    ),
  refundedCents: z.number().int().describe('What was given back so far (booked refunds)'),
  review: z
    .object({ status: z.enum(REVIEW_STATUSES), note: z.string().nullable() })
    .describe('Staff review of the ordered files and BOM; the note says what to change'),
  bankTransfer: z
    .object({ beneficiary: z.string(), iban: z.string(), bic: z.string(), reference: z.string() })
    .nullable()
    .describe('Where to transfer the money, while the customer pays later by bank transfer'),
});
export type OrderResponse = z.infer<typeof orderResponse>;

// --- Lists -------------------------------------------------------------------------------------------

export const userOrdersRequest = z.object({
  startLimit: z.number().int().min(0).max(100_000).default(0),
  endLimit: z.number().int().min(1).max(100_000).default(500),
  ordersRefreshFlag: z.boolean().optional(),
  selectedTab: z.string().max(40).optional().describe("'My Orders' or 'Open orders' (the seed's tabs)"),
  search: searchText(100).describe('Matches order key and project name'),
});
export type UserOrdersRequest = z.infer<typeof userOrdersRequest>;

export const orderListItem = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  createdAt: isoMoment,
  quantity: z.number().int(),
  shipDate: isoDate
    .nullable()
    .optional()
    .describe('Production done, the boards leave the house; absent on orders from before ship dates'),
  deliveryDate: isoDate.nullable(),
  totalCents: z.number().int(),
  currency: z.string(),
  isOwn: z.boolean(),
  canPay: z.boolean().describe('The caller may pay it now (owner, order unpaid)'),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const userOrdersResponse = z.object({
  newOrders: z.array(orderListItem).describe('Awaiting payment, payment failed or pending'),
  openOrders: z.array(orderListItem).describe('Paid and in work, not delivered or cancelled'),
  closedOrders: z.array(orderListItem).describe('Delivered or cancelled'),
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponse>;

export const orderWindowResponse = z.object({
  orders: z.array(orderListItem).describe('Newest first, within the window'),
});

export const dashboardCountsResponse = z.object({
  projects: z.number().int(),
  openOrders: z.number().int(),
  awaitingPayment: z.number().int(),
  unreadMessages: z.number().int(),
});
export type DashboardCountsResponse = z.infer<typeof dashboardCountsResponse>;

// --- Payment -----------------------------------------------------------------------------------------

export const payResponse = z.object({ paymentUrl: z.string() });
export const delayPaymentResponse = z.object({ orderId: z.number().int(), status: z.enum(ORDER_STATUSES) });
export type DelayPaymentResponse = z.infer<typeof delayPaymentResponse>;
/** MultiSafepay order ids as we make them (BH-26-000123-1); anything else names no payment of ours. */
export const providerOrderIdField = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'Transaction id is not valid' })
  .describe('MultiSafepay’s order id of the attempt');
export const paymentReturnQuery = z.object({ transactionid: providerOrderIdField.optional() });
export const paymentNotificationQuery = z.object({
  transactionid: providerOrderIdField.optional(),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'Timestamp is not valid' })
    .optional(),
});
