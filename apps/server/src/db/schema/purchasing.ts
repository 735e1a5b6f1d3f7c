import { PURCHASE_LINE_STATES, PURCHASE_STATUSES } from '@boardhouse/shared/purchasing/purchasing-api';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { DISTRIBUTOR_NAMES } from './distributors.ts';
import { orders } from './orders.ts';

/**
 * A purchase at one distributor for one order. The row, with its PO number, is written before the
 * distributor is called: it is the idempotency record. SUBMITTING means the call went out; a call that
 * timed out leaves UNKNOWN, which is settled by looking the PO number up at the distributor, never by
 * submitting again. REMOVED purchases keep their history; a new one gets the next PO number.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    distributor: text('distributor', { enum: DISTRIBUTOR_NAMES }).notNull(),
    poNumber: text('po_number').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    /** Mouser: the cart the lines were put in. */
    cartKey: text('cart_key'),
    distributorOrderNumber: text('distributor_order_number'),
    /** The distributor's own words for the state ("In Process", "Shipped"). */
    statusText: text('status_text'),
    lastError: text('last_error'),
    /** Submissions sent (at most one per PO number unless staff remove and retry). */
    submissions: integer('submissions').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('purchases_po_number_idx').on(table.poNumber),
    // One live purchase per order and distributor: two clicks cannot open two.
    uniqueIndex('purchases_live_idx')
      .on(table.orderId, table.distributor)
      .where(sql`${table.status} <> 'REMOVED'`),
    index('purchases_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('SUBMITTING', 'UNKNOWN', 'ORDERED')`),
  ],
);

/** How a purchase line got its price: the ordered offer's distributor, one staff picked, or staff's own. */
export const PURCHASE_LINE_PRICINGS = ['offer', 'distributor', 'staff'] as const;

/**
 * What staff buy for each BOM line of a paid order: the parts the offer bought (spares, minimum and
 * multiples included), from the distributor chosen (the ordered offer's by default). Made from the
 * order's snapshot the first time its purchasing is opened.
 */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    mpn: text('mpn'),
    designators: text('designators').notNull().default(''),
    /** Parts to buy. */
    quantity: integer('quantity').notNull(),
    distributor: text('distributor', { enum: DISTRIBUTOR_NAMES }),
    sku: text('sku'),
    /** In `currency`, as the distributor gives it; staff's own price is in EUR. */
    unitPrice: doublePrecision('unit_price'),
    currency: text('currency'),
    /** Null while the line has no price but an estimate (or none at all). */
    pricing: text('pricing', { enum: PURCHASE_LINE_PRICINGS }),
    state: text('state', { enum: PURCHASE_LINE_STATES }).notNull().default('NOT_PLACED'),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    changedBy: integer('changed_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('purchase_lines_order_line_idx').on(table.orderId, table.lineNo)],
);
