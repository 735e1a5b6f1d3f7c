import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingAddresses } from '../../db/schema.ts';

/** SQL of a customer's shipping addresses; every query is scoped by the owner's id. */

export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;
type Values = Omit<typeof shippingAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function listShippingAddresses(db: Executor, userId: number) {
  return db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id));
}

export async function findShippingAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id)));
  return row ?? null;
}

export async function findDefaultShippingAddress(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
  return row ?? null;
}

/** Only one address is the default: the others lose it first (the partial unique index insists). */
export async function clearDefault(db: Executor, userId: number) {
  await db
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
}

export async function insertShippingAddress(db: Executor, userId: number, values: Values) {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('insert into shipping_addresses returned nothing');
  return row;
}

export async function updateShippingAddress(db: Executor, userId: number, id: number, values: Values) {
  const [row] = await db
    .update(shippingAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteShippingAddress(db: Executor, userId: number, id: number) {
  const deleted = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id)))
    .returning({ id: shippingAddresses.id });
  return deleted.length > 0;
}
