import type { ApiLogListQuery, ApiLogRow } from '@boardhouse/shared/api-logs/api-logs-api';
import { and, desc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiLogs, orders, projects } from '../../db/schema.ts';
import { containsPattern } from '../search/search.repository.ts';

/** One page of the API log, newest first (ties by id), with the order and project keys while they exist. */
export async function listApiLogs(
  db: Executor,
  query: ApiLogListQuery,
): Promise<{ rows: ApiLogRow[]; total: number }> {
  const where = and(
    query.service ? eq(apiLogs.service, query.service) : undefined,
    query.status ? eq(apiLogs.status, query.status) : undefined,
    query.search
      ? like(
          sql`lower(${apiLogs.operation} || ' ' || coalesce(${apiLogs.message}, ''))`,
          containsPattern(query.search),
        )
      : undefined,
    query.from ? gte(apiLogs.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(apiLogs.createdAt, new Date(query.to)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ log: apiLogs, orderKey: orders.orderKey, projectKey: projects.projectKey })
      .from(apiLogs)
      .leftJoin(orders, eq(orders.id, apiLogs.orderId))
      .leftJoin(projects, eq(projects.id, apiLogs.projectId))
      .where(where)
      .orderBy(desc(apiLogs.createdAt), desc(apiLogs.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(apiLogs).where(where),
  ]);
  return {
    rows: rows.map(({ log, orderKey, projectKey }) => ({
      id: log.id,
      service: log.service,
      operation: log.operation,
      status: log.status,
      httpStatus: log.httpStatus,
      durationMs: log.durationMs,
      message: log.message,
      orderId: log.orderId,
      orderKey: orderKey ?? null,
      projectId: log.projectId,
      projectKey: projectKey ?? null,
      createdAt: log.createdAt.toISOString(),
    })),
    total: count?.total ?? 0,
  };
}

const DELETE_CHUNK = 5000;

/**
 * Deletes the rows written before `before`, a few thousand per statement (each statement stays short,
 * so the embedded database keeps answering requests in between); answers how many went.
 */
export async function deleteApiLogsBefore(db: Executor, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const oldest = db
      .select({ id: apiLogs.id })
      .from(apiLogs)
      .where(lt(apiLogs.createdAt, before))
      .limit(DELETE_CHUNK);
    const deleted = await db.delete(apiLogs).where(inArray(apiLogs.id, oldest)).returning({ id: apiLogs.id });
    total += deleted.length;
    if (deleted.length < DELETE_CHUNK) return total;
  }
}
