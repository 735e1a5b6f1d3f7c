import { sql } from 'drizzle-orm';

/**
 * Pass to a subquery's `.offset()`: `offset 0` makes PostgreSQL plan the subquery on its own instead of
 * merging it into the outer query, so a condition written outside it is not pushed into its scan (and
 * cannot pick an index for it). Drizzle leaves out an offset of 0 (a falsy number), so it goes in as SQL.
 */
export const PLAN_ON_ITS_OWN = sql`0` as unknown as number;
