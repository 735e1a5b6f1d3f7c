import { PROMO_BLOCKS, PROMO_KINDS } from '@boardhouse/shared/quotes/promo-codes-api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn, timestamps } from './columns.ts';
import { orders } from './orders.ts';
import { projects } from './projects.ts';

/**
 * Pricing: the parameters every rate comes from (with their history), the production calendar
 * (holidays and the weekly schedule), margins, and the offer sets computed for projects.
 */

/** One value per key of PRICING_PARAMETERS (packages/shared/src/quotes/pricing-parameters.ts). */
export const pricingParameters = pgTable('pricing_parameters', {
  key: text('key').primaryKey(),
  value: doublePrecision('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/** Every change of a parameter: who, when, from what to what. */
export const pricingParameterHistory = pgTable(
  'pricing_parameter_history',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    oldValue: doublePrecision('old_value'),
    newValue: doublePrecision('new_value').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: createdAtColumn(),
  },
  (table) => [index('pricing_parameter_history_key_idx').on(table.key, table.changedAt)],
);

/** Days the production is closed (besides weekends without slots). */
export const productionHolidays = pgTable('production_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAtColumn(),
});

/** The weekly schedule: one row, id 1. */
export const productionSchedule = pgTable('production_schedule', {
  id: integer('id').primaryKey(),
  /** Jobs the production can start per weekday, Monday first. */
  slotsPerWeekday: integer('slots_per_weekday').array().notNull(),
  cutOffHour: doublePrecision('cut_off_hour').notNull(),
  /** m² of board made per working day, shared by every order booked. */
  capacityM2PerDay: doublePrecision('capacity_m2_per_day').notNull().default(5),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/** Slots on a particular date instead of its weekday's (an extra Saturday, a short day). */
export const productionScheduleExceptions = pgTable('production_schedule_exceptions', {
  date: date('date', { mode: 'string' }).primaryKey(),
  slots: integer('slots').notNull(),
  note: text('note'),
});

/** Margin percentages per cost block for a customer group from a quantity on. */
export const marginBands = pgTable(
  'margin_bands',
  {
    id: serial('id').primaryKey(),
    customerGroup: text('customer_group').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    boardPercent: doublePrecision('board_percent').notNull(),
    componentsPercent: doublePrecision('components_percent').notNull(),
    assemblyPercent: doublePrecision('assembly_percent').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('margin_bands_group_quantity_idx').on(table.customerGroup, table.minQuantity)],
);

/**
 * An offer matrix computed for a project, with the fingerprint of its inputs (offer-inputs.ts): an
 * unchanged project reuses it, and a selection is accepted only while the project still prices the same.
 */
export const offerSets = pgTable(
  'offer_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    quantities: integer('quantities').array().notNull(),
    cells: jsonb('cells').notNull(),
    reviewNotes: jsonb('review_notes').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('offer_sets_project_idx').on(table.projectId, table.createdAt)],
);

/** The cell a customer chose: a snapshot that later parameter changes never alter. */
export const offerSelections = pgTable(
  'offer_selections',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    offerSetId: uuid('offer_set_id')
      .notNull()
      .references(() => offerSets.id),
    quantity: integer('quantity').notNull(),
    workingDays: integer('working_days').notNull(),
    /** The breakdown as the customer saw it when choosing (lines, net, VAT, total). */
    breakdown: jsonb('breakdown').notNull(),
    /** Where the parcel goes and how; null = the billing country's cheapest option. */
    shippingCountry: text('shipping_country'),
    shippingCode: text('shipping_code'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    selectedBy: integer('selected_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.projectId] })],
);

/** Discount codes staff hand out; `uses` counts the uses taken (applied and not given back). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Per cent for PERCENT, cents for AMOUNT. */
    value: doublePrecision('value').notNull(),
    block: text('block', { enum: PROMO_BLOCKS }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('promo_codes_code_idx').on(sql`upper(${table.code})`)],
);

/** One use of a code by a customer on a project; `releasedAt` is set when it was given back. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    appliedAt: createdAtColumn(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The order that took the use for good: it is never given back after that. */
    orderId: integer('order_id').references(() => orders.id),
  },
  (table) => [index('promo_code_uses_code_user_idx').on(table.promoCodeId, table.userId)],
);

/** A named starting point for Create Project: a PCB spec, assembly or not, quantities. */
export const productTemplates = pgTable(
  'product_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    pcbSpec: jsonb('pcb_spec').notNull(),
    assembly: boolean('assembly').notNull().default(false),
    quantities: integer('quantities').array().notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('product_templates_name_idx').on(sql`lower(${table.name})`)],
);
