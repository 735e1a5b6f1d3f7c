import {
  ORDER_TAB_COLUMN_VALUES,
  REVIEW_TAB,
  STATUS_TAB_STATUSES,
} from '@boardhouse/shared/orders/backoffice-api';
import { ORDER_STATUSES, REVIEW_STATUSES } from '@boardhouse/shared/orders/order-status';
import { ORDER_DOCUMENT_KINDS } from '@boardhouse/shared/orders/orders-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn, timestamps } from './columns.ts';
import { projects } from './projects.ts';

/**
 * Orders: what a customer bought (a snapshot of the selected offer and of the project at that moment),
 * every status change, every payment attempt and every word from the payment provider, the invoice
 * numbers and the documents of an order.
 */

/** An invoice's money as it was issued (orders.invoice_figures). */
export interface IssuedInvoiceFigures {
  netCents: number;
  vatCents: number;
  totalCents: number;
  vat: { ratePercent: number; reason: string };
  /** The boards ordered and the offer's breakdown lines, from which the invoice's lines are printed. */
  quantity: number;
  lines: unknown[];
}

/** `'A', 'B'` for an SQL `in (…)` of the shared tab definitions (fixed words, never user input). */
const sqlList = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Numbers the human order keys (BH-26-000123); never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderKey: text('order_key')
      .notNull()
      .default(
        sql`('BH-' || to_char(now(), 'YY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'))`,
      ),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The project's owner: the customer the order belongs to (team members may have placed it). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    orderedBy: integer('ordered_by')
      .notNull()
      .references(() => users.id),
    /** Chosen by the client per checkout: the same key from the same person answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** The selected offer, PCB spec, BOM, placements, Gerber references and addresses, as ordered. */
    snapshot: jsonb('snapshot').notNull(),
    /** Set once, by the provider's confirmed payment; never cleared. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How the customer pays and what they were last told about it (orders-api PAYMENT_STATES). */
    paymentMethod: text('payment_method'),
    paymentState: text('payment_state'),
    paymentMessage: text('payment_message'),
    /** The payment message as a message key (ServerText), for the customer's language. */
    paymentMessageText: jsonb('payment_message_text').$type<ServerText>(),
    paymentTransactionId: text('payment_transaction_id'),
    paidAmountCents: integer('paid_amount_cents'),
    /** What the provider confirmed it gave back (booked refunds); what was paid less this is held. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Something staff must look at (a refund, a chargeback, money for a cancelled order). */
    flagged: boolean('flagged').notNull().default(false),
    flagNote: text('flag_note'),
    /** The flag note as a message key with parameters (ServerText), for staff in their own language. */
    flagNoteText: jsonb('flag_note_text').$type<ServerText>(),
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /**
     * The invoice as issued, taken with its number: credit notes reverse these figures and a rebuilt
     * PDF prints them, though staff may change the order's VAT or price after payment (decision 019).
     */
    invoiceFigures: jsonb('invoice_figures').$type<IssuedInvoiceFigures>(),
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    departureDate: date('departure_date', { mode: 'string' }),
    /** Pay later: when the bank-transfer reminder went out. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Staff review of the ordered files and BOM; a new order waits for it. */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('PENDING'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the parcel is expected at the customer (staff set it with the departure date). */
    arrivalDate: date('arrival_date', { mode: 'string' }),
    /** The customer's purchase-order number or reference, for their books (staff set it on request). */
    customerReference: text('customer_reference'),
    /** A note among staff; never shown to the customer. */
    internalNote: text('internal_note'),
    /** What production made: boards and panels produced, rejected, minutes of assembly (updateStatsData). */
    productionStats: jsonb('production_stats'),
    /** What leaves the house: parcels, weight and dimensions (updateShipmentLineData). */
    shipmentDetails: jsonb('shipment_details'),
    /** Removed by staff (the Deleted tab); kept with its history, never shown to the customer as open. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
    /** The project's name when it was ordered (submit-order fills it; the back-office lists show it). */
    projectName: text('project_name').notNull(),
    // The back office's lists (modules/backoffice) sort and search by these, so the database keeps them:
    // the customer as billed and the delivery date as promised (both from the snapshot), one lower-case
    // search text, and the tab of shared/orders/backoffice-api.ts the order is in.
    deliveryDate: text('delivery_date').generatedAlwaysAs(
      (): SQL => sql`${orders.snapshot} -> 'offer' -> 'breakdown' ->> 'deliveryDate'`,
    ),
    /** The day production is promised done (the boards leave the house); capacity counts by it. */
    shipDate: text('ship_date').generatedAlwaysAs(
      (): SQL => sql`${orders.snapshot} -> 'offer' -> 'breakdown' ->> 'shipDate'`,
    ),
    /** m² of board the order takes of production capacity. */
    boardAreaM2: doublePrecision('board_area_m2').generatedAlwaysAs(
      (): SQL => sql`(${orders.snapshot} -> 'offer' -> 'breakdown' ->> 'areaM2')::double precision`,
    ),
    customerName: text('customer_name').generatedAlwaysAs(
      (): SQL => sql`${orders.snapshot} -> 'billing' ->> 'name'`,
    ),
    customerCompany: text('customer_company').generatedAlwaysAs(
      (): SQL => sql`${orders.snapshot} -> 'billing' ->> 'companyName'`,
    ),
    // The name and company lower-cased, as the lists sort them: as plain columns (not index expressions)
    // a deep page is read from the sort's index alone, without a visit to each skipped row.
    customerSortKey: text('customer_sort_key').generatedAlwaysAs(
      (): SQL => sql`lower(${orders.snapshot} -> 'billing' ->> 'name')`,
    ),
    companySortKey: text('company_sort_key').generatedAlwaysAs(
      (): SQL => sql`lower(${orders.snapshot} -> 'billing' ->> 'companyName')`,
    ),
    customerEmail: text('customer_email').generatedAlwaysAs(
      (): SQL => sql`${orders.snapshot} -> 'billing' ->> 'email'`,
    ),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${orders.orderKey} || ' ' || ${orders.projectName} || ' ' || coalesce(${orders.snapshot} -> 'billing' ->> 'name', '') || ' ' || coalesce(${orders.snapshot} -> 'billing' ->> 'companyName', '') || ' ' || coalesce(${orders.snapshot} -> 'billing' ->> 'email', ''))`,
    ),
    listTab: text('list_tab', { enum: ORDER_TAB_COLUMN_VALUES }).generatedAlwaysAs(
      (): SQL =>
        sql`case when ${orders.deletedAt} is not null then 'deleted' when ${orders.status} in (${sqlList(STATUS_TAB_STATUSES.new)}) then 'new' when ${orders.status} in (${sqlList(STATUS_TAB_STATUSES.open)}) then 'open' when ${orders.status} in (${sqlList(STATUS_TAB_STATUSES.pending)}) then 'pending' else 'closed' end`,
    ),
    isInReview: boolean('in_review').generatedAlwaysAs(
      (): SQL =>
        sql`${orders.deletedAt} is null and ${orders.status} not in (${sqlList(REVIEW_TAB.excludedStatuses)}) and ${orders.reviewStatus} in (${sqlList(REVIEW_TAB.reviewStatuses)}) and (${orders.paidAt} is not null or coalesce(${orders.paymentState} = '${sql.raw(REVIEW_TAB.paymentState)}', false))`,
    ),
  },
  (table) => [
    uniqueIndex('orders_key_idx').on(table.orderKey),
    uniqueIndex('orders_idempotency_idx').on(table.orderedBy, table.idempotencyKey),
    // One live order per project; a cancelled one does not stop the project being ordered again.
    uniqueIndex('orders_live_project_idx').on(table.projectId).where(sql`${table.status} <> 'CANCELLED'`),
    uniqueIndex('orders_invoice_number_idx').on(table.invoiceNumber),
    index('orders_owner_created_idx').on(table.ownerId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // A back-office page walks one of these within its tab, in the order asked: one per sort field.
    index('orders_tab_created_idx').on(table.listTab, table.createdAt, table.id),
    index('orders_tab_key_idx').on(table.listTab, table.orderKey, table.id),
    index('orders_tab_customer_idx').on(table.listTab, table.customerSortKey, table.id),
    index('orders_tab_company_idx').on(table.listTab, table.companySortKey, table.id),
    // Capacity: the m² booked per ship date of the orders not yet made.
    index('orders_ship_date_idx').on(table.shipDate),
    index('orders_tab_delivery_idx').on(table.listTab, table.deliveryDate, table.id),
    index('orders_tab_total_idx').on(table.listTab, table.totalCents, table.id),
    index('orders_tab_status_idx').on(table.listTab, table.status, table.id),
    // Projects review overlaps the other tabs: small partial indexes, one per sort field.
    index('orders_review_created_idx').on(table.createdAt, table.id).where(sql`${table.isInReview}`),
    index('orders_review_key_idx').on(table.orderKey, table.id).where(sql`${table.isInReview}`),
    index('orders_review_customer_idx').on(table.customerSortKey, table.id).where(sql`${table.isInReview}`),
    index('orders_review_company_idx').on(table.companySortKey, table.id).where(sql`${table.isInReview}`),
    index('orders_review_delivery_idx').on(table.deliveryDate, table.id).where(sql`${table.isInReview}`),
    index('orders_review_total_idx').on(table.totalCents, table.id).where(sql`${table.isInReview}`),
    index('orders_review_status_idx').on(table.status, table.id).where(sql`${table.isInReview}`),
    // GET /rest/orders: the newest live orders.
    index('orders_live_created_idx').on(table.createdAt, table.id).where(sql`${table.deletedAt} is null`),
  ],
);

/** Every status change: from, to, who (null = the payment provider or the house), why. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    source: text('source').notNull(),
    note: text('note'),
    /**
     * The note as a message key with parameters (ServerText) when the server wrote it, so each reader
     * sees it in their language; `note` keeps the English words (older rows have only those).
     */
    noteText: jsonb('note_text').$type<ServerText>(),
    changedAt: createdAtColumn(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.id)],
);

/**
 * Every staff edit of an order's money or data: which call, who, when, why, the values before and after,
 * and for money the totals and, on a paid order, what is left to collect (> 0) or to refund (< 0).
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The call that made it (order-edits-api ORDER_EDIT_KINDS). */
    kind: text('kind').notNull(),
    editedBy: integer('edited_by').references(() => users.id),
    reason: text('reason'),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    /** Money edits: the order's total before and after. */
    totalBeforeCents: integer('total_before_cents'),
    totalAfterCents: integer('total_after_cents'),
    /** Paid orders: the new total minus what was paid (> 0 collect, < 0 refund); null when unpaid. */
    balanceCents: integer('balance_cents'),
    editedAt: createdAtColumn(),
  },
  (table) => [index('order_edits_order_idx').on(table.orderId, table.id)],
);

/** One card payment attempt: a fresh MultiSafepay order id each time, tied to our order. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's status as last read from the provider itself. */
    providerStatus: text('provider_status'),
    transactionId: text('transaction_id'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_order_idx').on(table.providerOrderId),
    index('payment_attempts_order_idx').on(table.orderId),
  ],
);

/** Everything the payment side heard and did: notifications, returns, status queries, their outcome. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id'),
    /** Where the event came from: PAYMENT_EVENT_SOURCES (shared/orders/payment-events.ts). */
    source: text('source').notNull(),
    verified: boolean('verified').notNull(),
    providerStatus: text('provider_status'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    /** What was done: PAYMENT_EVENT_ACTIONS (shared/orders/payment-events.ts). */
    action: text('action').notNull(),
    note: text('note'),
    receivedAt: createdAtColumn(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderId, table.id)],
);

/** The last invoice number given per year: numbers are taken under this row's lock, gap-free. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Money given back on an order (issue: after the sale). A row is written before the provider is asked,
 * with a key that makes the request once-only: a second request with the same key answers the same row,
 * and a row still REQUESTED is asked about again rather than sent twice. BOOKED only on the provider's
 * answer; then it takes its credit-note number (gap-free per year, like invoices).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Chosen by the caller (or derived from a cancellation): the same key answers the same refund. */
    requestKey: text('request_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** cancellation | balance | manual */
    cause: text('cause').notNull(),
    /** REQUESTED (asked, no answer yet) | BOOKED | FAILED */
    status: text('status').notNull(),
    /** Which payment attempt the money goes back through (the provider's order id). */
    providerOrderId: text('provider_order_id'),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    creditNoteNumber: text('credit_note_number'),
    creditNoteIssuedAt: timestamp('credit_note_issued_at', { withTimezone: true }),
    /** The stored PDF (order_documents); null until it is rendered after the booking commits. */
    creditNoteDocumentId: integer('credit_note_document_id'),
    requestedBy: integer('requested_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refunds_request_key_idx').on(table.orderId, table.requestKey),
    uniqueIndex('refunds_credit_note_idx').on(table.creditNoteNumber),
    index('refunds_order_idx').on(table.orderId, table.id),
  ],
);

/** The last credit-note number given per year, taken under this row's lock like invoice numbers. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Files of an order: the invoice the house issues, documents staff upload. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_documents_order_idx').on(table.orderId, table.createdAt),
    // An order has one invoice: storing it twice (two requests at once) keeps the first.
    uniqueIndex('order_documents_invoice_idx').on(table.orderId).where(sql`${table.kind} = 'invoice'`),
  ],
);

/** A customer's shipping addresses (POST /rest/client-shipping); one may be the default. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    companyName: text('company_name'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('shipping_addresses_user_idx').on(table.userId),
    uniqueIndex('shipping_addresses_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
