import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { projects } from './projects.ts';

export const DISTRIBUTOR_NAMES = ['Mouser', 'Arrow', 'Verical'] as const;

export interface StoredPriceBreak {
  quantity: number;
  /** In `currency`, as the distributor wrote it (0.052), not converted: rates change, answers do not. */
  unitPrice: number;
  currency: string;
}

export interface OfferAttributes {
  package?: string;
  mountingStyle?: 'SMD' | 'THT';
  pins?: number;
}

/**
 * What a distributor offered for a manufacturer part number when last asked: part of the MPN data,
 * keyed by the normalised MPN a BOM line matches on. Only exact matches are kept. A new answer for a
 * number replaces that distributor's rows for it in one transaction.
 */
export const distributorOffers = pgTable(
  'distributor_offers',
  {
    id: serial('id').primaryKey(),
    normalisedMpn: text('normalised_mpn').notNull(),
    mpn: text('mpn').notNull(),
    distributor: text('distributor', { enum: DISTRIBUTOR_NAMES }).notNull(),
    sku: text('sku').notNull(),
    manufacturer: text('manufacturer'),
    stock: integer('stock').notNull(),
    moq: integer('moq').notNull(),
    multiple: integer('multiple').notNull(),
    priceBreaks: jsonb('price_breaks').$type<StoredPriceBreak[]>().notNull(),
    leadTimeDays: integer('lead_time_days'),
    packaging: text('packaging'),
    attributes: jsonb('attributes').$type<OfferAttributes>().notNull().default(sql`'{}'::jsonb`),
    /** True when the answer came from the local distributor simulator (no keys set): never a real price. */
    simulated: boolean('simulated').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('distributor_offers_mpn_idx').on(table.normalisedMpn),
    index('distributor_offers_sku_idx').on(table.distributor, table.sku),
  ],
);

export const DISTRIBUTOR_SEARCH_OUTCOMES = ['found', 'none', 'failed'] as const;

/**
 * When each distributor was last asked for a number and what came of it, found or not: a number no
 * one sells is not asked again before `distributors.maxAgeDays`; a failed search is asked again next time.
 */
export const distributorSearches = pgTable(
  'distributor_searches',
  {
    normalisedMpn: text('normalised_mpn').notNull(),
    distributor: text('distributor', { enum: DISTRIBUTOR_NAMES }).notNull(),
    outcome: text('outcome', { enum: DISTRIBUTOR_SEARCH_OUTCOMES }).notNull(),
    message: text('message'),
    simulated: boolean('simulated').notNull().default(false),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.normalisedMpn, table.distributor] })],
);

/**
 * Projects whose BOM waits for distributor answers. Written with the upload, removed when matching has
 * asked for every number; a server that stops half way sends the rest again at start-up.
 */
export const distributorMatchRequests = pgTable('distributor_match_requests', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

export const API_LOG_STATUSES = ['ok', 'error'] as const;

/**
 * One row per call to an outside service (integrations/api-log). Holds no keys, tokens or personal
 * data; order and project ids are kept without a foreign key so the log outlives what it points at.
 */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    service: text('service').notNull(),
    operation: text('operation').notNull(),
    status: text('status', { enum: API_LOG_STATUSES }).notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    message: text('message'),
    orderId: integer('order_id'),
    projectId: integer('project_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('api_logs_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('api_logs_service_created_idx').on(table.service, table.createdAt.desc()),
    index('api_logs_errors_idx').on(table.createdAt.desc()).where(sql`${table.status} = 'error'`),
  ],
);
