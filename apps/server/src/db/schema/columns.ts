import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written, in UTC (every table has one). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Creation and last change, for rows people edit. */
export const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
