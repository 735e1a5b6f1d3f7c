import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, projects } from '../../db/schema.ts';
import { containsPattern } from './search.repository.ts';

export interface OrderHit {
  orderId: number;
  orderKey: string;
  projectName: string;
  invoiceNumber: string | null;
}

/**
 * Orders whose key contains `text` (any case) or whose invoice number is `text`, the exact key first,
 * then newest first: among the orders of the projects `visible` names (a customer: their own and their
 * team's, as GET /rest/order/:id allows; a share does not show what the owner bought), or (`visible`
 * null, staff) among all.
 *
 * Staff's path also tests the order's search_text, which holds the key: on PostgreSQL its trigram index
 * then finds the few candidates instead of every order being read. A customer's orders are few and
 * found through their projects, so the key alone is tested there.
 */
export async function searchOrders(
  db: Executor,
  text: string,
  visible: SQL | null,
  limit: number,
): Promise<OrderHit[]> {
  const pattern = containsPattern(text);
  const byKey = sql`lower(${orders.orderKey}) like ${pattern}`;
  const matches = visible
    ? and(visible, or(byKey, eq(orders.invoiceNumber, text)))
    : or(and(sql`${orders.searchText} like ${pattern}`, byKey), eq(orders.invoiceNumber, text));
  return db
    .select({
      orderId: orders.id,
      orderKey: orders.orderKey,
      projectName: orders.projectName,
      invoiceNumber: orders.invoiceNumber,
    })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .where(matches)
    .orderBy(
      sql`case when ${orders.orderKey} = ${text.toUpperCase()} then 0 else 1 end`,
      desc(orders.createdAt),
      desc(orders.id),
    )
    .limit(limit);
}
