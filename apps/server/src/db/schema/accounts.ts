import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamps } from './columns.ts';

/** SPEC.md's Credentials.source values: a password account, or the social provider that created it. */
export const ACCOUNT_SOURCES = ['auth', 'Google+', 'Linkedin'] as const;
export type AccountSource = (typeof ACCOUNT_SOURCES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** A new address the owner asked for; it replaces `email` once its confirmation link is followed. */
    pendingEmail: text('pending_email'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['USER']::text[]`),
    /** The team owner who created this account; null for an account that signed up itself. */
    createdBy: integer('created_by'),
    /** Team member's own permission to create projects; null = not set (SPEC.md section 6). */
    createProjectsFlag: boolean('create_projects_flag'),
    /** Team member's permission to see the team's projects (and their orders); null = not set, allowed. */
    seeTeamProjectsFlag: boolean('see_team_projects_flag'),
    /** Team member's permission to order and pay; null = not set, allowed. */
    orderAndPayFlag: boolean('order_and_pay_flag'),
    /** The company the account belongs to (back office's Companies page); null = none recorded. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    passwordHash: text('password_hash'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    phoneNumber: text('phone_number'),
    companyName: text('company_name'),
    address: text('address'),
    city: text('city'),
    zipCode: text('zip_code'),
    vatNumber: text('vat_number'),
    country: text('country'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** How the account came to be (SPEC.md's Credentials.source): 'auth' for a password sign-up, else the social provider. */
    source: text('source', { enum: ACCOUNT_SOURCES }).notNull().default('auth'),
    /** The customer's contact id in HubSpot, once the CRM has it. */
    hubspotContactId: text('hubspot_contact_id'),
    /** The customer's id in the client-order system ("GEC"), set by staff. */
    gecClientId: text('gec_client_id'),
    /** The customer deleted their account: personal data was removed, orders and invoices kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What staff's quick search matches a customer by; trigram-indexed where pg_trgm exists. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${users.username} || ' ' || ${users.email} || ' ' || ${users.firstname} || ' ' || ${users.lastname} || ' ' || coalesce(${users.companyName}, ''))`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_created_by_idx').on(table.createdBy),
    index('users_company_idx').on(table.companyId),
  ],
);

/** A customer company several accounts belong to: its VAT number, address and margin group. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vatNumber: text('vat_number'),
    address: text('address'),
    city: text('city'),
    zipCode: text('zip_code'),
    country: text('country'),
    /** The margin group (margin_bands.customer_group) its members' prices come from. */
    customerGroup: text('customer_group').notNull().default('standard'),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${companies.name}) || ' ' || lower(coalesce(${companies.vatNumber}, ''))`,
    ),
    ...timestamps,
  },
  (table) => [index('companies_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * A team owner's contact permissions, set by staff (SPEC.md section 6): what the owner lets team members
 * do at all. A member's own flags on `users` narrow it further; no row means everything is allowed.
 */
export const teamPermissions = pgTable('team_permissions', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createProjects: boolean('create_projects').notNull().default(true),
  seeTeamProjects: boolean('see_team_projects').notNull().default(true),
  orderAndPay: boolean('order_and_pay').notNull().default(true),
  updatedBy: integer('updated_by'),
  ...timestamps,
});

/**
 * A team owner's invitation of an e-mail address. It is only an invitation: no account is made for
 * the address until its holder accepts (so nobody can claim an account someone else prepared), and an
 * existing account joins only when its holder accepts with its password. One pending invitation per
 * address and team; inviting again replaces it. The code is e-mailed and stored hashed.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** The language of the e-mail, and of the account accepting creates (the owner's). */
    language: text('language').notNull(),
    createProjects: boolean('create_projects').notNull(),
    seeTeamProjects: boolean('see_team_projects').notNull(),
    orderAndPay: boolean('order_and_pay').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('team_invitations_code_idx').on(table.codeHash),
    uniqueIndex('team_invitations_pending_idx')
      .on(table.ownerId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Idle expiry of this token, never later than `signInExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Absolute end of the sign-in (the family), however often it refreshes. */
    signInExpiresAt: timestamp('sign_in_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The pair this token was rotated into, encrypted, kept only for the grace window so a second tab
     * refreshing with the same token at the same moment gets the same answer instead of a sign-out.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId, table.createdAt),
    index('refresh_tokens_sealed_idx').on(table.usedAt).where(sql`${table.successorSealed} is not null`),
  ],
);

/** Sign-ins (refresh-token families) whose access tokens are refused until they would have expired. */
export const revokedSignIns = pgTable('revoked_sign_ins', {
  familyId: text('family_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const codePurposes = [
  'confirm-email',
  'set-password',
  'reset-password',
  'invitation',
  'change-email',
  /** The one-time code a social sign-in hands the browser (60 s): an existing account, or one just created. */
  'oidc-sign-in',
  'oidc-sign-up',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** Single-use codes sent by e-mail (confirmation, password set/reset, invitation), stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('one_time_codes_hash_idx').on(table.codeHash),
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/** Audit log: one row per state-changing request. */
export const userHistory = pgTable(
  'user_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    statusCode: integer('status_code').notNull(),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    /** Timeline tag staff set (SPEC.md section 3): urgent, important, resolved or pending. */
    tag: text('tag', { enum: ['urgent', 'important', 'resolved', 'pending'] }),
    /** When staff marked the entry read, and who; null = unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: integer('read_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('user_history_entity_idx').on(table.entity, table.createdAt),
    index('user_history_user_idx').on(table.userId, table.createdAt),
    index('user_history_created_idx').on(table.createdAt),
  ],
);
