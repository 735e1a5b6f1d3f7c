import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { orders } from './orders.ts';

/** An identity of the OpenID Connect issuer (issuer + subject) that signs an account in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The social provider the broker used ('google', 'linkedin', …). */
    provider: text('provider').notNull(),
    /** The address the ID token gave when the identity was linked (for staff; sign-in uses issuer+subject). */
    email: text('email'),
    createdAt: createdAtColumn(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * A social sign-in under way: what the callback needs to finish it (PKCE verifier, nonce), keyed by
 * the hash of its state and bound to the browser that started it. Single use; kept in the database so
 * the callback may land on any server process.
 */
export const oidcSignInStates = pgTable(
  'oidc_sign_in_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Hash of the random value in the starting browser's cookie: a callback from another browser is refused. */
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    provider: text('provider').notNull(),
    /** Set when a signed-in user links the provider from My Profile rather than signing in. */
    linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('oidc_sign_in_states_expires_idx').on(table.expiresAt)],
);

/**
 * The CRM outbox: one row per customer whose contact must reach HubSpot. Written in the transaction
 * that confirms the sign-up (or asks again), pushed after the commit and retried until it is taken.
 */
export const crmContactPushes = pgTable(
  'crm_contact_pushes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process delivering this push holds it until then (several processes share the outbox). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [
    index('crm_contact_pushes_due_idx').on(table.nextAttemptAt).where(sql`${table.pushedAt} is null`),
  ],
);

export const GEC_ORDER_STATES = ['draft', 'sent', 'failed'] as const;
export type GecOrderState = (typeof GEC_ORDER_STATES)[number];

/**
 * An order's document for the client-order system ("GEC") and what became of it: the current JSON
 * (generated, or as staff last edited it), its version, the version the system last accepted.
 */
export const gecOrders = pgTable('gec_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  document: jsonb('document').notNull(),
  /** Goes up by one with every edit; the system has the current document when it equals sentVersion. */
  documentVersion: integer('document_version').notNull().default(1),
  sentVersion: integer('sent_version'),
  state: text('state', { enum: GEC_ORDER_STATES }).notNull().default('draft'),
  gecOrderId: text('gec_order_id'),
  gecClientId: text('gec_client_id'),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** A process sending this document holds it until then, so two clicks send it once. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of an order's GEC document: the generated one and each staff edit, with who made it. */
export const gecOrderDocumentVersions = pgTable(
  'gec_order_document_versions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('gec_order_document_versions_order_version_idx').on(table.orderId, table.version)],
);
