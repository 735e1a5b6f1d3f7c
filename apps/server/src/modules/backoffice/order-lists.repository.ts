import {
  ORDER_LIST_TABS,
  type OrderListTab,
  type OrderPageRequest,
  type OrderSortField,
} from '@boardhouse/shared/orders/backoffice-api';
import { and, asc, desc, eq, isNull, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { runBuilt } from '../../db/built-statements.ts';
import { type Executor, isEmbedded } from '../../db/client.ts';
import { orders, projects } from '../../db/schema.ts';
import { escapeLike } from '../search/search.repository.ts';

/**
 * SQL of the back office's order lists. Each tab is a condition on columns the database keeps
 * (list_tab, in_review: generated from shared/orders/backoffice-api.ts), each sort field has an index
 * within its tab, and the filter is one LIKE on the generated lower-case search_text.
 */

/** A tab, or every order that is not deleted (GET /rest/orders). */
export type OrderListScope = OrderListTab | 'live';

function inScope(scope: OrderListScope): SQL {
  if (scope === 'review') return sql`${orders.isInReview}`;
  if (scope === 'live') return isNull(orders.deletedAt);
  return eq(orders.listTab, scope);
}

/**
 * `text` anywhere, as a LIKE pattern (`%`, `_` and `\` typed are letters), lower-cased by the database
 * like search_text, so both sides agree whatever its locale.
 */
const containing = (text: string): SQL => sql`lower(${`%${escapeLike(text)}%`})`;

function matching(filter: string): SQL | undefined {
  if (!filter) return undefined;
  return like(orders.searchText, containing(filter));
}

/** The orders of a scope matching a filter: the one condition the list's pages and exports share. */
export function orderListWhere(scope: OrderListScope, filter: string): SQL | undefined {
  return and(inScope(scope), matching(filter));
}

/** What each sort field sorts by: the expressions the tab indexes are built on. */
const SORT_KEYS: Record<OrderSortField, SQLWrapper> = {
  orderKey: orders.orderKey,
  customer: orders.customerSortKey,
  company: orders.companySortKey,
  createdAt: orders.createdAt,
  deliveryDate: orders.deliveryDate,
  totalCents: orders.totalCents,
  status: orders.status,
};

export function orderOf(field: OrderSortField, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  // Order keys are unique; every other field ties, and the id breaks ties the same way each time.
  return field === 'orderKey' ? [by(SORT_KEYS.orderKey)] : [by(SORT_KEYS[field]), by(orders.id)];
}

/** The shown columns of a listed order. */
const LISTED = {
  id: orders.id,
  orderKey: orders.orderKey,
  projectKey: projects.projectKey,
  projectName: orders.projectName,
  ownerId: orders.ownerId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerCompany: orders.customerCompany,
  status: orders.status,
  reviewStatus: orders.reviewStatus,
  paymentState: orders.paymentState,
  createdAt: orders.createdAt,
  deliveryDate: orders.deliveryDate,
  totalCents: orders.totalCents,
  currency: orders.currency,
  flagged: orders.flagged,
  listTab: orders.listTab,
  isInReview: orders.isInReview,
};

export async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where);
  return row?.count ?? 0;
}

type PageBound = number | ReturnType<typeof sql.placeholder>;

/** What a page carries beside its rows: how many orders match, counted over its scan, or nothing. */
const COUNTED_OVER_SCAN = sql<number>`count(*) over ()`;
const NOT_COUNTED = sql<null>`null`;

/**
 * A page of the orders matching `where`, with their shown columns, in one statement: the page's ids
 * from the sort (walking the sort's index within the tab, or sorting the matches when few match), then
 * their columns; each row's `total` is `count` (the same on every row).
 */
function pageQuery(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: PageBound,
  offset: PageBound,
  count: SQL<number> | SQL<null> = NOT_COUNTED,
) {
  const page = db
    .select({ id: orders.id, total: count.mapWith(Number).as('total') })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...LISTED, total: page.total })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .orderBy(...order);
}

/** The rows of a page without the count they carry. */
const withoutTotal = <T extends { total: unknown }>(rows: T[]) =>
  rows.map(({ total: _total, ...row }) => row);

export type OrderListRow = Omit<Awaited<ReturnType<typeof pageQuery>>[number], 'total'>;

/**
 * One page of a tab and how many orders the tab (or its matches) holds. Without a filter the page's
 * values are placeholders, so its statement is built once per tab and sort (db/built-statements.ts),
 * and the count walks the tab's index; both run side by side. A filter is planned for each pattern
 * (db/statement-names.ts keeps no plan of a LIKE), in one of two ways (decision 018):
 * - the page (which stops at its last row when many orders match) and the count (the matches in table
 *   order) side by side: on PostgreSQL, whose pool runs them at once, and for a filter under three
 *   characters, which the trigram index cannot narrow, so that nearly every order matches;
 * - otherwise, on the embedded database, whose one connection would run them one after the other,
 *   one scan of the matches, the count a window over them.
 */
export async function pageOrders(db: Executor, scope: OrderListScope, request: OrderPageRequest) {
  const offset = request.pageNumber * request.pageSize;
  const order = orderOf(request.sortField, request.sortOrder);
  if (!request.filter) {
    const sort = `${request.sortField}_${request.sortOrder}`;
    const [page, [counted]] = await Promise.all([
      runBuilt(
        db,
        `orders_page_${scope}_${sort}`,
        (db) => pageQuery(db, inScope(scope), order, sql.placeholder('limit'), sql.placeholder('offset')),
        { limit: request.pageSize, offset },
      ),
      runBuilt(
        db,
        `orders_count_${scope}`,
        (db) => db.select({ count: sql<number>`count(*)::int` }).from(orders).where(inScope(scope)),
        {},
      ),
    ]);
    return { rows: withoutTotal(page), total: counted?.count ?? 0 };
  }
  const where = orderListWhere(scope, request.filter);
  if (isEmbedded(db) && request.filter.length >= TRIGRAM_LENGTH) {
    return countedPage(db, where, order, request.pageSize, offset);
  }
  const [page, total] = await Promise.all([
    pageQuery(db, where, order, request.pageSize, offset),
    countOrders(db, where),
  ]);
  return { rows: withoutTotal(page), total };
}

/** The shortest text the trigram index on search_text can narrow a LIKE by. */
const TRIGRAM_LENGTH = 3;

/**
 * A page of the orders matching `where` and how many match, in one scan of the matches: the count
 * is a window over them. Past the last match the window has no row to ride on, so it counts again.
 */
async function countedPage(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const counted = await pageQuery(db, where, order, limit, offset, COUNTED_OVER_SCAN);
  const total = counted[0]?.total ?? (offset === 0 ? 0 : await countOrders(db, where));
  return { rows: withoutTotal(counted), total };
}

/** The newest `limit` orders of a tab (optionally matching a filter), and how many there are in all. */
export function newestOrders(db: Executor, scope: OrderListScope, limit: number, filter = '') {
  return pageOrders(db, scope, {
    filter,
    sortField: 'createdAt',
    sortOrder: 'desc',
    pageNumber: 0,
    pageSize: limit,
  });
}

/** How many orders each tab holds, in one statement (each count walks its tab's index). */
export async function countTabs(db: Executor): Promise<Record<OrderListTab, number>> {
  const countOf = (scope: OrderListTab) =>
    sql`(select count(*)::int from ${orders} where ${inScope(scope)}) as ${sql.identifier(scope)}`;
  // Both drivers (PGlite, node-postgres) answer raw statements as { rows }.
  const result = (await db.execute(
    sql`select ${sql.join(ORDER_LIST_TABS.map(countOf), sql`, `)}`,
  )) as unknown as { rows: Record<OrderListTab, number>[] };
  const [row] = result.rows;
  if (!row) throw new Error('the tab counts answered nothing');
  return row;
}

/**
 * Orders in any tab, and delivered or cancelled ones (in no tab), matching `text`: the filter of the
 * tabs, or part of the customer reference staff set on the order (not in search_text, which would take
 * a migration; the references are few and short), or the exact invoice number (its unique index). The
 * order whose key is `text` comes first, then the newest.
 */
export async function findInEveryTab(db: Executor, text: string, limit: number) {
  const where = or(
    matching(text),
    like(sql`lower(${orders.customerReference})`, containing(text)),
    eq(orders.invoiceNumber, text),
  );
  const order = [
    sql`case when ${orders.orderKey} = ${text.toUpperCase()} then 0 else 1 end`,
    desc(orders.createdAt),
    desc(orders.id),
  ];
  // Its conditions cannot all use an index, so the matches are read once.
  return countedPage(db, where, order, limit, 0);
}
