import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { billingDetails } from '../../db/schema.ts';

/** SQL of a customer's billing details. */

export async function findBilling(db: Executor, userId: number) {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row ?? null;
}

export type BillingValues = Omit<
  typeof billingDetails.$inferInsert,
  'createdAt' | 'updatedAt' | 'customerGroup'
>;

export async function saveBilling(db: Executor, values: BillingValues) {
  const [row] = await db
    .insert(billingDetails)
    .values(values)
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('The billing details were not written');
  return row;
}
