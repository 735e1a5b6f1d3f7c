import { BILLING_VAT_STATUSES } from '@boardhouse/shared/quotes/billing-api';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

/** A customer's billing country, company and VAT number, with the VIES answer that confirmed it. */
export const billingDetails = pgTable('billing_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  vatStatus: text('vat_status', { enum: BILLING_VAT_STATUSES }).notNull().default('NONE'),
  vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
  /** VIES's own evidence: request identifier, registered name and address. */
  vatEvidence: jsonb('vat_evidence'),
  /** The margin group the customer's prices come from. */
  customerGroup: text('customer_group').notNull().default('standard'),
  ...timestamps,
});
