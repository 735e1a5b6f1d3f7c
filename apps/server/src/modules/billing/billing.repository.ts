import { and, eq } from 'drizzle-orm';
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

export type VatCheckValues = Pick<BillingValues, 'vatStatus' | 'vatCheckedAt' | 'vatEvidence'>;

/**
 * Records a VIES answer for the number it was asked about. Nothing is written when the customer has
 * changed their country or number since: that save brought its own check.
 */
export async function recordVatCheck(
  db: Executor,
  userId: number,
  checked: { countryCode: string; vatNumber: string },
  values: VatCheckValues,
): Promise<boolean> {
  const rows = await db
    .update(billingDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(billingDetails.userId, userId),
        eq(billingDetails.countryCode, checked.countryCode),
        eq(billingDetails.vatNumber, checked.vatNumber),
      ),
    )
    .returning({ userId: billingDetails.userId });
  return rows.length > 0;
}
