import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { and, asc, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { runBuilt } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/**
 * Orders that still take production capacity: paid and not yet made. An order awaiting payment (or
 * pending the customer) has not booked anything yet; a blocked one is stopped until staff release it;
 * shipped, delivered and cancelled orders are done with the production.
 */
export const CAPACITY_BOOKING_STATUSES = [
  'PAID',
  'IN_REVIEW',
  'PURCHASING',
  'IN_PRODUCTION',
] as const satisfies readonly OrderStatus[];

export interface BookedArea {
  /** 'YYYY-MM-DD': the day the order's boards are promised to leave the house. */
  shipDate: string;
  /** m² of board the orders shipping that day take. */
  areaM2: number;
}

/**
 * m² of board booked per ship date, from `fromDate` on ('YYYY-MM-DD', Europe/Amsterdam), of the live
 * orders not yet made; ascending by date. One query on orders_ship_date_idx.
 */
export async function listBookedAreas(db: Executor, fromDate: string): Promise<BookedArea[]> {
  const rows = await runBuilt(db, 'booked_areas', bookedAreasQuery, { fromDate });
  return rows.flatMap((row) =>
    row.shipDate === null ? [] : [{ shipDate: row.shipDate, areaM2: row.areaM2 }],
  );
}

function bookedAreasQuery(db: Executor) {
  return db
    .select({
      shipDate: orders.shipDate,
      areaM2: sql<number>`sum(${orders.boardAreaM2})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        gte(orders.shipDate, sql.placeholder('fromDate')),
        isNotNull(orders.boardAreaM2),
        inArray(orders.status, [...CAPACITY_BOOKING_STATUSES]),
        isNull(orders.deletedAt),
      ),
    )
    .groupBy(orders.shipDate)
    .orderBy(asc(orders.shipDate));
}
