import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productTemplates } from '../../db/schema.ts';

/** SQL of product templates. */

export type ProductTemplateRow = typeof productTemplates.$inferSelect;
export interface ProductTemplateValues {
  name: string;
  description: string | null;
  pcbSpec: PcbSpec;
  assembly: boolean;
  quantities: number[];
  updatedBy: number;
}

export async function listProductTemplates(db: Executor): Promise<ProductTemplateRow[]> {
  return db.select().from(productTemplates).orderBy(asc(productTemplates.name));
}

export async function findProductTemplate(db: Executor, id: number): Promise<ProductTemplateRow | null> {
  const [row] = await db.select().from(productTemplates).where(eq(productTemplates.id, id));
  return row ?? null;
}

export async function insertProductTemplate(db: Executor, values: ProductTemplateValues) {
  const [row] = await db.insert(productTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no product template');
  return row;
}

export async function updateProductTemplate(db: Executor, id: number, values: ProductTemplateValues) {
  const [row] = await db
    .update(productTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productTemplates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProductTemplate(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(productTemplates)
    .where(eq(productTemplates.id, id))
    .returning({ id: productTemplates.id });
  return deleted.length > 0;
}
