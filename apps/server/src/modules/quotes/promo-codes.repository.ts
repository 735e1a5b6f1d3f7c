import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promoCodes, promoCodeUses } from '../../db/schema.ts';

/** SQL of promo codes and their uses. A use is taken and given back inside the caller's transaction. */

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'uses' | 'createdAt' | 'updatedAt'>;

export async function listPromoCodes(db: Executor): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.code));
}

export async function insertPromoCode(db: Executor, values: PromoCodeValues): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('insert returned no promo code');
  return row;
}

export async function updatePromoCode(
  db: Executor,
  id: number,
  values: PromoCodeValues,
): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.id, id))
    .returning();
  return row ?? null;
}

/** Deletes a code nobody has used; a used code stays for the orders that carry it (null when used). */
export async function deleteUnusedPromoCode(
  db: Executor,
  id: number,
): Promise<'deleted' | 'used' | 'missing'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!row) return 'missing';
    const [used] = await tx
      .select({ uses: count() })
      .from(promoCodeUses)
      .where(eq(promoCodeUses.promoCodeId, id));
    if ((used?.uses ?? 0) > 0) return 'used';
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
    return 'deleted';
  });
}

/** The code (any case), locked: two customers taking its last use wait for each other here. */
export async function lockPromoCode(tx: Executor, code: string): Promise<PromoCodeRow | null> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`)
    .for('update');
  return row ?? null;
}

export async function lockPromoCodeById(tx: Executor, id: number): Promise<PromoCodeRow | null> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row ?? null;
}

/** Uses of a code a customer holds (taken and not given back). */
export async function countHeldUses(tx: Executor, promoCodeId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(promoCodeUses)
    .where(
      and(
        eq(promoCodeUses.promoCodeId, promoCodeId),
        eq(promoCodeUses.userId, userId),
        isNull(promoCodeUses.releasedAt),
      ),
    );
  return row?.uses ?? 0;
}

export async function takeUse(tx: Executor, promoCodeId: number, userId: number, projectId: number) {
  await tx.insert(promoCodeUses).values({ promoCodeId, userId, projectId });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, promoCodeId));
}

/**
 * Gives back the use a project holds of a code; nothing when it holds none or an order took it.
 * Answers whether a use was given back.
 */
export async function giveBackUse(tx: Executor, promoCodeId: number, projectId: number): Promise<boolean> {
  const released = await tx
    .update(promoCodeUses)
    .set({ releasedAt: new Date() })
    .where(
      and(
        eq(promoCodeUses.promoCodeId, promoCodeId),
        eq(promoCodeUses.projectId, projectId),
        isNull(promoCodeUses.releasedAt),
        isNull(promoCodeUses.orderId),
      ),
    )
    .returning({ id: promoCodeUses.id });
  if (released.length === 0) return false;
  await tx
    .update(promoCodes)
    .set({ uses: sql`greatest(${promoCodes.uses} - ${released.length}, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
  return true;
}

/** The use the project holds becomes the order's for good: nothing gives it back after this. */
export async function keepUseForOrder(tx: Executor, projectId: number, orderId: number) {
  await tx
    .update(promoCodeUses)
    .set({ orderId })
    .where(
      and(
        eq(promoCodeUses.projectId, projectId),
        isNull(promoCodeUses.releasedAt),
        isNull(promoCodeUses.orderId),
      ),
    );
}
